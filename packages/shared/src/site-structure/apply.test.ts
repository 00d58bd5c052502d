import { describe, expect, it } from 'vitest';

import type { TSiteStructure } from '../schemas/site-structure';
import { applyStructure, type ApplyStructureResult } from './apply';
import { readStructureDocument } from './read';

/** Replace and merge against what the editors hold, with the summary the user is shown. */

const CURRENT: TSiteStructure = {
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'text' },
        { id: 'notes', type: 'text' },
      ],
    },
    { name: 'Leads', fields: [{ id: 'email', type: 'text' }] },
    { name: 'Unchanged', fields: [{ id: 'a', type: 'text' }] },
  ],
  elementIds: ['heroBox', 'heroTitle', 'buyButton', 'typedOnly'],
  elementHierarchy: {
    elements: [
      { id: 'heroBox', type: 'container', parentId: null, children: ['heroTitle', 'buyButton'] },
      { id: 'heroTitle', type: 'text', description: 'Big title', parentId: 'heroBox' },
      { id: 'buyButton', type: 'button', parentId: 'heroBox' },
    ],
  },
};

/** The imported side: Products' price becomes a number and gains a field; a page moves things. */
const IMPORTED_TEXT = JSON.stringify({
  format: 'veloforge.site-structure',
  version: 1,
  source: 'veloforge',
  collections: [
    {
      id: 'Products',
      fields: [
        { key: 'title', type: 'TEXT' },
        { key: 'price', type: 'NUMBER' },
        { key: 'image', type: 'IMAGE' },
      ],
    },
    { id: 'Unchanged', fields: [{ key: 'a', type: 'TEXT' }] },
    { id: 'Orders', fields: [{ key: 'total', type: 'NUMBER' }] },
  ],
  elements: [
    { id: 'section1', type: '$w.Section', parentId: null, children: ['heroTitle'] },
    { id: 'heroTitle', type: '$w.Text', parentId: 'section1' },
    { id: 'buyButton', type: '$w.Button', parentId: null },
    { id: 'picker', type: '$w.DatePicker', parentId: null },
  ],
});

function imported() {
  const read = readStructureDocument(IMPORTED_TEXT);
  if (!read.ok) throw new Error(read.problems.join('\n'));
  return read;
}

function applied(result: ApplyStructureResult) {
  if (!result.ok) throw new Error(result.problems.join('\n'));
  console.log(`summary: ${JSON.stringify(result.summary)}`);
  return result;
}

describe('applyStructure: replace', () => {
  it('takes the document’s parts and says what was added, updated and removed', () => {
    const read = imported();
    const { structure, summary } = applied(
      applyStructure(CURRENT, read.structure, 'replace', read.parts),
    );
    expect(structure).toEqual(read.structure);
    expect(summary).toEqual({
      collections: { added: 1, updated: 1, unchanged: 1, removed: 1 },
      fields: { added: 1, updated: 1 },
      elements: { added: 2, updated: 2, unchanged: 0, removed: 2 },
      customTypes: ['DatePicker'],
    });
  });

  it('keeps a part the document did not carry (a page export has no collections)', () => {
    const read = readStructureDocument(
      JSON.stringify({
        format: 'veloforge.site-structure',
        version: 1,
        source: 'wix-page',
        elements: [{ id: 'only', type: 'Text' }],
      }),
    );
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const { structure, summary } = applied(
      applyStructure(CURRENT, read.structure, 'replace', read.parts),
    );
    expect(structure.collections).toEqual(CURRENT.collections);
    expect(structure.elementIds).toEqual(['only']);
    expect(summary.collections).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 0 });
    expect(summary.elements).toEqual({ added: 1, updated: 0, unchanged: 0, removed: 4 });
  });

  it('without the read result’s parts, an empty part counts as not carried', () => {
    const { structure } = applied(
      applyStructure(
        CURRENT,
        { collections: [], elementIds: ['x'], elementHierarchy: { elements: [] } },
        'replace',
      ),
    );
    expect(structure.collections).toEqual(CURRENT.collections);
    expect(structure.elementIds).toEqual(['x']);
  });
});

