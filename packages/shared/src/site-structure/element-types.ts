import { ELEMENT_TYPES, type ElementType } from '../schemas/generation';

/**
 * Wix `$w` element type names → VeloForge's element types (decision 014, docs/site-structure-
 * format.md). Names are matched as Wix writes them (PascalCase), with or without the `$w.` prefix.
 * Wix types with no VeloForge equivalent are imported as `custom` with the Wix name as their
 * custom type, which the checker and the preview still recognise (e.g. DatePicker, Switch).
 */
export const ELEMENT_TYPE_BY_WIX_TYPE: Readonly<Record<string, ElementType>> = {
  Repeater: 'repeater',
  Box: 'container',
  Container: 'container',
  ColumnStrip: 'container',
  Strip: 'container',
  MediaBox: 'container',
  Section: 'section',
  Header: 'section',
  Footer: 'section',
  Form: 'form',
  WixForms: 'form',
  Gallery: 'gallery',
  ProGallery: 'gallery',
  SlideshowGallery: 'gallery',
  Table: 'table',
  Column: 'column',
  Layouter: 'grid',
  Grid: 'grid',
  TextInput: 'input',
  TextBox: 'textarea',
  RichTextBox: 'textarea',
  Button: 'button',
  IconButton: 'button',
  Checkbox: 'checkbox',
  Dropdown: 'dropdown',
  RadioButtonGroup: 'radioGroup',
  Slider: 'slider',
  Text: 'text',
  Image: 'image',
  VectorImage: 'image',
  VideoPlayer: 'video',
  VideoBox: 'video',
  Video: 'video',
  Dataset: 'dataset',
  DynamicDataset: 'dataset',
  // How corvid-types names the dataset types (`$w.dataset`, `$w.router_dataset`).
  dataset: 'dataset',
  router_dataset: 'dataset',
};

/** The page itself (`$w.Page`) is not an element of the structure: it is skipped. */
export const SKIPPED_WIX_TYPES: ReadonlySet<string> = new Set(['Page', 'Document']);

export type ElementTypeMapping =
  | { kind: 'skip' }
  | { kind: 'known'; type: ElementType }
  | { kind: 'custom'; customType: string | undefined };

const VELOFORGE_TYPES: ReadonlySet<string> = new Set(ELEMENT_TYPES);

/**
 * A document's element type → VeloForge's. Both vocabularies are accepted whatever the source:
 * VeloForge's types are lower camel case and Wix's PascalCase, so they never collide.
 * `customType` is the document's own, for VeloForge's `custom` elements.
 */
export function elementTypeFromDocument(
  typeName: string,
  customType: string | undefined,
): ElementTypeMapping {
  const name = typeName.trim();
  if (name === 'custom') return { kind: 'custom', customType: customType?.trim() || undefined };
  if (VELOFORGE_TYPES.has(name)) return { kind: 'known', type: name as ElementType };
  const wix = name.replace(/^\$w\./, '');
  if (SKIPPED_WIX_TYPES.has(wix)) return { kind: 'skip' };
  const known = Object.hasOwn(ELEMENT_TYPE_BY_WIX_TYPE, wix)
    ? ELEMENT_TYPE_BY_WIX_TYPE[wix]
    : undefined;
  if (known) return { kind: 'known', type: known };
  return { kind: 'custom', customType: wix || undefined };
}
