import type { FieldType, ReferenceCodeUsage, ZInstructionRequest } from '@veloforge/shared';
import { FIELD_TYPES } from '@veloforge/shared';
import type { z } from 'zod';

import { elementTypeLabel } from '../../../-components/generator/state/element-types';

/** The builder's element types (spec section 3), container included. */
export const BUILDER_ELEMENT_TYPES = [
  'text',
  'input',
  'button',
  'dropdown',
  'checkbox',
  'radio',
  'textarea',
  'image',
  'gallery',
  'repeater',
  'table',
  'container',
] as const;
export type BuilderElementType = (typeof BUILDER_ELEMENT_TYPES)[number];

/** The type pickers' options: the types as the generator names them ('Text Box', not 'textarea'). */
export const BUILDER_ELEMENT_TYPE_OPTIONS = BUILDER_ELEMENT_TYPES.map((value) => ({
  value,
  label: elementTypeLabel(value),
}));

/** The field type picker's groups (spec section 3): 10 essentials, 6 media, 3 time, the rest. */
export const FIELD_TYPE_GROUPS = [
  { group: 'Essentials', items: FIELD_TYPES.slice(0, 10) },
  { group: 'Media', items: FIELD_TYPES.slice(10, 16) },
  { group: 'Time and Location', items: FIELD_TYPES.slice(16, 19) },
  { group: 'JavaScript (Advanced)', items: FIELD_TYPES.slice(19) },
];

export const REFERENCE_USAGE_OPTIONS: { value: ReferenceCodeUsage; label: string }[] = [
  { value: 'template', label: 'Use it as a template' },
  { value: 'inspiration', label: 'Use it for inspiration' },
  { value: 'improve', label: 'Improve this code' },
  { value: 'uncertain', label: 'Not sure yet' },
];

/** `key` only identifies a row for React; it is never sent. */
export type BuilderField = { key: string; id: string; type: FieldType };
export type BuilderCollection = { key: string; name: string; fields: BuilderField[] };
export type BuilderElementId = { key: string; id: string; type: BuilderElementType };
export type BuilderElement = {
  key: string;
  id: string;
  type: BuilderElementType;
  parentId: string | null;
};

export type InstructionFormValues = {
  collections: BuilderCollection[];
  elementIds: BuilderElementId[];
  elements: BuilderElement[];
  referenceCode: string;
  referenceCodeUsage: ReferenceCodeUsage;
  includeInstructions: boolean;
  prompt: string;
};

/** Everything empty: the page's start and what Reset returns to (spec section 4). */
export function emptyInstructionForm(): InstructionFormValues {
  return {
    collections: [],
    elementIds: [],
    elements: [],
    referenceCode: '',
    referenceCodeUsage: 'template',
    includeInstructions: false,
    prompt: '',
  };
}

let rowCount = 0;
export function rowKey(): string {
  rowCount += 1;
  return `row-${rowCount}`;
}

/** Collection{n} with one text field 'field1' (spec section 3); n skips names already taken. */
export function newCollection(existing: BuilderCollection[]): BuilderCollection {
  const names = new Set(existing.map((collection) => collection.name.trim()));
  let n = existing.length + 1;
  while (names.has(`Collection${n}`)) n += 1;
  return {
    key: rowKey(),
    name: `Collection${n}`,
    fields: [{ key: rowKey(), id: 'field1', type: 'text' }],
  };
}

/** A new field: empty id, type text (spec section 3). */
export function newField(): BuilderField {
  return { key: rowKey(), id: '', type: 'text' };
}

export function newElementId(): BuilderElementId {
  return { key: rowKey(), id: '', type: 'text' };
}

/** Hierarchy elements on the builder start as containers (spec section 3). */
export function newHierarchyElement(): BuilderElement {
  return { key: rowKey(), id: '', type: 'container', parentId: null };
}

/** Ids offered as a parent: other elements that have an id (spec section 5). */
export function parentOptions(elements: BuilderElement[], self: BuilderElement): string[] {
  const ids = elements
    .filter((element) => element !== self)
    .map((element) => element.id.trim())
    .filter((id) => id !== '' && id !== self.id.trim());
  return [...new Set(ids)];
}

export type InstructionRequestInput = z.input<typeof ZInstructionRequest>;

/**
 * The generation.instruction input (spec section 3): blank element ids are dropped and the
 * custom types are keyed by the index of the ids that remain; reference code is omitted when
 * blank and the hierarchy when it has no elements. A parent that is no longer in the hierarchy
 * is dropped rather than sent dangling.
 */
export function buildInstructionRequest(values: InstructionFormValues): InstructionRequestInput {
  const elementIds = values.elementIds
    .map((element) => ({ id: element.id.trim(), type: element.type }))
    .filter((element) => element.id !== '');
  const elements = values.elements
    .map((element) => ({ ...element, id: element.id.trim() }))
    .filter((element) => element.id !== '');
  const hierarchyIds = new Set(elements.map((element) => element.id));

  return {
    collections: values.collections.map((collection) => ({
      name: collection.name.trim(),
      fields: collection.fields.map((field) => ({ id: field.id.trim(), type: field.type })),
    })),
    elementIds: elementIds.map((element) => element.id),
    customTypes: Object.fromEntries(
      elementIds.map((element, index) => [String(index), element.type]),
    ),
    ...(elements.length > 0
      ? {
          elementHierarchy: {
            elements: elements.map(({ id, type, parentId }) =>
              parentId && parentId !== id && hierarchyIds.has(parentId)
                ? { id, type, parentId }
                : { id, type },
            ),
          },
        }
      : {}),
    ...(values.referenceCode.trim() !== '' ? { referenceCode: values.referenceCode } : {}),
    referenceCodeUsage: values.referenceCodeUsage,
    includeInstructions: values.includeInstructions,
    prompt: values.prompt,
  };
}

export type InstructionStepValue = 'collections' | 'elements' | 'request';

/** The tab holding the input a validation issue points at (its path's first key). */
export function stepOfIssuePath(path: readonly PropertyKey[]): InstructionStepValue {
  const first = path[0];
  if (first === 'collections') return 'collections';
  if (first === 'elementIds' || first === 'customTypes' || first === 'elementHierarchy') {
    return 'elements';
  }
  return 'request';
}
