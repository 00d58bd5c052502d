import type { ElementType, FieldType, TGenerationPreferences } from '@veloforge/shared';

import type {
  CollectionDraft,
  ElementIdDraft,
  GeneratorForm,
  HierarchyElementDraft,
} from '../../../../../lib/generator-draft';
import {
  emptyCollection,
  emptyElement,
  emptyElementId,
  emptyField,
  emptyForm,
} from '../../../../../lib/generator-draft';
import { isContainerType } from './element-types';

/** The scalar settings of the form that are edited as plain values. */
type ScalarKey =
  | 'referenceCodeType'
  | 'referenceCodeUsage'
  | 'frontendReferenceCode'
  | 'backendReferenceCode'
  | 'htmlReferenceCode'
  | 'prompt'
  | 'outputType'
  | 'includeInstructions';

export type FormAction =
  | { type: 'set'; key: ScalarKey; value: GeneratorForm[ScalarKey] }
  | { type: 'setPreferences'; preferences: TGenerationPreferences }
  | { type: 'addCollection' }
  | { type: 'removeCollection'; collectionKey: string }
  | { type: 'renameCollection'; collectionKey: string; name: string }
  | { type: 'addField'; collectionKey: string }
  | { type: 'removeField'; collectionKey: string; fieldKey: string }
  | {
      type: 'updateField';
      collectionKey: string;
      fieldKey: string;
      id?: string;
      fieldType?: FieldType;
    }
  | { type: 'addElementId' }
  | { type: 'removeElementId'; itemKey: string }
  | { type: 'updateElementId'; itemKey: string; changes: Partial<Omit<ElementIdDraft, 'key'>> }
  | { type: 'addElement'; elementKey: string }
  | { type: 'removeElement'; elementKey: string }
  | { type: 'updateElement'; elementKey: string; changes: ElementChanges }
  | { type: 'setParent'; elementKey: string; parentKey: string }
  | { type: 'setChildren'; elementKey: string; childKeys: string[] }
  | { type: 'moveElement'; elementKey: string; direction: -1 | 1 }
  | { type: 'replace'; form: GeneratorForm }
  | { type: 'reset' };

export type ElementChanges = Partial<
  Pick<HierarchyElementDraft, 'id' | 'customType' | 'description'> & { type: ElementType }
>;

function mapCollection(
  form: GeneratorForm,
  collectionKey: string,
  update: (collection: CollectionDraft) => CollectionDraft,
): GeneratorForm {
  return {
    ...form,
    collections: form.collections.map((c) => (c.key === collectionKey ? update(c) : c)),
  };
}

function mapElements(
  form: GeneratorForm,
  update: (element: HierarchyElementDraft) => HierarchyElementDraft,
): GeneratorForm {
  return { ...form, elements: form.elements.map(update) };
}

/**
 * `child` now sits in `parentKey` (or nowhere for ''): its parent link and every container's
 * children list are made to agree, so the two selectors never contradict each other.
 */
function placeChild(form: GeneratorForm, childKey: string, parentKey: string): GeneratorForm {
  const parent = form.elements.find((e) => e.key === parentKey);
  const target = parent && parent.key !== childKey ? parent.key : '';
  return mapElements(form, (e) => {
    let next = e;
    if (e.key === childKey) next = { ...next, parentKey: target };
    const holds = e.childKeys.includes(childKey);
    if (e.key === target && isContainerType(e.type) && !holds) {
      next = { ...next, childKeys: [...next.childKeys, childKey] };
    } else if (e.key !== target && holds) {
      next = { ...next, childKeys: next.childKeys.filter((k) => k !== childKey) };
    }
    return next;
  });
}

function setChildren(form: GeneratorForm, elementKey: string, childKeys: string[]): GeneratorForm {
  const valid = new Set(form.elements.map((e) => e.key));
  const wanted = [...new Set(childKeys)].filter((k) => valid.has(k) && k !== elementKey);
  const element = form.elements.find((e) => e.key === elementKey);
  if (!element) return form;
  let next = form;
  for (const removed of element.childKeys.filter((k) => !wanted.includes(k))) {
    next = placeChild(next, removed, '');
  }
  for (const added of wanted) next = placeChild(next, added, elementKey);
  // placeChild appends; the user's order is the order they picked.
  return mapElements(next, (e) => (e.key === elementKey ? { ...e, childKeys: wanted } : e));
}