describe('applyStructure: merge', () => {
  it('unions by name and id; the import wins on types and parents; nothing is removed', () => {
    const read = imported();
    const { structure, summary } = applied(
      applyStructure(CURRENT, read.structure, 'merge', read.parts),
    );
    expect(structure.collections).toEqual([
      {
        name: 'Products',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'price', type: 'number' },
          { id: 'notes', type: 'text' },
          { id: 'image', type: 'image' },
        ],
      },
      { name: 'Leads', fields: [{ id: 'email', type: 'text' }] },
      { name: 'Unchanged', fields: [{ id: 'a', type: 'text' }] },
      { name: 'Orders', fields: [{ id: 'total', type: 'number' }] },
    ]);
    expect(structure.elementIds).toEqual([
      'heroBox',
      'heroTitle',
      'buyButton',
      'typedOnly',
      'section1',
      'picker',
    ]);
    expect(structure.elementHierarchy.elements).toEqual([
      // heroTitle moved to section1 and buyButton to the top level: heroBox keeps no children.
      { id: 'heroBox', type: 'container', parentId: null },
      // The import gave no description: the user's stays.
      { id: 'heroTitle', type: 'text', description: 'Big title', parentId: 'section1' },
      { id: 'buyButton', type: 'button', parentId: null },
      { id: 'section1', type: 'section', parentId: null, children: ['heroTitle'] },
      { id: 'picker', type: 'custom', customType: 'DatePicker', parentId: null },
    ]);
    expect(summary).toEqual({
      collections: { added: 1, updated: 1, unchanged: 2, removed: 0 },
      fields: { added: 1, updated: 1 },
      elements: { added: 2, updated: 2, unchanged: 2, removed: 0 },
      customTypes: ['DatePicker'],
    });
  });

  it('merging the same structure twice changes nothing the second time', () => {
    const read = imported();
    const once = applied(applyStructure(CURRENT, read.structure, 'merge', read.parts));
    const twice = applied(applyStructure(once.structure, read.structure, 'merge', read.parts));
    expect(twice.structure).toEqual(once.structure);
    expect(twice.summary.collections).toEqual({ added: 0, updated: 0, unchanged: 4, removed: 0 });
    expect(twice.summary.elements).toEqual({ added: 0, updated: 0, unchanged: 6, removed: 0 });
  });

  it('refuses a merge over the limits, or one that would put an element inside itself', () => {
    const many: TSiteStructure = {
      collections: Array.from({ length: 30 }, (_, i) => ({ name: `New${i}`, fields: [] })),
      elementIds: [],
      elementHierarchy: { elements: [] },
    };
    const full: TSiteStructure = {
      ...CURRENT,
      collections: Array.from({ length: 30 }, (_, i) => ({ name: `Old${i}`, fields: [] })),
    };
    const over = applyStructure(full, many, 'merge');
    console.log(over.ok ? 'ok' : over.problems);
    expect(over).toEqual({
      ok: false,
      problems: [
        'Merging would give 60 collections; at most 50 are allowed. Choose Replace, or remove some first.',
      ],
    });
    expect(applyStructure(full, many, 'replace').ok).toBe(true);

    // The user's b sits in a; the import puts a inside b.
    const nested: TSiteStructure = {
      collections: [],
      elementIds: ['a', 'b'],
      elementHierarchy: {
        elements: [
          { id: 'a', type: 'container', parentId: null, children: ['b'] },
          { id: 'b', type: 'container', parentId: 'a' },
        ],
      },
    };
    const flipped: TSiteStructure = {
      collections: [],
      elementIds: ['a'],
      elementHierarchy: { elements: [{ id: 'a', type: 'container', parentId: 'b' }] },
    };
    const cycle = applyStructure(nested, flipped, 'merge');
    console.log(cycle.ok ? 'ok' : cycle.problems);
    expect(cycle).toEqual({
      ok: false,
      problems: [
        'Merging would put "a" inside itself (a → b → a): choose Replace, or change that element\'s parent first.',
      ],
    });
  });
});
