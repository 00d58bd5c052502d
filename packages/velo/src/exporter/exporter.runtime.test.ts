import {
  runVeloPage,
  type RuntimeElementSpec,
  type RuntimeStructure,
  type VeloPageRun,
} from '@veloforge/preview';
import {
  readStructureDocument,
  type TSiteStructure,
  type TSiteStructureDocument,
} from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import {
  COLLECTIONS_EXPORTER_MODULE_PATH,
  COLLECTIONS_EXPORTER_PAGE_CODE,
  COLLECTIONS_EXPORTER_SNIPPET,
  PAGE_EXPORTER_OUTPUT_ID,
  PAGE_EXPORTER_SNIPPET,
} from './index';

/**
 * The exporter snippets run as users run them in Wix Preview, here in VeloForge's preview runtime
 * (its `$w` answers type selectors, `type`, `parent` and `children` as velo-reference.md says):
 * the page snippet prints the page's elements, and importing what it printed gives back exactly
 * the page's hierarchy.
 */

/** [id, Wix type, parent id] in page order; children lists follow, or are given below. */
const ROWS: [string, string, string?][] = [
  ['header', 'Header'],
  ['siteTitle', 'Text', 'header'],
  ['heroSection', 'Section'],
  ['heroBox', 'Box', 'heroSection'],
  ['heroInner', 'Box', 'heroBox'],
  ['heroTitle', 'Text', 'heroInner'],
  ['heroImage', 'Image', 'heroInner'],
  ['heroButton', 'Button', 'heroBox'],
  ['listSection', 'Section'],
  ['productsRepeater', 'Repeater', 'listSection'],
  ['productCard', 'Container', 'productsRepeater'],
  ['productImage', 'Image', 'productCard'],
  ['productTitle', 'Text', 'productCard'],
  ['productButton', 'Button', 'productCard'],
  ['contactForm', 'Form'],
  ['nameInput', 'TextInput', 'contactForm'],
  ['messageBox', 'TextBox', 'contactForm'],
  ['topicDropdown', 'Dropdown', 'contactForm'],
  ['consentCheckbox', 'Checkbox', 'contactForm'],
  ['visitDate', 'DatePicker', 'contactForm'],
  ['submitButton', 'Button', 'contactForm'],
  ['looseText', 'Text'],
  ['looseImage', 'VectorImage'],
  ['productsDataset', 'Dataset'],
  [PAGE_EXPORTER_OUTPUT_ID, 'Text'],
];

/** The form lists its children in an order of its own (as the editor's layers might). */
const FORM_ORDER = [
  'submitButton',
  'nameInput',
  'messageBox',
  'topicDropdown',
  'consentCheckbox',
  'visitDate',
];

function page(): RuntimeStructure {
  const elements: RuntimeElementSpec[] = ROWS.map(([id, veloType, parentId]) => ({
    id,
    veloType,
    parentId: parentId ?? null,
    children: id === 'contactForm' ? FORM_ORDER : ROWS.filter((r) => r[2] === id).map((r) => r[0]),
  }));
  return { elements, collections: [] };
}

/**
 * What the snippet must print, in its order: depth first from the top-level elements, which come
 * in the order of the type selectors that found them (Header, Section, Form, Text, …).
 */
const EXPECTED_ELEMENTS: TSiteStructureDocument['elements'] = [
  { id: 'header', type: '$w.Header', parentId: null, children: ['siteTitle'] },
  { id: 'siteTitle', type: '$w.Text', parentId: 'header' },
  { id: 'heroSection', type: '$w.Section', parentId: null, children: ['heroBox'] },
  { id: 'heroBox', type: '$w.Box', parentId: 'heroSection', children: ['heroInner', 'heroButton'] },
  { id: 'heroInner', type: '$w.Box', parentId: 'heroBox', children: ['heroTitle', 'heroImage'] },
  { id: 'heroTitle', type: '$w.Text', parentId: 'heroInner' },
  { id: 'heroImage', type: '$w.Image', parentId: 'heroInner' },
  { id: 'heroButton', type: '$w.Button', parentId: 'heroBox' },
  { id: 'listSection', type: '$w.Section', parentId: null, children: ['productsRepeater'] },
  {
    id: 'productsRepeater',
    type: '$w.Repeater',
    parentId: 'listSection',
    children: ['productCard'],
  },
  {
    id: 'productCard',
    type: '$w.Container',
    parentId: 'productsRepeater',
    children: ['productImage', 'productTitle', 'productButton'],
  },
  { id: 'productImage', type: '$w.Image', parentId: 'productCard' },
  { id: 'productTitle', type: '$w.Text', parentId: 'productCard' },
  { id: 'productButton', type: '$w.Button', parentId: 'productCard' },
  { id: 'contactForm', type: '$w.Form', parentId: null, children: FORM_ORDER },
  { id: 'submitButton', type: '$w.Button', parentId: 'contactForm' },
  { id: 'nameInput', type: '$w.TextInput', parentId: 'contactForm' },
  { id: 'messageBox', type: '$w.TextBox', parentId: 'contactForm' },
  { id: 'topicDropdown', type: '$w.Dropdown', parentId: 'contactForm' },
  { id: 'consentCheckbox', type: '$w.Checkbox', parentId: 'contactForm' },
  { id: 'visitDate', type: '$w.DatePicker', parentId: 'contactForm' },
  { id: 'looseText', type: '$w.Text', parentId: null },
  { id: 'looseImage', type: '$w.VectorImage', parentId: null },
  { id: 'productsDataset', type: '$w.Dataset', parentId: null },
];

