import { SITE_STRUCTURE_FORMAT, SITE_STRUCTURE_VERSION } from '../schemas/site-structure';

/**
 * The Velo snippets that read a site's structure in Wix (issue 11, docs/site-structure-format.md).
 * The text lives here, not in @veloforge/velo, because the web app shows it and must not bundle
 * the checker; packages/velo/src/exporter checks both snippets and runs the page one in the
 * preview runtime.
 */

/**
 * Every type name page code may select (`$w('Text')`), as the Velo checker knows them, in the
 * order roots are listed: page bands first, then containers, then the rest. Containers of types
 * not listed are still found, as the parent of an element inside them.
 */
export const PAGE_EXPORTER_TYPES = [
  'Header',
  'Section',
  'ColumnStrip',
  'Column',
  'Box',
  'Container',
  'MediaBox',
  'Form',
  'Repeater',
  'MultiStateBox',
  'State',
  'Slideshow',
  'Slide',
  'Tabs',
  'Gallery',
  'Table',
  'Text',
  'Image',
  'VectorImage',
  'Button',
  'TextInput',
  'TextBox',
  'RichTextBox',
  'Dropdown',
  'Checkbox',
  'CheckboxGroup',
  'RadioButtonGroup',
  'Switch',
  'Slider',
  'RangeSlider',
  'DatePicker',
  'TimePicker',
  'UploadButton',
  'AddressInput',
  'SelectionTags',
  'SignatureInput',
  'RatingsInput',
  'RatingsDisplay',
  'ProgressBar',
  'Captcha',
  'VideoPlayer',
  'VideoBox',
  'Video',
  'AudioPlayer',
  'HtmlComponent',
  'IFrame',
  'GoogleMap',
  'Menu',
  'MenuContainer',
  'Pagination',
  'Anchor',
  'AccountNavBar',
  'CartIcon',
  'Chatbox',
  'QuickActionBar',
  'Dataset',
  'DynamicDataset',
  'Footer',
] as const;

/** A Text element with this id receives the JSON too (easier to copy than the console). */
export const PAGE_EXPORTER_OUTPUT_ID = 'structureExport';

/** Three selectors per line, each a literal the checker verifies. */
function selectorLines(): string {
  const lines: string[] = [];
  for (let i = 0; i < PAGE_EXPORTER_TYPES.length; i += 3) {
    const group = PAGE_EXPORTER_TYPES.slice(i, i + 3).map((type) => `() => $w('${type}')`);
    lines.push(`  ${group.join(', ')},`);
  }
  return lines.join('\n');
}

export const PAGE_EXPORTER_SNIPPET = `// VeloForge structure exporter (page code). Paste it at the end of this page's code, click
// Preview and copy the JSON it prints in the console (or in a Text element with the ID
// ${PAGE_EXPORTER_OUTPUT_ID}). Remove it when you are done.

// One type selector per element type; containers of other types are found as parents.
const veloforgeTypeSelectors = [
${selectorLines()}
];

// A type this page lacks selects nothing; never let one stop the export.
function veloforgeSelect(select) {
  try {
    const selected = select();
    return Array.isArray(selected) ? selected : [];
  } catch (error) {
    return [];
  }
}

// The element's container, or null at the page's top level.
function veloforgeParent(element) {
  const parent = element.parent;
  return parent && parent.id && parent.type !== '$w.Page' ? parent : null;
}

$w.onReady(() => {
  const found = new Map();
  for (const select of veloforgeTypeSelectors) {
    for (const element of veloforgeSelect(select)) {
      let current = element;
      while (current && current.id && current.id !== '${PAGE_EXPORTER_OUTPUT_ID}' && !found.has(current.id)) {
        found.set(current.id, current);
        current = veloforgeParent(current);
      }
    }
  }
  const parentIdOf = (element) => {
    const parent = veloforgeParent(element);
    return parent && found.has(parent.id) ? parent.id : null;
  };

  // Children in the container's own order where it has one (repeaters do not), then the rest.
  const childrenOf = new Map([...found.keys()].map((id) => [id, []]));
  const addChild = (parentId, childId) => {
    const children = childrenOf.get(parentId);
    if (children && !children.includes(childId)) children.push(childId);
  };
  for (const [id, element] of found) {
    const listed = Array.isArray(element.children) ? element.children : [];
    for (const child of listed) if (found.has(child.id) && parentIdOf(child) === id) addChild(id, child.id);
  }
  for (const [id, element] of found) if (parentIdOf(element)) addChild(parentIdOf(element), id);

  // Depth first from the top-level elements, so every container comes before its children.
  const elements = [];
  const visit = (id) => {
    const element = found.get(id);
    const children = childrenOf.get(id);
    elements.push({ id, type: element.type, parentId: parentIdOf(element), ...(children.length > 0 ? { children } : {}) });
    children.forEach(visit);
  };
  for (const [id, element] of found) if (!parentIdOf(element)) visit(id);

  const page = veloforgeSelect(() => $w('Page'))[0];
  const exported = {
    format: '${SITE_STRUCTURE_FORMAT}',
    version: ${SITE_STRUCTURE_VERSION},
    source: 'wix-page',
    exportedAt: new Date().toISOString(),
    ...(page && page.title ? { page: page.title } : {}),
    elements,
  };
  const json = JSON.stringify(exported, null, 2);
  console.log(json);
  const output = veloforgeSelect(() => $w('Text')).find((text) => text.id === '${PAGE_EXPORTER_OUTPUT_ID}');
  if (output) output.text = json;
});
`;

