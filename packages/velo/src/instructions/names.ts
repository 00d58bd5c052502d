import type { ElementType, FieldType } from '@veloforge/shared';

/**
 * VeloForge's names for field and element types, translated to what the Wix editor and the
 * Velo API call them (velo-reference §3 and §7.4), so the model and the user see the same words.
 */

export interface FieldTypeInfo {
  /** The field type as the Wix CMS field picker names it. */
  cms: string;
  /** What the field holds when code reads an item. */
  value: string;
}

export const FIELD_TYPE_INFO: Record<FieldType, FieldTypeInfo> = {
  text: { cms: 'Text', value: 'string' },
  'rich-text': { cms: 'Rich text', value: 'string of HTML' },
  'rich-content': { cms: 'Rich content', value: 'rich content object' },
  url: { cms: 'URL', value: 'string (URL)' },
  number: { cms: 'Number', value: 'number' },
  tags: { cms: 'Tags', value: 'string[]' },
  boolean: { cms: 'Boolean', value: 'boolean' },
  reference: {
    cms: 'Reference',
    value: "the referenced item's _id (string); the item itself with .include()",
  },
  'multi-reference': {
    cms: 'Multi-reference',
    value: 'referenced items, only with .include() or wixData.queryReferenced()',
  },
  // No colour field type is documented for the CMS: a colour is stored as text.
  color: { cms: 'Text (a colour value)', value: "string, e.g. '#1A2B3C'" },
  image: { cms: 'Image', value: 'string (wix:image:// or https:// URL)' },
  'media-gallery': { cms: 'Media gallery', value: 'array of { type, src, title?, description? }' },
  video: { cms: 'Video', value: 'string (wix:video:// URL)' },
  audio: { cms: 'Audio', value: 'string (wix:audio:// URL)' },
  document: { cms: 'Document', value: 'string (wix:document:// URL)' },
  'multiple-documents': { cms: 'Multiple documents', value: 'string[] (document URLs)' },
  date: { cms: 'Date', value: 'Date' },
  time: { cms: 'Time', value: "string 'HH:mm:ss.SSS'" },
  address: {
    cms: 'Address',
    value: 'object { formatted, location: { latitude, longitude }, ... }',
  },
  object: { cms: 'Object', value: 'object' },
  array: { cms: 'Array', value: 'array' },
};

export const ELEMENT_TYPE_LABEL: Record<ElementType, string> = {
  repeater: 'Repeater',
  container: 'Container box',
  section: 'Section',
  form: 'Form box',
  gallery: 'Gallery',
  table: 'Table',
  column: 'Column',
  grid: 'Grid box',
  input: 'Text input',
  textarea: 'Multi-line text box',
  button: 'Button',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
  radioGroup: 'Radio button group',
  radio: 'Radio button group',
  slider: 'Slider',
  text: 'Text',
  image: 'Image',
  video: 'Video player',
  dataset: 'Dataset',
  custom: 'Custom element',
};