/** The import table applied to the page (docs/site-structure-format.md). */
const VELOFORGE_TYPE: Record<string, [string, string?]> = {
  Header: ['section'],
  Section: ['section'],
  Box: ['container'],
  Container: ['container'],
  Repeater: ['repeater'],
  Form: ['form'],
  Text: ['text'],
  Image: ['image'],
  VectorImage: ['image'],
  Button: ['button'],
  TextInput: ['input'],
  TextBox: ['textarea'],
  Dropdown: ['dropdown'],
  Checkbox: ['checkbox'],
  DatePicker: ['custom', 'DatePicker'],
  Dataset: ['dataset'],
};

function printedJson(run: VeloPageRun): string {
  const printed = run.console.filter((e) => e.level === 'log' && e.message.startsWith('{'));
  expect(printed, 'one JSON document printed').toHaveLength(1);
  return (printed[0] as { message: string }).message;
}

describe('PAGE_EXPORTER_SNIPPET in the preview runtime', () => {
  it('prints one version-1 document with every element, its type, parent and children', async () => {
    const run = await runVeloPage({ structure: page(), frontendCode: PAGE_EXPORTER_SNIPPET });
    console.log(`errors: ${run.errors.length}; console entries: ${run.console.length}`);
    expect(run.errors).toEqual([]);
    const json = printedJson(run);
    const document = JSON.parse(json) as TSiteStructureDocument;
    console.log(`printed ${json.length} characters, ${document.elements?.length} elements`);
    expect(document).toMatchObject({
      format: 'veloforge.site-structure',
      version: 1,
      source: 'wix-page',
    });
    expect(Date.parse(document.exportedAt ?? '')).not.toBeNaN();
    expect(document.elements).toEqual(EXPECTED_ELEMENTS);
    // The output Text element shows the same JSON and is not part of the export.
    const output = run.element(PAGE_EXPORTER_OUTPUT_ID) as unknown as { text: string };
    expect(output.text).toBe(json);
  });

  it('importing what it printed reproduces the page hierarchy exactly (round trip)', async () => {
    const original = page();
    const run = await runVeloPage({ structure: original, frontendCode: PAGE_EXPORTER_SNIPPET });
    const imported = readStructureDocument(printedJson(run));
    if (!imported.ok) throw new Error(imported.problems.join('\n'));
    const { structure } = imported;
    console.log(
      `imported ${structure.elementHierarchy.elements.length} elements, custom types: ${imported.customTypes.join(', ')}; warnings: ${imported.warnings.length}`,
    );

    const pageElements = original.elements.filter((e) => e.id !== PAGE_EXPORTER_OUTPUT_ID);
    const expected: TSiteStructure['elementHierarchy']['elements'] = pageElements.map((e) => {
      const [type, customType] = VELOFORGE_TYPE[e.veloType as string] as [string, string?];
      return {
        id: e.id,
        type: type as never,
        ...(customType ? { customType } : {}),
        parentId: e.parentId,
        ...(e.children.length > 0 ? { children: e.children } : {}),
      };
    });
    const byId = (list: typeof expected) =>
      Object.fromEntries(list.map((e) => [e.id, e])) as Record<string, (typeof expected)[number]>;
    expect(byId(structure.elementHierarchy.elements)).toEqual(byId(expected));
    expect(structure.elementIds).toEqual(EXPECTED_ELEMENTS.map((e) => e.id));
    expect(structure.collections).toEqual([]);
    expect(imported.parts).toEqual({ collections: false, elements: true });
    expect(imported.customTypes).toEqual(['DatePicker']);
  });

  it('treats elements whose parent is the Page (as in Wix) as top-level ones', async () => {
    const original = page();
    const withPage: RuntimeStructure = {
      collections: [],
      elements: [
        { id: 'page1', veloType: 'Page', parentId: null, children: [] },
        ...original.elements.map((e) => (e.parentId ? e : { ...e, parentId: 'page1' })),
      ],
    };
    const run = await runVeloPage({ structure: withPage, frontendCode: PAGE_EXPORTER_SNIPPET });
    expect(run.errors).toEqual([]);
    const document = JSON.parse(printedJson(run)) as TSiteStructureDocument;
    console.log(
      `with a Page root: ${document.elements?.length} elements, page1 exported: ${document.elements?.some((e) => e.id === 'page1')}`,
    );
    expect(document.elements).toEqual(EXPECTED_ELEMENTS);
  });

  it('exports an empty page as an empty element list, without errors', async () => {
    const run = await runVeloPage({
      structure: { elements: [], collections: [] },
      frontendCode: PAGE_EXPORTER_SNIPPET,
    });
    expect(run.errors).toEqual([]);
    const imported = readStructureDocument(printedJson(run));
    console.log(`empty page: ok=${imported.ok}`);
    expect(imported.ok && imported.structure.elementHierarchy.elements).toEqual([]);
  });
});