/** Where the collections exporter's backend snippet goes in the site's Code sidebar. */
export const COLLECTIONS_EXPORTER_MODULE_PATH = 'backend/veloforgeExport.web.js';

export const COLLECTIONS_EXPORTER_SNIPPET = `// ${COLLECTIONS_EXPORTER_MODULE_PATH}: VeloForge collections exporter. Lists this site's
// collections with their field keys and types. Delete the file when you are done.
import { Permissions, webMethod } from 'wix-web-module';
import { collections } from 'wix-data.v2';
import { elevate } from 'wix-auth';

// true also exports the collections Wix apps add (Stores/Products, Members/…).
const INCLUDE_APP_COLLECTIONS = false;
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

// Site admins only: listing collections needs elevated permissions.
export const exportCollections = webMethod(Permissions.Admin, async () => {
  const listDataCollections = elevate(collections.listDataCollections);
  const found = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const response = await listDataCollections({ paging: { limit: PAGE_SIZE, offset: page * PAGE_SIZE } });
    const batch = response.collections || [];
    found.push(...batch);
    if (batch.length < PAGE_SIZE) break;
  }
  const fromApps = (collection) => ['WIX_APP', 'BLOCKS_APP'].includes(collection.collectionType);
  return {
    format: '${SITE_STRUCTURE_FORMAT}',
    version: ${SITE_STRUCTURE_VERSION},
    source: 'wix-collections',
    exportedAt: new Date().toISOString(),
    collections: found
      .filter((collection) => INCLUDE_APP_COLLECTIONS || !fromApps(collection))
      .map((collection) => ({
        id: collection._id,
        fields: (collection.fields || []).map((field) => ({ key: field.key, type: field.type })),
      })),
  };
});
`;

/** The page code that calls the backend snippet and prints its JSON. */
export const COLLECTIONS_EXPORTER_PAGE_CODE = `import { exportCollections } from '${COLLECTIONS_EXPORTER_MODULE_PATH.replace(/\.js$/, '')}';

$w.onReady(() => {
  exportCollections()
    .then((exported) => console.log(JSON.stringify(exported, null, 2)))
    .catch((error) => console.error('VeloForge could not list the collections:', error));
});
`;

/** One line per step, for the Import structure dialog. */
export const PAGE_EXPORTER_STEPS: readonly string[] = [
  "In the Wix editor, turn on Dev Mode and paste the snippet at the end of the page's code.",
  `Click Preview and copy the JSON printed in the console (or add a Text element with the ID ${PAGE_EXPORTER_OUTPUT_ID} and copy it from there).`,
  'Paste the JSON into Import structure here, then remove the snippet from the page.',
];

export const COLLECTIONS_EXPORTER_STEPS: readonly string[] = [
  `In the Code sidebar, add the backend file ${COLLECTIONS_EXPORTER_MODULE_PATH} and paste the backend snippet into it.`,
  "Paste the page snippet into any page's code (its import line at the top).",
  'Click Preview, signed in as the site owner, and copy the JSON printed in the console.',
  'Paste the JSON into Import structure here, then delete both snippets.',
];
