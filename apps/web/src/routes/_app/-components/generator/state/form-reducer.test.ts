import { describe, expect, it } from 'vitest';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { emptyElement, emptyForm } from '../../../../../lib/generator-draft';
import type { FormAction } from './form-reducer';
import { formReducer } from './form-reducer';

function apply(form: GeneratorForm, ...actions: FormAction[]): GeneratorForm {
  return actions.reduce(formReducer, form);
}

/** A form with a repeater 'rep', a form 'frm' and a text 'txt' (keys equal their names). */
function withElements(): GeneratorForm {
  return {
    ...emptyForm(),
    elements: [
      { ...emptyElement('rep'), id: 'itemsRepeater', type: 'repeater' },
      { ...emptyElement('frm'), id: 'contactForm', type: 'form' },
      { ...emptyElement('txt'), id: 'titleText', type: 'text' },
    ],
  };
}

function links(form: GeneratorForm) {
  return Object.fromEntries(form.elements.map((e) => [e.key, [e.parentKey, e.childKeys]]));
}

describe('formReducer: collections and fields', () => {
  it('adds collections with one empty text field and keeps at least one collection', () => {
    const form = apply(emptyForm(), { type: 'addCollection' });
    expect(form.collections).toHaveLength(2);
    expect(form.collections[1]?.fields).toEqual([
      { key: expect.any(String), id: '', type: 'text' },
    ]);
    const [first, second] = form.collections;
    const one = apply(form, { type: 'removeCollection', collectionKey: second?.key ?? '' });
    expect(one.collections.map((c) => c.key)).toEqual([first?.key]);
    expect(apply(one, { type: 'removeCollection', collectionKey: first?.key ?? '' })).toBe(one);
  });

  it('edits fields, and ignores removing the last field of a collection', () => {
    const base = emptyForm();
    const collectionKey = base.collections[0]?.key ?? '';
    const onlyField = base.collections[0]?.fields[0]?.key ?? '';
    let form = apply(
      base,
      { type: 'renameCollection', collectionKey, name: 'Products' },
      { type: 'updateField', collectionKey, fieldKey: onlyField, id: 'price', fieldType: 'number' },
      { type: 'removeField', collectionKey, fieldKey: onlyField },
    );
    expect(form.collections[0]).toMatchObject({
      name: 'Products',
      fields: [{ id: 'price', type: 'number' }],
    });
    form = apply(form, { type: 'addField', collectionKey });
    const added = form.collections[0]?.fields[1]?.key ?? '';
    form = apply(form, { type: 'removeField', collectionKey, fieldKey: onlyField });
    expect(form.collections[0]?.fields.map((f) => f.key)).toEqual([added]);
  });
});

describe('formReducer: element ids', () => {
  it('adds, updates and removes element ids with their types', () => {
    let form = apply(emptyForm(), { type: 'addElementId' });
    const [first, second] = form.elementIds;
    form = apply(
      form,
      { type: 'updateElementId', itemKey: first?.key ?? '', changes: { id: 'searchInput' } },
      {
        type: 'updateElementId',
        itemKey: second?.key ?? '',
        changes: { id: 'tabs1', type: 'custom', customType: 'Tabs' },
      },
      { type: 'removeElementId', itemKey: first?.key ?? '' },
    );
    expect(form.elementIds).toEqual([
      { key: second?.key, id: 'tabs1', type: 'custom', customType: 'Tabs' },
    ]);
  });
});

describe('formReducer: hierarchy', () => {
  it('adds an element under the given key with the defaults', () => {
    const form = apply(emptyForm(), { type: 'addElement', elementKey: 'new' });
    expect(form.elements).toEqual([emptyElement('new')]);
  });

  it('keeps parent and children in agreement when a parent is set or changed', () => {
    let form = apply(withElements(), { type: 'setParent', elementKey: 'txt', parentKey: 'rep' });
    expect(links(form)).toEqual({ rep: ['', ['txt']], frm: ['', []], txt: ['rep', []] });
    form = apply(form, { type: 'setParent', elementKey: 'txt', parentKey: 'frm' });
    expect(links(form)).toEqual({ rep: ['', []], frm: ['', ['txt']], txt: ['frm', []] });
    form = apply(form, { type: 'setParent', elementKey: 'txt', parentKey: '' });
    expect(links(form)).toEqual({ rep: ['', []], frm: ['', []], txt: ['', []] });
  });

  it('sets the parent of picked children and releases the ones dropped', () => {
    let form = apply(withElements(), {
      type: 'setChildren',
      elementKey: 'rep',
      childKeys: ['txt', 'frm', 'rep', 'ghost'],
    });
    expect(links(form)).toEqual({ rep: ['', ['txt', 'frm']], frm: ['rep', []], txt: ['rep', []] });
    form = apply(form, { type: 'setChildren', elementKey: 'rep', childKeys: ['frm'] });
    expect(links(form)).toEqual({ rep: ['', ['frm']], frm: ['rep', []], txt: ['', []] });
  });

  it('does not list a child under a parent that cannot hold children', () => {
    const form = apply(withElements(), { type: 'setParent', elementKey: 'frm', parentKey: 'txt' });
    expect(links(form)).toEqual({ rep: ['', []], frm: ['txt', []], txt: ['', []] });
  });

  it('drops the children of an element whose type changes to a non-container', () => {
    const form = apply(
      withElements(),
      { type: 'setParent', elementKey: 'txt', parentKey: 'rep' },
      { type: 'updateElement', elementKey: 'rep', changes: { type: 'image', id: 'hero' } },
    );
    expect(form.elements[0]).toMatchObject({ id: 'hero', type: 'image', childKeys: [] });
  });

  it('removes an element and every link to it', () => {
    const form = apply(
      withElements(),
      { type: 'setChildren', elementKey: 'rep', childKeys: ['txt'] },
      { type: 'removeElement', elementKey: 'rep' },
    );
    expect(links(form)).toEqual({ frm: ['', []], txt: ['', []] });
  });

  it('moves elements up and down, never beyond the ends', () => {
    const order = (form: GeneratorForm) => form.elements.map((e) => e.key);
    const base = withElements();
    expect(order(apply(base, { type: 'moveElement', elementKey: 'frm', direction: -1 }))).toEqual([
      'frm',
      'rep',
      'txt',
    ]);
    expect(order(apply(base, { type: 'moveElement', elementKey: 'frm', direction: 1 }))).toEqual([
      'rep',
      'txt',
      'frm',
    ]);
    expect(apply(base, { type: 'moveElement', elementKey: 'rep', direction: -1 })).toBe(base);
    expect(apply(base, { type: 'moveElement', elementKey: 'txt', direction: 1 })).toBe(base);
  });
});

describe('formReducer: reset and scalars', () => {
  it('resets every input to the defaults but keeps the preferences', () => {
    const preferences = { webModuleStyle: 'jsw', moduleNames: 'legacy', comments: false } as const;
    const form = apply(
      withElements(),
      { type: 'set', key: 'prompt', value: 'Build a search' },
      { type: 'set', key: 'outputType', value: 'full' },
      { type: 'setPreferences', preferences },
      { type: 'reset' },
    );
    const fresh = emptyForm(preferences);
    expect({ ...form, collections: [], elementIds: [] }).toEqual({
      ...fresh,
      collections: [],
      elementIds: [],
    });
    expect(form.collections[0]).toMatchObject({ name: '', fields: [{ id: '', type: 'text' }] });
  });
});
