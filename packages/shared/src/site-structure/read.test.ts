import { describe, expect, it } from 'vitest';

import { ELEMENT_TYPES, FIELD_TYPES } from '../schemas/generation';
import { ELEMENT_TYPE_BY_WIX_TYPE, elementTypeFromDocument } from './element-types';
import { FIELD_TYPE_BY_WIX_TYPE, fieldTypeFromDocument } from './field-types';
import { readStructureDocument, type ReadStructureResult } from './read';

/** Documents as the exporters write them, and what the editors receive from each. */

const HEADER = { format: 'veloforge.site-structure', version: 1 } as const;

function read(document: Record<string, unknown>): ReadStructureResult {
  return readStructureDocument(JSON.stringify({ ...HEADER, ...document }));
}

function problemsOf(document: Record<string, unknown>): string[] {
  const result = read(document);
  console.log(result.ok ? 'ok' : `problems:\n  ${result.problems.join('\n  ')}`);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('element type table', () => {
  const cases: [string, string, string?][] = [
    ['Repeater', 'repeater'],
    ['Box', 'container'],
    ['Container', 'container'],
    ['ColumnStrip', 'container'],
    ['Strip', 'container'],
    ['Section', 'section'],
    ['Header', 'section'],
    ['Form', 'form'],
    ['WixForms', 'form'],
    ['Gallery', 'gallery'],
    ['ProGallery', 'gallery'],
    ['SlideshowGallery', 'gallery'],
    ['Table', 'table'],
    ['Column', 'column'],
    ['Layouter', 'grid'],
    ['Grid', 'grid'],
    ['TextInput', 'input'],
    ['TextBox', 'textarea'],
    ['RichTextBox', 'textarea'],
    ['Button', 'button'],
    ['IconButton', 'button'],
    ['Checkbox', 'checkbox'],
    ['Dropdown', 'dropdown'],
    ['RadioButtonGroup', 'radioGroup'],
    ['Slider', 'slider'],
    ['Text', 'text'],
    ['Image', 'image'],
    ['VectorImage', 'image'],
    ['VideoPlayer', 'video'],
    ['VideoBox', 'video'],
    ['Dataset', 'dataset'],
    ['dataset', 'dataset'],
    ['DatePicker', 'custom', 'DatePicker'],
    ['Switch', 'custom', 'Switch'],
    ['MultiStateBox', 'custom', 'MultiStateBox'],
  ];
  it('maps each Wix type, with or without the $w. prefix; unknown ones become custom', () => {
    for (const [wix, type, customType] of cases) {
      for (const name of [wix, `$w.${wix}`]) {
        const mapping = elementTypeFromDocument(name, undefined);
        const expected =
          type === 'custom' ? { kind: 'custom', customType } : { kind: 'known', type };
        expect(mapping, name).toEqual(expected);
      }
    }
    console.log(`${cases.length} Wix types checked, each with and without '$w.'`);
  });

  it('skips the page, takes VeloForge names as they are, and is case-sensitive like Wix', () => {
    expect(elementTypeFromDocument('$w.Page', undefined)).toEqual({ kind: 'skip' });
    for (const type of ELEMENT_TYPES.filter((t) => t !== 'custom')) {
      expect(elementTypeFromDocument(type, undefined)).toEqual({ kind: 'known', type });
    }
    expect(elementTypeFromDocument('custom', 'Switch')).toEqual({
      kind: 'custom',
      customType: 'Switch',
    });
    expect(elementTypeFromDocument('REPEATER', undefined)).toEqual({
      kind: 'custom',
      customType: 'REPEATER',
    });
    // Prototype names are not table entries.
    expect(elementTypeFromDocument('constructor', undefined)).toEqual({
      kind: 'custom',
      customType: 'constructor',
    });
    for (const type of Object.values(ELEMENT_TYPE_BY_WIX_TYPE)) {
      expect(ELEMENT_TYPES).toContain(type);
    }
  });
});

describe('field type table', () => {
  it('maps every Wix field type named in the brief, and VeloForge names to themselves', () => {
    const expected: Record<string, string> = {
      TEXT: 'text',
      RICH_TEXT: 'rich-text',
      RICH_CONTENT: 'rich-content',
      URL: 'url',
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
    };
    for (const [wix, type] of Object.entries(expected)) {
      expect(fieldTypeFromDocument(wix), wix).toBe(type);
    }
    for (const type of FIELD_TYPES) expect(fieldTypeFromDocument(type)).toBe(type);
    for (const type of Object.values(FIELD_TYPE_BY_WIX_TYPE)) expect(FIELD_TYPES).toContain(type);
    console.log(
      `${Object.keys(expected).length} Wix field types and ${FIELD_TYPES.length} VeloForge ones checked`,
    );
    expect(fieldTypeFromDocument('ANY')).toBeUndefined();
    expect(fieldTypeFromDocument('toString')).toBeUndefined();
  });
});

describe('readStructureDocument: documents the exporters write', () => {
  it('reads a page export: skips the page and id-less elements, strips #, links the tree', () => {
    const result = read({
      source: 'wix-page',
      page: 'Home',
      elements: [
        { id: 'page1', type: '$w.Page', children: ['box1'] },
        { id: 'box1', type: '$w.Box', parentId: 'page1', children: ['#title'] },
        { id: 'title', type: '$w.Text' },
        { id: '', type: '$w.Text' },
        { type: '$w.Text' },
        { id: 'list', type: 'Repeater', parentId: null },
        { id: 'card', type: 'Container', parentId: 'list' },
        { id: 'date', type: '$w.DatePicker', parentId: 'card' },
      ],
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    console.log(JSON.stringify(result.structure.elementHierarchy.elements));
    expect(result.structure.elementHierarchy.elements).toEqual([
      { id: 'box1', type: 'container', parentId: null, children: ['title'] },
      { id: 'title', type: 'text', parentId: 'box1' },
      { id: 'list', type: 'repeater', parentId: null, children: ['card'] },
      { id: 'card', type: 'container', parentId: 'list', children: ['date'] },
      { id: 'date', type: 'custom', customType: 'DatePicker', parentId: 'card' },
    ]);
    expect(result.structure.elementIds).toEqual(['box1', 'title', 'list', 'card', 'date']);
    expect(result.structure.collections).toEqual([]);
    expect(result.customTypes).toEqual(['DatePicker']);
    expect(result.parts).toEqual({ collections: false, elements: true });
    expect(result.page).toBe('Home');
  });

  it('reads a collections export: drops system fields, maps types, warns on unknown ones', () => {
    const result = read({
      source: 'wix-collections',
      collections: [
        {
          id: 'Stores/Products',
          fields: [
            { key: '_id', type: 'TEXT' },
            { key: '_owner', type: 'TEXT' },
            { key: '_createdDate', type: 'DATETIME' },
            { key: '_updatedDate', type: 'DATETIME' },
            { key: 'name', type: 'TEXT' },
            { key: 'ribbon', type: 'LEGACY_BOOK' },
          ],
        },
      ],
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    console.log(result.warnings);
    expect(result.structure.collections).toEqual([
      {
        name: 'Stores/Products',
        fields: [
          { id: 'name', type: 'text' },
          { id: 'ribbon', type: 'text' },
        ],
      },
    ]);
    expect(result.warnings).toEqual([
      'Collection "Stores/Products", field "ribbon": the field type "LEGACY_BOOK" has no VeloForge equivalent, so it was imported as text.',
    ]);
    expect(result.parts).toEqual({ collections: true, elements: false });
  });

  it('derives children from parents and parents from children', () => {
    const result = read({
      source: 'veloforge',
      elements: [
        { id: 'form', type: 'form', children: ['email'] },
        { id: 'email', type: 'input' },
        { id: 'send', type: 'button', parentId: 'form' },
      ],
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.structure.elementHierarchy.elements).toEqual([
      { id: 'form', type: 'form', parentId: null, children: ['email', 'send'] },
      { id: 'email', type: 'input', parentId: 'form' },
      { id: 'send', type: 'button', parentId: 'form' },
    ]);
  });
});

describe('readStructureDocument: one clear problem per thing wrong', () => {
  it('names an invalid element id where it is', () => {
    expect(problemsOf({ source: 'wix-page', elements: [{ id: 'my id', type: 'Text' }] })).toEqual([
      'elements[0].id: "my id" is not a valid element id (letters, digits and underscores, starting with a letter)',
    ]);
  });

  it('reports wrong types everywhere, each with its path', () => {
    const problems = problemsOf({
      source: 'somewhere',
      exportedAt: 5,
      elements: [
        { id: 7, type: 'Text' },
        { id: 'b', type: null, children: 'c' },
      ],
      collections: [{ id: 'C', fields: [{ key: 'k', type: 1 }] }, 'nope'],
    });
    expect(problems).toHaveLength(7);
    expect(problems[0]).toMatch(/^source: /);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^exportedAt: .*expected string/),
        expect.stringMatching(/^elements\[0\]\.id: .*expected string/),
        expect.stringMatching(/^elements\[1\]\.type: .*expected string/),
        expect.stringMatching(/^elements\[1\]\.children: .*expected array/),
        expect.stringMatching(/^collections\[0\]\.fields\[0\]\.type: .*expected string/),
        expect.stringMatching(/^collections\[1\]: .*expected object/),
      ]),
    );
  });

  it('counts element positions as pasted, id-less entries included', () => {
    const problems = problemsOf({
      source: 'wix-page',
      elements: [{ type: 'Text' }, { id: '', type: 'Text' }, { id: 'a', type: 5 }],
    });
    expect(problems).toEqual([expect.stringMatching(/^elements\[2\]\.type: /)]);
  });

  it('refuses duplicate ids, keys and collections', () => {
    const problems = problemsOf({
      source: 'veloforge',
      elements: [
        { id: 'a', type: 'text' },
        { id: '#a', type: 'button' },
      ],
      collections: [
        {
          id: 'Items',
          fields: [
            { key: 'k', type: 'TEXT' },
            { key: 'k', type: 'NUMBER' },
          ],
        },
        { id: 'Items', fields: [] },
      ],
    });
    expect(problems).toEqual([
      'collections[0].fields[1].key: "k" is already used by collections[0].fields[0]',
      'collections[1].id: "Items" is already used by collections[0]',
      'elements[1].id: "a" is already used by elements[0]',
    ]);
  });

  it('refuses a parent cycle, naming it', () => {
    const problems = problemsOf({
      source: 'wix-page',
      elements: [
        { id: 'a', type: 'Box', parentId: 'b' },
        { id: 'b', type: 'Box', parentId: 'a' },
        { id: 'c', type: 'Box', parentId: 'c' },
      ],
    });
    expect(problems).toEqual([
      'elements[0]: "a" is inside itself (a → b → a)',
      'elements[2]: "c" is inside itself (c → c)',
    ]);
  });

  it('refuses links to missing ids and contradictions between parentId and children', () => {
    expect(
      problemsOf({
        source: 'wix-page',
        elements: [
          { id: 'box', type: 'Box', children: ['ghost', 'text'] },
          { id: 'text', type: 'Text', parentId: 'other' },
          { id: 'other', type: 'Box', parentId: 'nowhere' },
        ],
      }),
    ).toEqual([
      'elements[2].parentId: "nowhere" is not an element of this document',
      'elements[0].children: "ghost" is not an element of this document',
      'elements[0].children: lists "text", but elements[1] says its parentId is "other"',
    ]);
    expect(
      problemsOf({
        source: 'wix-page',
        elements: [
          { id: 'a', type: 'Box', children: ['x'] },
          { id: 'b', type: 'Box', children: ['x'] },
          { id: 'x', type: 'Text' },
        ],
      }),
    ).toEqual([
      'elements[1].children: lists "x", which elements[0] ("a") lists too; an element has one parent',
    ]);
  });

  it('checks collection ids, field keys and lengths against the editors’ rules', () => {
    const problems = problemsOf({
      source: 'wix-collections',
      collections: [
        { id: 'My Items', fields: [{ key: 'first-name', type: 'TEXT' }] },
        {
          id: 'Ok',
          fields: Array.from({ length: 101 }, (_, i) => ({ key: `f${i}`, type: 'TEXT' })),
        },
      ],
      elements: [{ id: 'a'.repeat(65), type: 'Text' }],
    });
    expect(problems).toEqual([
      'collections[0].id: "My Items" is not a valid collection id (letters, digits, underscores or hyphens, starting with a letter, optionally App/Collection; at most 128 characters)',
      'collections[0].fields[0].key: "first-name" is not a valid field key (letters, digits and underscores, starting with a letter or underscore)',
      'collections[1].fields: 101 fields (system fields not counted); at most 100 per collection are accepted',
      `elements[0].id: "${'a'.repeat(40)}…" is too long for an element id (at most 64 characters)`,
    ]);
  });
});
