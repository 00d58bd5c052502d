import { z } from 'zod';

/**
 * Generation, troubleshoot and instruction requests (spec section 3) with the limits of
 * DESIGN.md section 7. The server validates with these before any charge; the Velo engine takes
 * their parsed (output) types.
 */

export const GENERATION_LIMITS = {
  promptChars: 8_000,
  referenceCodeChars: 100_000,
  codePieceChars: 100_000,
  errorDetailsChars: 20_000,
  collections: 50,
  fieldsPerCollection: 100,
  elements: 500,
  identifierChars: 64,
  descriptionChars: 500,
} as const;

export const OUTPUT_TYPES = ['velo', 'html', 'backend', 'frontend_backend', 'full'] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

export const REFERENCE_CODE_USAGES = ['template', 'inspiration', 'uncertain', 'improve'] as const;
export type ReferenceCodeUsage = (typeof REFERENCE_CODE_USAGES)[number];

export const REFERENCE_CODE_TYPES = ['frontend', 'backend', 'both'] as const;

/** Spec section 3, in the picker's order (Essentials 10, Media 6, Time and Location 3, JS 2). */
export const FIELD_TYPES = [
  'text',
  'rich-text',
  'rich-content',
  'url',
  'number',
  'tags',
  'boolean',
  'reference',
  'multi-reference',
  'color',
  'image',
  'media-gallery',
  'video',
  'audio',
  'document',
  'multiple-documents',
  'date',
  'time',
  'address',
  'object',
  'array',
] as const;

/** Readable CMS field type names, as Wix's CMS shows them (pickers, setup instructions). */
export const FIELD_TYPE_LABELS: Record<(typeof FIELD_TYPES)[number], string> = {
  text: 'Text',
  'rich-text': 'Rich Text',
  'rich-content': 'Rich Content',
  url: 'URL',
  number: 'Number',
  tags: 'Tags',
  boolean: 'Boolean',
  reference: 'Reference',
  'multi-reference': 'Multi-Reference',
  color: 'Color',
  image: 'Image',
  'media-gallery': 'Media Gallery',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
  'multiple-documents': 'Multiple Documents',
  date: 'Date',
  time: 'Time',
  address: 'Address',
  object: 'Object',
  array: 'Array',
};
export type FieldType = (typeof FIELD_TYPES)[number];

/** The generator's element types (spec section 3) plus the instruction builder's extra two. */
export const ELEMENT_TYPES = [
  'repeater',
  'container',
  'section',
  'form',
  'gallery',
  'table',
  'column',
  'grid',
  'input',
  'button',
  'checkbox',
  'dropdown',
  'radioGroup',
  'slider',
  'text',
  'image',
  'video',
  'dataset',
  'custom',
  'radio',
  'textarea',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Types that may hold children (spec section 3). */
export const CONTAINER_ELEMENT_TYPES: readonly ElementType[] = [
  'repeater',
  'container',
  'section',
  'form',
  'gallery',
  'table',
  'grid',
];

export const GENERATION_MESSAGES = {
  promptRequired: 'Please enter a prompt describing what you need',
  instructionPromptRequired: 'Prompt is required',
  emptyFieldIds: (name: string) => `Collection "${name}" has fields with empty IDs`,
  codeRequired: 'Please generate code first before troubleshooting',
  errorDetailsRequired: 'Please describe the error you are seeing',
  identifier: (what: string) =>
    `${what} must start with a letter and use only letters, digits and underscores (at most ${GENERATION_LIMITS.identifierChars} characters)`,
  collectionName: `Collection names must start with a letter and use letters, digits, underscores or hyphens, optionally as App/Collection (at most ${GENERATION_LIMITS.identifierChars} characters)`,
  tooMany: (what: string, max: number) => `At most ${max} ${what} are allowed`,
  tooLong: (what: string, max: number) =>
    `${what} must be at most ${max.toLocaleString('en-US')} characters`,
} as const;

const M = GENERATION_MESSAGES;
const L = GENERATION_LIMITS;

/** Users paste '#repeater1': ids are stored without '#' (DESIGN.md section 8). */
export const ZElementId = z
  .string()
  .trim()
  .transform((id) => id.replace(/^#/, ''))
  .pipe(
    z
      .string()
      .max(L.identifierChars, M.identifier('Element ids'))
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, M.identifier('Element ids')),
  );

export const ZFieldKey = z
  .string()
  .trim()
  .max(L.identifierChars, M.identifier('Field ids'))
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, M.identifier('Field ids'));

/** Collection ids: `Products`, or an app collection like `Stores/Products`. */
export const ZCollectionName = z
  .string()
  .trim()
  .max(L.identifierChars * 2, M.collectionName)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z][A-Za-z0-9_-]*)?$/, M.collectionName);

