import type { ElementType, FieldType } from '@veloforge/shared';
import { CONTAINER_ELEMENT_TYPES, FIELD_TYPE_LABELS, FIELD_TYPES } from '@veloforge/shared';

function fieldItems(types: readonly FieldType[]) {
  return types.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] }));
}

/** Spec section 3: Essentials (first 10), Media (next 6), Time and Location (next 3), the rest. */
export const FIELD_TYPE_GROUPS = [
  { group: 'Essentials', items: fieldItems(FIELD_TYPES.slice(0, 10)) },
  { group: 'Media', items: fieldItems(FIELD_TYPES.slice(10, 16)) },
  { group: 'Time and Location', items: fieldItems(FIELD_TYPES.slice(16, 19)) },
  { group: 'JavaScript (Advanced)', items: fieldItems(FIELD_TYPES.slice(19)) },
];

/** The generator's element types by group (spec section 3); 'custom' reads 'Custom Type...'. */
const ELEMENT_GROUPS: { group: string; items: [ElementType, string][] }[] = [
  {
    group: 'Container',
    items: [
      ['repeater', 'Repeater'],
      ['container', 'Container'],
      ['section', 'Section'],
      ['form', 'Form'],
      ['gallery', 'Gallery'],
      ['table', 'Table'],
      ['column', 'Column'],
      ['grid', 'Grid'],
    ],
  },
  {
    group: 'Input',
    items: [
      ['input', 'Input'],
      ['button', 'Button'],
      ['checkbox', 'Checkbox'],
      ['dropdown', 'Dropdown'],
      ['radioGroup', 'Radio Group'],
      ['slider', 'Slider'],
    ],
  },
  {
    group: 'Display',
    items: [
      ['text', 'Text'],
      ['image', 'Image'],
      ['video', 'Video'],
      ['dataset', 'Dataset'],
    ],
  },
  { group: 'Other', items: [['custom', 'Custom Type...']] },
];

export const ELEMENT_TYPE_GROUPS = ELEMENT_GROUPS.map(({ group, items }) => ({
  group,
  items: items.map(([value, label]) => ({ value, label })),
}));

const ELEMENT_LABELS = new Map<ElementType, string>([
  ...ELEMENT_GROUPS.flatMap(({ items }) => items),
  // The instruction builder's extra types (spec section 3).
  ['radio', 'Radio Group'],
  ['textarea', 'Text Box'],
]);

/** A readable name for an element type. */
export function elementTypeLabel(type: ElementType, customType = ''): string {
  if (type === 'custom') return customType.trim() || 'Custom';
  return ELEMENT_LABELS.get(type) ?? type;
}

/** Types able to hold children (spec section 3). */
export function isContainerType(type: ElementType): boolean {
  return CONTAINER_ELEMENT_TYPES.includes(type);
}

export const OUTPUT_TYPE_OPTIONS = [
  { value: 'velo', label: 'Velo page code' },
  { value: 'html', label: 'HTML layout' },
  { value: 'backend', label: 'Backend web module' },
  { value: 'frontend_backend', label: 'Page code + backend module' },
  { value: 'full', label: 'Full stack (page, backend and HTML)' },
] as const;

export const REFERENCE_TYPE_OPTIONS = [
  { value: 'frontend', label: 'Frontend and HTML' },
  { value: 'backend', label: 'Backend' },
  { value: 'both', label: 'Both' },
] as const;

export const REFERENCE_USAGE_OPTIONS = [
  { value: 'template', label: 'Use as a template' },
  { value: 'inspiration', label: 'Use for inspiration' },
  { value: 'uncertain', label: 'Not sure: decide for me' },
  { value: 'improve', label: 'Improve this code' },
] as const;
