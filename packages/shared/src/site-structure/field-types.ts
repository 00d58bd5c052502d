import { FIELD_TYPES, type FieldType } from '../schemas/generation';

/**
 * Wix Data field types (the `wix-data.v2` enum, velo-reference.md section 7.4) → VeloForge's
 * field types (decision 014, docs/site-structure-format.md). Types missing here are imported as
 * text with a warning.
 */
export const FIELD_TYPE_BY_WIX_TYPE: Readonly<Record<string, FieldType>> = {
  TEXT: 'text',
  RICH_TEXT: 'rich-text',
  RICH_CONTENT: 'rich-content',
  URL: 'url',
  PAGE_LINK: 'url',
  NUMBER: 'number',
  ARRAY_STRING: 'tags',
  BOOLEAN: 'boolean',
  REFERENCE: 'reference',
  MULTI_REFERENCE: 'multi-reference',
  IMAGE: 'image',
  MEDIA_GALLERY: 'media-gallery',
  VIDEO: 'video',
  AUDIO: 'audio',
  DOCUMENT: 'document',
  ARRAY_DOCUMENT: 'multiple-documents',
  DATE: 'date',
  DATETIME: 'date',
  TIME: 'time',
  ADDRESS: 'address',
  OBJECT: 'object',
  ARRAY: 'array',
  LANGUAGE: 'text',
};

/** Fields every Wix item has (velo-reference.md 7.4): generated code knows them, so they are dropped. */
export const WIX_SYSTEM_FIELD_KEYS: ReadonlySet<string> = new Set([
  '_id',
  '_owner',
  '_createdDate',
  '_updatedDate',
  '_publishStatus',
]);

const VELOFORGE_TYPES: ReadonlySet<string> = new Set(FIELD_TYPES);

/**
 * A document's field type → VeloForge's; undefined when neither vocabulary knows it (the caller
 * imports it as text and warns). VeloForge's names are lower kebab case and Wix's upper snake
 * case, so both are accepted whatever the source.
 */
export function fieldTypeFromDocument(typeName: string): FieldType | undefined {
  const name = typeName.trim();
  if (VELOFORGE_TYPES.has(name)) return name as FieldType;
  return Object.hasOwn(FIELD_TYPE_BY_WIX_TYPE, name) ? FIELD_TYPE_BY_WIX_TYPE[name] : undefined;
}
