import { readStructureDocument } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { emptyForm } from '../../../../../lib/generator-draft';
import { structureOfEditors } from './form-structure';
import type { ReadDocument } from './import-flow';
import { importIntoForm, previewOf, summaryText } from './import-flow';
import { COLLECTIONS_EXPORT, PAGE_EXPORT, text, typedForm } from './test-documents';

/** What Import structure shows before importing, what it does to the form, and what it says. */

function accepted(documentText: string): ReadDocument {
  const read = readStructureDocument(documentText);
  if (!read.ok) throw new Error(read.problems.join('\n'));
  return read;
}

function imported(form: GeneratorForm, read: ReadDocument, mode: 'replace' | 'merge') {
  const outcome = importIntoForm(form, read, mode);
  if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
  console.log(`${mode}: ${outcome.message}`);
  return outcome;
}

/** The hierarchy as ids: each element's parent id and children ids, read through the keys. */
function tree(form: GeneratorForm) {
  const idOf = new Map(form.elements.map((e) => [e.key, e.id]));
  return form.elements.map((e) => ({
    id: e.id,
    type: e.type,
    parent: idOf.get(e.parentKey) ?? null,
    children: e.childKeys.map((k) => idOf.get(k)),
  }));
}

describe('Import structure: problems', () => {
  it('lists each problem of a broken paste as the reader words it, and gives nothing to import', () => {
    const broken = text({
      ...PAGE_EXPORT,
      elements: [
        { id: 'my list', type: '$w.Repeater', parentId: null },
        { id: '2ndCard', type: '$w.Box', parentId: null },
      ],
      collections: [{ id: 'Products', fields: [{ key: 'unit price', type: 'NUMBER' }] }],
    });
    const read = readStructureDocument(broken);
    console.log(`broken paste: ${JSON.stringify(read)}`);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toEqual([
      'collections[0].fields[0].key: "unit price" is not a valid field key (letters, digits and underscores, starting with a letter or underscore)',
      'elements[0].id: "my list" is not a valid element id (letters, digits and underscores, starting with a letter)',
      'elements[1].id: "2ndCard" is not a valid element id (letters, digits and underscores, starting with a letter)',
    ]);
    const notJson = readStructureDocument('{"format": "veloforge.site-structure", ');
    console.log(`not JSON: ${JSON.stringify(notJson)}`);
    expect(notJson.ok).toBe(false);
    const notOurs = readStructureDocument('{"hello": 1}');
    expect(notOurs).toEqual({
      ok: false,
      problems: [
        'This is not a VeloForge structure document (expected "format": "veloforge.site-structure")',
      ],
    });
  });

  it('refuses a merge into editors with problems and leaves the form exactly as it was', () => {
    const form = typedForm();
    form.elementIds.push({ key: 'bad', id: '1st-button', type: 'button', customType: '' });
    const snapshot = structuredClone(form);
    const outcome = importIntoForm(form, accepted(text(PAGE_EXPORT)), 'merge');
    console.log(`merge into invalid editors: ${JSON.stringify(outcome)}`);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems[0]).toBe(
      'The Element IDs or Element Hierarchy editor has problems to fix before merging (or choose Replace):',
    );
    expect(outcome.problems[1]).toMatch(/^Element IDs: Element ids must start with a letter/);
    expect(form).toEqual(snapshot);

    // Replace discards the invalid entries anyway, so it goes through.
    const replaced = imported(form, accepted(text(PAGE_EXPORT)), 'replace');
    expect(replaced.form.elementIds.map((e) => e.id)).not.toContain('1st-button');
    expect(form).toEqual(snapshot);
  });

  it('refuses a merge over the limits with the reader’s advice, the form untouched', () => {
    const form = emptyForm();
    form.collections = Array.from({ length: 30 }, (_, n) => ({
      key: `c${n}`,
      name: `Mine${n}`,
      fields: [{ key: `f${n}`, id: 'title', type: 'text' as const }],
    }));
    const snapshot = structuredClone(form);
    const many = {
      ...COLLECTIONS_EXPORT,
      collections: Array.from({ length: 30 }, (_, n) => ({
        id: `Theirs${n}`,
        fields: [{ key: 'title', type: 'TEXT' }],
      })),
    };
    const outcome = importIntoForm(form, accepted(text(many)), 'merge');
    console.log(`merge over the limit: ${JSON.stringify(outcome)}`);
    expect(outcome).toEqual({
      ok: false,
      problems: [
        'Merging would give 60 collections; at most 50 are allowed. Choose Replace, or remove some first.',
      ],
    });
    expect(form).toEqual(snapshot);
  });
});