function removeElement(form: GeneratorForm, elementKey: string): GeneratorForm {
  return {
    ...form,
    elements: form.elements
      .filter((e) => e.key !== elementKey)
      .map((e) => ({
        ...e,
        parentKey: e.parentKey === elementKey ? '' : e.parentKey,
        childKeys: e.childKeys.filter((k) => k !== elementKey),
      })),
  };
}

function moveElement(form: GeneratorForm, elementKey: string, direction: -1 | 1): GeneratorForm {
  const index = form.elements.findIndex((e) => e.key === elementKey);
  const target = index + direction;
  if (index === -1 || target < 0 || target >= form.elements.length) return form;
  const elements = [...form.elements];
  const [moved] = elements.splice(index, 1);
  if (moved) elements.splice(target, 0, moved);
  return { ...form, elements };
}

function updateElement(form: GeneratorForm, elementKey: string, changes: ElementChanges) {
  return mapElements(form, (e) => {
    if (e.key !== elementKey) return e;
    const next = { ...e, ...changes };
    // A type that cannot hold children lets its children go (their parent link stays).
    return isContainerType(next.type) ? next : { ...next, childKeys: [] };
  });
}

/**
 * The generator form's transitions. Pure: keys for new items come from the action or from
 * newKey(), so a component can open the element it just added. Removing the last collection is
 * refused by the caller (it shows the spec's toast); here it is simply a no-op.
 */
export function formReducer(form: GeneratorForm, action: FormAction): GeneratorForm {
  switch (action.type) {
    case 'set':
      return { ...form, [action.key]: action.value };
    case 'setPreferences':
      return { ...form, preferences: action.preferences };
    case 'addCollection':
      return { ...form, collections: [...form.collections, emptyCollection()] };
    case 'removeCollection':
      if (form.collections.length <= 1) return form;
      return {
        ...form,
        collections: form.collections.filter((c) => c.key !== action.collectionKey),
      };
    case 'renameCollection':
      return mapCollection(form, action.collectionKey, (c) => ({ ...c, name: action.name }));
    case 'addField':
      return mapCollection(form, action.collectionKey, (c) => ({
        ...c,
        fields: [...c.fields, emptyField()],
      }));
    case 'removeField':
      // Spec section 5: a collection keeps at least one field; removing the last is ignored.
      return mapCollection(form, action.collectionKey, (c) =>
        c.fields.length <= 1
          ? c
          : { ...c, fields: c.fields.filter((f) => f.key !== action.fieldKey) },
      );
    case 'updateField':
      return mapCollection(form, action.collectionKey, (c) => ({
        ...c,
        fields: c.fields.map((f) =>
          f.key === action.fieldKey
            ? { ...f, id: action.id ?? f.id, type: action.fieldType ?? f.type }
            : f,
        ),
      }));
    case 'addElementId':
      return { ...form, elementIds: [...form.elementIds, emptyElementId()] };
    case 'removeElementId':
      return { ...form, elementIds: form.elementIds.filter((e) => e.key !== action.itemKey) };
    case 'updateElementId':
      return {
        ...form,
        elementIds: form.elementIds.map((e) =>
          e.key === action.itemKey ? { ...e, ...action.changes } : e,
        ),
      };
    case 'addElement':
      return { ...form, elements: [...form.elements, emptyElement(action.elementKey)] };
    case 'removeElement':
      return removeElement(form, action.elementKey);
    case 'updateElement':
      return updateElement(form, action.elementKey, action.changes);
    case 'setParent':
      return placeChild(form, action.elementKey, action.parentKey);
    case 'setChildren':
      return setChildren(form, action.elementKey, action.childKeys);
    case 'moveElement':
      return moveElement(form, action.elementKey, action.direction);
    case 'replace':
      return action.form;
    case 'reset':
      // Reset clears the inputs; how the user likes code shaped (Settings) is not an input.
      return emptyForm(form.preferences);
  }
}