/** wix-data.v2's collections API as the snippet uses it, serving `site` a page at a time. */
function collectionsStub(site: unknown[]): string {
  return `
export const offsets = [];
const site = ${JSON.stringify(site)};
export const collections = {
  listDataCollections: async (options) => {
    const { limit, offset } = options.paging;
    offsets.push(offset);
    return { collections: site.slice(offset, offset + limit) };
  },
};`;
}

const SYSTEM_FIELDS = ['_id', '_owner', '_createdDate', '_updatedDate'].map((key) => ({
  key,
  type: key === '_id' || key === '_owner' ? 'TEXT' : 'DATETIME',
}));

async function runCollectionsExporter(site: unknown[]) {
  return runVeloPage({
    structure: { elements: [], collections: [] },
    frontendCode: COLLECTIONS_EXPORTER_PAGE_CODE,
    // The site's owner runs the exporter in Wix's preview: its web method is for admins.
    member: true,
    memberRoles: ['Admin'],
    backendCode: COLLECTIONS_EXPORTER_SNIPPET,
    backendModulePath: COLLECTIONS_EXPORTER_MODULE_PATH,
    modules: {
      'wix-data.v2': collectionsStub(site),
      'wix-auth': 'export const elevate = (fn) => fn;',
    },
  });
}

describe('COLLECTIONS_EXPORTER_SNIPPET in the preview runtime (wix-data.v2 stubbed)', () => {
  it("prints the site's own collections, field keys and Wix types; import maps them", async () => {
    const site = [
      {
        _id: 'Products',
        collectionType: 'NATIVE',
        fields: [
          ...SYSTEM_FIELDS,
          { key: 'title', type: 'TEXT' },
          { key: 'price', type: 'NUMBER' },
          { key: 'photos', type: 'MEDIA_GALLERY' },
          { key: 'tags', type: 'ARRAY_STRING' },
          { key: 'launch', type: 'DATETIME' },
          { key: 'extra', type: 'ANY' },
        ],
      },
      {
        _id: 'Stores/Products',
        collectionType: 'WIX_APP',
        fields: [{ key: 'name', type: 'TEXT' }],
      },
      {
        _id: 'Orders',
        collectionType: 'NATIVE',
        fields: [
          { key: 'product', type: 'REFERENCE' },
          { key: 'items', type: 'MULTI_REFERENCE' },
        ],
      },
    ];
    const run = await runCollectionsExporter(site);
    expect(run.errors).toEqual([]);
    const json = printedJson(run);
    const document = JSON.parse(json) as TSiteStructureDocument;
    console.log(`printed collections: ${document.collections?.map((c) => c.id).join(', ')}`);
    expect(document).toMatchObject({ format: 'veloforge.site-structure', version: 1 });
    expect(document.source).toBe('wix-collections');
    expect(document.collections?.map((c) => c.id)).toEqual(['Products', 'Orders']);
    expect(document.collections?.[0]?.fields).toHaveLength(10);

    const imported = readStructureDocument(json);
    if (!imported.ok) throw new Error(imported.problems.join('\n'));
    console.log(`warnings: ${imported.warnings.join(' | ')}`);
    expect(imported.structure.collections).toEqual([
      {
        name: 'Products',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'price', type: 'number' },
          { id: 'photos', type: 'media-gallery' },
          { id: 'tags', type: 'tags' },
          { id: 'launch', type: 'date' },
          { id: 'extra', type: 'text' },
        ],
      },
      {
        name: 'Orders',
        fields: [
          { id: 'product', type: 'reference' },
          { id: 'items', type: 'multi-reference' },
        ],
      },
    ]);
    expect(imported.warnings).toHaveLength(1);
    expect(imported.warnings[0]).toContain('"ANY"');
    expect(imported.parts).toEqual({ collections: true, elements: false });
  });

  it('pages through a large site; more collections than VeloForge takes is a clear problem', async () => {
    const site = Array.from({ length: 60 }, (_, i) => ({
      _id: `Collection${i + 1}`,
      collectionType: 'NATIVE',
      fields: [{ key: 'title', type: 'TEXT' }],
    }));
    const run = await runCollectionsExporter(site);
    expect(run.errors).toEqual([]);
    const json = printedJson(run);
    const document = JSON.parse(json) as TSiteStructureDocument;
    const imported = readStructureDocument(json);
    // The stub answers at most 50 per call, so all 60 means the snippet asked for a second page.
    console.log(
      `exported ${document.collections?.length} collections; import: ${imported.ok ? 'ok' : imported.problems.join(' | ')}`,
    );
    expect(document.collections).toHaveLength(60);
    expect(imported).toEqual({
      ok: false,
      problems: ['collections: 60 collections; at most 50 are accepted'],
    });
  });
});