const optionalCode = (what: string, max: number) =>
  z.string().max(max, M.tooLong(what, max)).optional();

export const ZCollectionField = z.object({
  id: z.string().trim(),
  type: z.enum(FIELD_TYPES).default('text'),
});

const ZRawCollection = z.object({
  name: z.string().trim(),
  fields: z
    .array(ZCollectionField)
    .max(L.fieldsPerCollection, M.tooMany('fields per collection', L.fieldsPerCollection))
    .default([]),
});

/**
 * Collections without a name are dropped (spec section 5); a named collection with an empty field
 * id is the spec's validation error; the rest must be valid identifiers.
 */
export const ZCollections = z
  .array(ZRawCollection)
  .max(L.collections, M.tooMany('collections', L.collections))
  .default([])
  .transform((list) => list.filter((c) => c.name !== ''))
  .superRefine((list, ctx) => {
    list.forEach((collection, index) => {
      if (!ZCollectionName.safeParse(collection.name).success) {
        ctx.addIssue({ code: 'custom', message: M.collectionName, path: [index, 'name'] });
      }
      if (collection.fields.some((f) => f.id === '')) {
        ctx.addIssue({ code: 'custom', message: M.emptyFieldIds(collection.name), path: [index] });
        return;
      }
      collection.fields.forEach((field, fieldIndex) => {
        const parsed = ZFieldKey.safeParse(field.id);
        if (!parsed.success) {
          ctx.addIssue({
            code: 'custom',
            message: parsed.error.issues[0]?.message ?? M.identifier('Field ids'),
            path: [index, 'fields', fieldIndex, 'id'],
          });
        }
      });
    });
  });
export type TCollection = z.output<typeof ZRawCollection>;

/** Blank entries are dropped; the rest are element ids (a leading '#' is accepted). */
export const ZElementIds = z
  .array(z.string().max(L.identifierChars + 1, M.identifier('Element ids')))
  .max(L.elements, M.tooMany('element ids', L.elements))
  .default([])
  .transform((ids) => ids.map((id) => id.trim()).filter((id) => id !== ''))
  .pipe(z.array(ZElementId));

export const ZHierarchyElement = z.object({
  id: ZElementId,
  type: z.enum(ELEMENT_TYPES),
  customType: z
    .string()
    .trim()
    .max(L.identifierChars, M.tooLong('Custom types', L.identifierChars))
    .optional(),
  description: z
    .string()
    .max(L.descriptionChars, M.tooLong('Descriptions', L.descriptionChars))
    .optional(),
  parentId: z
    .union([z.literal(''), z.null()])
    .transform(() => null)
    .or(ZElementId)
    .optional(),
  children: z.array(ZElementId).max(L.elements).optional(),
});
export type THierarchyElement = z.output<typeof ZHierarchyElement>;

/** Before validation: elements without an id are dropped (spec section 3), the rest validated. */
const ZRawHierarchyElement = z.object({
  id: z.string(),
  type: z.enum(ELEMENT_TYPES).default('text'),
  customType: z.string().optional(),
  description: z.string().optional(),
  parentId: z.string().nullable().optional(),
  children: z.array(z.string()).max(L.elements).optional(),
});

export const ZElementHierarchy = z.object({
  elements: z
    .array(ZRawHierarchyElement)
    .max(L.elements, M.tooMany('elements', L.elements))
    .default([])
    .transform((list) => list.filter((e) => e.id.trim() !== ''))
    .pipe(z.array(ZHierarchyElement)),
});

