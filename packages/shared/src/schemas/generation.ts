import { z } from 'zod';

import {
  COLLECTION_NAME_PATTERN,
  ELEMENT_ID_PATTERN,
  ELEMENT_TYPES,
  FIELD_KEY_PATTERN,
  FIELD_TYPES,
  GENERATION_LIMITS,
  GENERATION_MESSAGES,
  OUTPUT_TYPES,
  REFERENCE_CODE_TYPES,
  REFERENCE_CODE_USAGES,
} from '../generation-constants';

/**
 * Generation, troubleshoot and instruction requests (spec section 3) with the limits of
 * DESIGN.md section 7. The server validates with these before any charge; the Velo engine takes
 * their parsed (output) types.
 */

// The constants live in a zod-free module (see there); re-exported so existing imports keep working.
export * from '../generation-constants';

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
      .regex(ELEMENT_ID_PATTERN, M.identifier('Element ids')),
  );

export const ZFieldKey = z
  .string()
  .trim()
  .max(L.identifierChars, M.identifier('Field ids'))
  .regex(FIELD_KEY_PATTERN, M.identifier('Field ids'));

/** Collection ids: `Products`, or an app collection like `Stores/Products`. */
export const ZCollectionName = z
  .string()
  .trim()
  .max(L.identifierChars * 2, M.collectionName)
  .regex(COLLECTION_NAME_PATTERN, M.collectionName);

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