describe('Import structure: preview, apply and summary', () => {
  it('previews a page export and replaces the element editors with its tree', () => {
    const read = accepted(text(PAGE_EXPORT));
    expect(previewOf(read)).toBe('9 elements; custom types: MultiStateBox');
    const form = typedForm();
    const outcome = imported(form, read, 'replace');
    expect(outcome.message).toBe(
      'Imported: 9 elements added, 1 removed. Kept as custom types: MultiStateBox.',
    );
    // A page export carries no collections: the typed ones and the prompt stay as they were.
    expect(outcome.form.collections).toBe(form.collections);
    expect(outcome.form.prompt).toBe('Show the products');
    expect(tree(outcome.form)).toEqual([
      { id: 'shopSection', type: 'section', parent: null, children: ['listBox', 'orderForm'] },
      { id: 'listBox', type: 'container', parent: 'shopSection', children: ['productsRepeater'] },
      { id: 'productsRepeater', type: 'repeater', parent: 'listBox', children: ['productCard'] },
      {
        id: 'productCard',
        type: 'container',
        parent: 'productsRepeater',
        children: ['productTitle', 'buyButton'],
      },
      { id: 'productTitle', type: 'text', parent: 'productCard', children: [] },
      { id: 'buyButton', type: 'button', parent: 'productCard', children: [] },
      { id: 'orderForm', type: 'form', parent: 'shopSection', children: ['emailInput'] },
      { id: 'emailInput', type: 'input', parent: 'orderForm', children: [] },
      { id: 'deliveryStates', type: 'custom', parent: null, children: [] },
    ]);
    expect(outcome.form.elements.at(-1)?.customType).toBe('MultiStateBox');
    // The Element IDs rows take their types from the hierarchy.
    expect(outcome.form.elementIds.map((e) => `${e.id}:${e.type}`)).toEqual([
      'shopSection:section',
      'listBox:container',
      'productsRepeater:repeater',
      'productCard:container',
      'productTitle:text',
      'buyButton:button',
      'orderForm:form',
      'emailInput:input',
      'deliveryStates:custom',
    ]);
  });

  it('merges a collections export into typed collections and says what changed', () => {
    const read = accepted(text(COLLECTIONS_EXPORT));
    expect(previewOf(read)).toBe('2 collections (4 fields)');
    const outcome = imported(typedForm(), read, 'merge');
    expect(outcome.message).toBe(
      'Imported: 1 collection added, 1 updated, 1 field added, 1 retyped.',
    );
    expect(outcome.summary.collections).toEqual({
      added: 1,
      updated: 1,
      unchanged: 0,
      removed: 0,
    });
    const collections = outcome.form.collections.map((c) => ({
      name: c.name,
      fields: c.fields.map((f) => `${f.id}:${f.type}`),
    }));
    expect(collections).toEqual([
      { name: 'Products', fields: ['title:text', 'price:number', 'image:image'] },
      { name: 'Orders', fields: ['product:reference'] },
    ]);
    // Element IDs were not in the document: the typed one is still there, with its type.
    expect(outcome.form.elementIds).toEqual(typedForm().elementIds);

    const again = imported(outcome.form, read, 'merge');
    expect(again.message).toBe(
      'Imported: nothing changed, the editors already hold this structure.',
    );
  });

  it('reads back from the editors exactly the structure it put in (round trip)', () => {
    const page = accepted(text(PAGE_EXPORT));
    const collections = accepted(text(COLLECTIONS_EXPORT));
    const form = imported(imported(emptyForm(), page, 'replace').form, collections, 'replace').form;
    const read = structureOfEditors(form);
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.structure.collections).toEqual(collections.structure.collections);
    expect(read.structure.elementIds).toEqual(page.structure.elementIds);
    expect(read.structure.elementHierarchy).toEqual(page.structure.elementHierarchy);
  });

  it('words summaries with the noun on the first count only', () => {
    const summary = {
      collections: { added: 0, updated: 2, unchanged: 1, removed: 1 },
      fields: { added: 0, updated: 0 },
      elements: { added: 12, updated: 2, unchanged: 0, removed: 0 },
      customTypes: [],
    };
    expect(summaryText(summary, { collections: true, elements: true })).toBe(
      'Imported: 2 collections updated, 1 removed, 12 elements added, 2 updated.',
    );
    expect(summaryText(summary, { collections: false, elements: true })).toBe(
      'Imported: 12 elements added, 2 updated.',
    );
  });
});