/** How generated code is shaped (not in the spec: VeloForge's generation preferences). */
export const ZGenerationPreferences = z.object({
  /** 'web': backend/<name>.web.js with webMethod; 'jsw': legacy backend/<name>.jsw. */
  webModuleStyle: z.enum(['web', 'jsw']).default('web'),
  /** 'frontend': wix-location-frontend etc.; 'legacy': wix-location, wix-window, wix-storage. */
  moduleNames: z.enum(['frontend', 'legacy']).default('frontend'),
  comments: z.boolean().default(true),
});
export type TGenerationPreferences = z.output<typeof ZGenerationPreferences>;

const referenceCodeFields = {
  referenceCode: optionalCode('Reference code', L.referenceCodeChars),
  frontendReferenceCode: optionalCode('Frontend reference code', L.referenceCodeChars),
  backendReferenceCode: optionalCode('Backend reference code', L.referenceCodeChars),
  htmlReferenceCode: optionalCode('HTML reference code', L.referenceCodeChars),
};

export const ZGenerationRequest = z.object({
  collections: ZCollections,
  elementIds: ZElementIds,
  outputType: z.enum(OUTPUT_TYPES).default('velo'),
  includeInstructions: z.boolean().default(false),
  prompt: z
    .string()
    .max(L.promptChars, M.tooLong('The prompt', L.promptChars))
    .refine((p) => p.trim() !== '', M.promptRequired),
  ...referenceCodeFields,
  referenceCodeUsage: z.enum(REFERENCE_CODE_USAGES).default('template'),
  referenceCodeType: z.enum(REFERENCE_CODE_TYPES).default('frontend'),
  elementHierarchy: ZElementHierarchy.optional(),
  preferences: ZGenerationPreferences.default({
    webModuleStyle: 'web',
    moduleNames: 'frontend',
    comments: true,
  }),
});
export type TGenerationRequest = z.output<typeof ZGenerationRequest>;
export type TGenerationRequestInput = z.input<typeof ZGenerationRequest>;

const codePiece = (what: string) => optionalCode(what, L.codePieceChars);

export const ZTroubleshootRequest = z
  .object({
    originalRequest: ZGenerationRequest,
    errorDetails: z
      .string()
      .max(L.errorDetailsChars, M.tooLong('Error details', L.errorDetailsChars))
      .refine((e) => e.trim() !== '', M.errorDetailsRequired),
    originalCode: codePiece('The generated code'),
    frontendCode: codePiece('Frontend code'),
    backendCode: codePiece('Backend code'),
    htmlCode: codePiece('HTML code'),
    frontendReferenceCode: referenceCodeFields.frontendReferenceCode,
    backendReferenceCode: referenceCodeFields.backendReferenceCode,
    htmlReferenceCode: referenceCodeFields.htmlReferenceCode,
  })
  .refine(
    (r) => [r.originalCode, r.frontendCode, r.backendCode, r.htmlCode].some((c) => c?.trim()),
    { message: M.codeRequired, path: ['originalCode'] },
  );
export type TTroubleshootRequest = z.output<typeof ZTroubleshootRequest>;

export const ZInstructionRequest = z.object({
  collections: ZCollections,
  elementIds: ZElementIds,
  /** Element index (as a string key) to its type; spec section 3. */
  customTypes: z
    .record(z.string().max(8), z.string().trim().max(L.identifierChars))
    .refine((r) => Object.keys(r).length <= L.elements, M.tooMany('custom types', L.elements))
    .optional(),
  elementHierarchy: ZElementHierarchy.optional(),
  referenceCode: referenceCodeFields.referenceCode,
  referenceCodeUsage: z.enum(REFERENCE_CODE_USAGES).default('template'),
  includeInstructions: z.boolean().default(false),
  prompt: z
    .string()
    .max(L.promptChars, M.tooLong('The prompt', L.promptChars))
    .refine((p) => p.trim() !== '', M.instructionPromptRequired),
});
export type TInstructionRequest = z.output<typeof ZInstructionRequest>;
