import { describe, expect, it } from 'vitest';

import type { DraftStorage, GeneratorForm } from './generator-draft';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  emptyElement,
  emptyForm,
  saveDraft,
} from './generator-draft';
import { loadDraft } from './generator-draft-schema';

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function filledForm(): GeneratorForm {
  const form = emptyForm();
  const repeater = { ...emptyElement('el-rep'), id: 'productsRepeater', type: 'repeater' as const };
  const title = { ...emptyElement('el-title'), id: 'titleText', parentKey: 'el-rep' };
  return {
    ...form,
    collections: [
      {
        key: 'c1',
        name: 'Products',
        fields: [
          { key: 'f1', id: 'title', type: 'text' },
          { key: 'f2', id: 'price', type: 'number' },
        ],
      },
    ],
    elements: [{ ...repeater, childKeys: ['el-title'] }, title],
    prompt: 'Show the products',
    outputType: 'full',
    includeInstructions: true,
    preferences: { webModuleStyle: 'jsw', moduleNames: 'legacy', comments: false },
  };
}

describe('generator draft', () => {
  it('starts with the spec defaults: one unnamed collection with one empty text field', () => {
    const form = emptyForm();
    expect(form.collections).toHaveLength(1);
    expect(form.collections[0]).toMatchObject({ name: '', fields: [{ id: '', type: 'text' }] });
    expect(form).toMatchObject({
      outputType: 'velo',
      referenceCodeUsage: 'template',
      referenceCodeType: 'frontend',
      includeInstructions: false,
      elements: [],
      preferences: { webModuleStyle: 'web', moduleNames: 'frontend', comments: true },
    });
  });

  it('gives every new list item its own key', () => {
    const a = emptyForm();
    const b = emptyForm();
    expect(a.collections[0]?.key).not.toBe(b.collections[0]?.key);
    expect(a.collections[0]?.fields[0]?.key).not.toBe(a.collections[0]?.key);
  });

  it('round-trips a filled form through storage under the versioned key', () => {
    const storage = memoryStorage();
    const form = filledForm();
    saveDraft(storage, form);
    expect([...storage.data.keys()]).toEqual([DRAFT_STORAGE_KEY]);
    expect(DRAFT_STORAGE_KEY).toMatch(/:v\d+$/);
    expect(loadDraft(storage)).toEqual(form);
  });

  it('loads nothing when there is no draft, it is not JSON, or it has no collections', () => {
    expect(loadDraft(memoryStorage())).toBeNull();
    expect(loadDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: '{not json' }))).toBeNull();
    expect(
      loadDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: JSON.stringify({ collections: [] }) })),
    ).toBeNull();
    expect(loadDraft(null)).toBeNull();
  });

  it('repairs what it can: unknown enum values, wrong types and missing keys fall back to defaults', () => {
    const storage = memoryStorage({
      [DRAFT_STORAGE_KEY]: JSON.stringify({
        collections: [{ name: 'Posts', fields: [{ id: 'title', type: 'hologram' }] }],
        outputType: 'pdf',
        prompt: 42,
        includeInstructions: 'yes',
      }),
    });
    const form = loadDraft(storage);
    expect(form).not.toBeNull();
    expect(form?.collections[0]).toMatchObject({
      name: 'Posts',
      fields: [{ id: 'title', type: 'text' }],
    });
    expect(form?.collections[0]?.key).toEqual(expect.any(String));
    expect(form).toMatchObject({
      outputType: 'velo',
      prompt: '',
      includeInstructions: false,
      elementIds: [],
      elements: [],
    });
  });

  it('drops hierarchy links to elements that are not in the draft', () => {
    const form = filledForm();
    form.elements = [
      { ...emptyElement('a'), id: 'box', type: 'container', childKeys: ['a', 'ghost', 'b', 'b'] },
      { ...emptyElement('b'), id: 'text1', parentKey: 'ghost' },
    ];
    const storage = memoryStorage();
    saveDraft(storage, form);
    const loaded = loadDraft(storage);
    expect(loaded?.elements.map((e) => [e.parentKey, e.childKeys])).toEqual([
      ['', ['b']],
      ['', []],
    ]);
  });

  it('survives a storage that throws, and clears the draft', () => {
    const throwing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveDraft(throwing, emptyForm())).not.toThrow();
    expect(loadDraft(throwing)).toBeNull();
    expect(() => clearDraft(throwing)).not.toThrow();

    const storage = memoryStorage();
    saveDraft(storage, emptyForm());
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });
});
