/**
 * The generation limits, type lists, labels and messages of schemas/generation.ts, in a module
 * without zod: the web app's start-up code (the generator form, its pickers and red borders)
 * needs these, and importing them from the schema module would make the bundler keep that
 * module's zod schemas, and zod itself, in the first download.
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

/** Element ids (after trimming and dropping a pasted leading '#'). */
export const ELEMENT_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Field keys may also start with '_' (Wix system fields such as _createdDate). */
export const FIELD_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Collection ids: `Products`, or an app collection like `Stores/Products`. */
export const COLLECTION_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z][A-Za-z0-9_-]*)?$/;
