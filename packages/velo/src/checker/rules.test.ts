import { describe, expect, it } from 'vitest';

import type { Diagnostic } from '../types';
import { checkPieces } from './index';
import { JSW_MODULE, pieces, SITE, WEB_MODULE } from './testing/fixtures';

/** Where each finding with `code` is: `piece:line:column`. */
const at = (diagnostics: Diagnostic[], code: string): string[] =>
  diagnostics.filter((d) => d.code === code).map((d) => `${d.piece}:${d.line}:${d.column}`);

const messageOf = (diagnostics: Diagnostic[], code: string): string =>
  diagnostics.find((d) => d.code === code)?.message ?? '';

const page = (code: string): Diagnostic[] => checkPieces(pieces(code), SITE);

describe('element selector rules', () => {
  it('unknown-element-id: undeclared ids, also in comma lists and scoped selectors', () => {
    const diagnostics = page(`$w.onReady(() => {
  $w('#titelText').text = 'x';
  $w('#statusText, #nope').hide();
  $w('#productsRepeater').onItemReady(($item) => { $item('#itemTitel').text = 'y'; });
  $w('#itemButton').onClick((event) => { $w.at(event.context)('#gone').hide(); });
});`);
    expect(at(diagnostics, 'unknown-element-id')).toEqual([
      'frontend:2:7',
      'frontend:3:20',
      'frontend:4:59',
      'frontend:5:64',
    ]);
    expect(messageOf(diagnostics, 'unknown-element-id')).toContain("Did you mean '#titleText'?");
    expect(diagnostics.find((d) => d.code.startsWith('ts'))).toBeUndefined();
  });

  it('selector-missing-hash: a declared id without #', () => {
    const diagnostics = page(`$w.onReady(() => {\n  $w('statusText').show();\n});`);
    expect(at(diagnostics, 'selector-missing-hash')).toEqual(['frontend:2:7']);
    expect(messageOf(diagnostics, 'selector-missing-hash')).toContain("'#statusText'");
  });

  it('unknown-selector: neither a type name nor an id', () => {
    const diagnostics = page(`$w.onReady(() => {\n  $w('Buton').hide();\n});`);
    expect(at(diagnostics, 'unknown-selector')).toEqual(['frontend:2:7']);
    expect(messageOf(diagnostics, 'unknown-selector')).toContain("'Button'");
  });

  it('element-outside-onready: element access when the module loads', () => {
    const diagnostics = page(`$w('#titleText').text = 'Hello';
function later() { $w('#statusText').text = 'ok'; }
$w.onReady(() => later());`);
    expect(at(diagnostics, 'element-outside-onready')).toEqual(['frontend:1:1']);
  });

  it('repeated-element-global-selector: page-level $w on a repeated child', () => {
    const diagnostics = page(`$w.onReady(() => {
  $w('#productsRepeater').onItemReady(($item, item) => {
    $w('#itemTitle').text = item.title;
  });
  $w('#itemButton').onClick((event) => { $w.at(event.context)('#itemPrice').text = '1'; });
});`);
    expect(at(diagnostics, 'repeated-element-global-selector')).toEqual(['frontend:3:9']);
    expect(messageOf(diagnostics, 'repeated-element-global-selector')).toContain(
      "$item('#itemTitle')",
    );
  });
});

describe('wix-data rules', () => {
  it('unknown-collection: literal collection names that are not declared', () => {
    const diagnostics = page(`import wixData from 'wix-data';
$w.onReady(async () => {
  await wixData.query('Product').find();
  await wixData.bulkRemove('Orders', ['1']);
  await wixData.get('Stores/Products', 'x');
});`);
    expect(at(diagnostics, 'unknown-collection')).toEqual([
      'frontend:3:23',
      'frontend:4:28',
      'frontend:5:21',
    ]);
    expect(messageOf(diagnostics, 'unknown-collection')).toContain("Did you mean 'Products'?");
    expect(diagnostics.find((d) => d.line === 5)?.severity).toBe('warning');
  });

  it('unknown-field: filters, sorts, chained variables and inserted objects', () => {
    const diagnostics = page(`import wixData from 'wix-data';
$w.onReady(async () => {
  let query = wixData.query('Products').eq('categry', 'a').ascending('title', 'prize');
  query = query.hasSome('_owner', 'x').contains('nmae', 'y');
  const lead = { name: 'a', emial: 'b' };
  await wixData.insert('Leads', lead);
  await wixData.save('Leads', { name: 'a', phone: '1', _id: 'x' });
  await wixData.bulkInsert('Leads', [{ email: 'a' }, { subject: 'b' }]);
});`);
    expect(at(diagnostics, 'unknown-field')).toEqual([
      'frontend:3:44',
      'frontend:3:79',
      'frontend:4:49',
      'frontend:5:29',
      'frontend:7:44',
      'frontend:8:56',
    ]);
    expect(messageOf(diagnostics, 'unknown-field')).toContain("Did you mean 'category'?");
  });

  it('unknown-field: a query variable reused for another collection is not guessed at', () => {
    const diagnostics = page(`import wixData from 'wix-data';
$w.onReady(async () => {
  let query = wixData.query('Products').eq('title', 'a');
  query = wixData.query('Leads');
  await query.eq('email', 'a@b.c').find();
});`);
    expect(at(diagnostics, 'unknown-field')).toEqual([]);
  });

  it('limit-too-large: .limit() above 1000', () => {
    const diagnostics = page(`import wixData from 'wix-data';
$w.onReady(async () => {
  await wixData.query('Products').limit(5000).find();
  await wixData.query('Products').limit(1000).find();
});`);
    expect(at(diagnostics, 'limit-too-large')).toEqual(['frontend:3:41']);
  });

  it('update-without-id: an item literal with no _id and no spread, written in the call', () => {
    const diagnostics = page(`import wixData from 'wix-data';
$w.onReady(async () => {
  await wixData.update('Products', { title: 'a', price: 2 });
  const changes = { title: 'b' };
  changes._id = 'p1';
  await wixData.update('Products', changes);
});`);
    expect(at(diagnostics, 'update-without-id')).toEqual(['frontend:3:36']);
    expect(diagnostics.find((d) => d.code === 'update-without-id')?.severity).toBe('error');
    expect(messageOf(diagnostics, 'update-without-id')).toContain('WDE0007');
  });

  it('update-without-id: not for items with _id, a spread or a computed key, nor for save()', () => {
    const diagnostics = page(`import wixData from 'wix-data';
$w.onReady(async () => {
  const stored = await wixData.get('Products', 'p1');
  const key = 'title';
  await wixData.update('Products', { _id: 'p1', title: 'c' });
  await wixData.update('Products', { ...stored, price: 3 });
  await wixData.update('Products', { [key]: 'd' });
  await wixData.update('Products', stored);
  await wixData.save('Products', { title: 'e' });
});`);
    expect(at(diagnostics, 'update-without-id')).toEqual([]);
  });
});

describe('repeater-data-without-id', () => {
  it('flags built items without _id, in literals and .map()', () => {
    const diagnostics = page(`$w.onReady(() => {
  $w('#productsRepeater').data = [{ id: '1', title: 'a' }];
  const names = ['a', 'b'];
  const repeater = $w('#productsRepeater');
  repeater.data = names.map((name) => {
    return { title: name };
  });
  $w('#productsRepeater').data = names.map((name, i) => ({ _id: String(i), title: name }));
});`);
    expect(at(diagnostics, 'repeater-data-without-id')).toEqual(['frontend:2:35', 'frontend:6:12']);
    expect(messageOf(diagnostics, 'repeater-data-without-id')).toContain("rename it to '_id'");
  });
});

describe('repeater-data-invalid-id', () => {
  it('flags number _ids and _ids with characters other than letters, digits and -', () => {
    const diagnostics = page(`$w.onReady(() => {
  $w('#productsRepeater').data = [
    { _id: 1, title: 'a' },
    { _id: 'item 2', title: 'b' },
    { _id: 'item_3', title: 'c' },
    { _id: '', title: 'd' },
    { ...{ title: 'e' }, _id: 5 },
  ];
  $w('#productsRepeater').data = ['f'].map((title, i) => ({ _id: \`item_\${i}\`, title }));
});`);
    expect(at(diagnostics, 'repeater-data-invalid-id')).toEqual([
      'frontend:3:12',
      'frontend:4:12',
      'frontend:5:12',
      'frontend:6:12',
      'frontend:7:31',
      'frontend:9:66',
    ]);
    const found = diagnostics.filter((d) => d.code === 'repeater-data-invalid-id');
    expect(new Set(found.map((d) => d.severity))).toEqual(new Set(['error']));
    expect(found[0]?.message).toContain("must be a string, e.g. _id: '1'");
    expect(found[1]?.message).toContain("only letters, digits and '-'");
  });

  it('accepts string _ids of letters, digits and -, computed ones, and ones a spread may replace', () => {
    const diagnostics = page(`$w.onReady(() => {
  const rest = JSON.parse('{}');
  $w('#productsRepeater').data = [
    { _id: 'item-1', title: 'a' },
    { _id: \`item-2\`, title: 'b' },
    { _id: String(3), title: 'c' },
    { _id: 4, ...rest },
  ];
  $w('#productsRepeater').data = ['d'].map((title, i) => ({ _id: \`item-\${i}\`, title }));
});`);
    expect(at(diagnostics, 'repeater-data-invalid-id')).toEqual([]);
    expect(at(diagnostics, 'repeater-data-without-id')).toEqual([]);
  });
});

describe('item-ready-after-data', () => {
  it('flags onItemReady registered after data on the same repeater in the same function', () => {
    const diagnostics = page(`$w.onReady(() => {
  $w('#productsRepeater').data = [];
  $w('#productsRepeater').onItemReady(($item, item) => { $item('#itemTitle').text = item.title; });
});
function fillThroughVariable() {
  const repeater = $w('#productsRepeater');
  repeater.data = [];
  repeater.onItemReady(() => {});
}`);
    expect(at(diagnostics, 'item-ready-after-data')).toEqual(['frontend:3:3', 'frontend:8:3']);
    expect(diagnostics.find((d) => d.code === 'item-ready-after-data')?.severity).toBe('warning');
    expect(messageOf(diagnostics, 'item-ready-after-data')).toContain('(line 2)');
  });

  it('not when onItemReady comes first, or data is set on another repeater or in another function', () => {
    const diagnostics = page(`function load() {
  $w('#productsRepeater').data = [];
}
$w.onReady(() => {
  $w('#productsRepeater').onItemReady(() => {});
  $w('#productsRepeater').data = [];
  $w('#productsRepeater').onItemReady(() => {});
});
$w.onReady(() => {
  $w('#otherRepeater').data = [];
  $w('#productsRepeater').onItemReady(() => {});
  load();
});`);
    expect(at(diagnostics, 'item-ready-after-data')).toEqual(['frontend:7:3']);
  });
});

describe('module boundary rules', () => {
  it('backend-module-in-page: backend-only, web-module and Node imports in page code', () => {
    const diagnostics = page(`import { getSecret } from 'wix-secrets-backend';
import { webMethod } from 'wix-web-module';
import fs from 'fs';
import { helper } from 'backend/utils.js';
$w.onReady(() => {});`);
    expect(at(diagnostics, 'backend-module-in-page')).toEqual([
      'frontend:1:27',
      'frontend:2:27',
      'frontend:3:16',
      'frontend:4:24',
    ]);
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(
      Array(4).fill('backend-module-in-page'),
    );
  });

  it('page-module-in-backend: browser modules and $w in backend code', () => {
    const backend = `import wixLocationFrontend from 'wix-location-frontend';
import { local } from 'wix-storage';
export function show() { $w('#titleText').text = 'x'; }`;
    const diagnostics = checkPieces(pieces('', backend), SITE);
    expect(at(diagnostics, 'page-module-in-backend')).toEqual([
      'backend:1:33',
      'backend:2:23',
      'backend:3:26',
    ]);
    expect(diagnostics.find((d) => d.code === 'ts2708')).toBeUndefined();
  });
});

describe('deprecated-module', () => {
  it('wix-users in page code and wix-users-backend in backend code point to wix-members', () => {
    const diagnostics = checkPieces(
      pieces(
        `import wixUsers from 'wix-users';\n$w.onReady(() => wixUsers.currentUser.loggedIn);`,
        `import wixUsersBackend from 'wix-users-backend';\nexport const users = wixUsersBackend;`,
      ),
      SITE,
    );
    const found = diagnostics.filter((d) => d.code === 'deprecated-module');
    expect(found.map((d) => `${d.piece}:${d.line}:${d.column} ${d.severity}`)).toEqual([
      'frontend:1:22 warning',
      'backend:1:29 warning',
    ]);
    expect(found[0]?.message).toContain("'wix-members-frontend'");
    expect(found[1]?.message).toContain("'wix-members-backend'");
  });

  it('names the replacement for the side the code is on, beside the wrong-side error', () => {
    const diagnostics = page(
      `import wixUsersBackend from 'wix-users-backend';\n$w.onReady(() => wixUsersBackend);`,
    );
    expect(at(diagnostics, 'backend-module-in-page')).toEqual(['frontend:1:29']);
    expect(at(diagnostics, 'deprecated-module')).toEqual(['frontend:1:29']);
    expect(messageOf(diagnostics, 'deprecated-module')).toContain("'wix-members-frontend'");
  });

  it('not for wix-members modules', () => {
    const diagnostics = checkPieces(
      pieces(
        `import { currentMember } from 'wix-members-frontend';\nimport wixMembers from 'wix-members';\n$w.onReady(() => [currentMember, wixMembers]);`,
        `import { currentMember } from 'wix-members-backend';\nexport const member = currentMember;`,
      ),
      SITE,
    );
    expect(at(diagnostics, 'deprecated-module')).toEqual([]);
  });
});

describe('web module rules', () => {
  const backend = `import { Permissions, webMethod } from 'wix-web-module';
export const listProducts = webMethod(Permissions.Anyone, async () => []);
export async function deleteAll() {}
export const VERSION = 2;`;

  it('web-method-not-exported: page imports what the .web.js does not expose', () => {
    const frontend = `import { listProducts, deleteAll, getProduct } from 'backend/products.web';
$w.onReady(async () => { await listProducts(); });`;
    const diagnostics = checkPieces(pieces(frontend, backend), SITE, { backendModule: WEB_MODULE });
    expect(at(diagnostics, 'web-method-not-exported')).toEqual(['frontend:1:24', 'frontend:1:35']);
    expect(diagnostics.find((d) => d.code === 'ts2305')).toBeUndefined();
  });

  it('web-method-not-exported: a .jsw value that is not a function', () => {
    const jsw = `export async function listProducts() { return []; }\nexport const VERSION = 2;`;
    const frontend = `import { listProducts, VERSION } from 'backend/products';\n$w.onReady(() => listProducts());`;
    const diagnostics = checkPieces(pieces(frontend, jsw), SITE, { backendModule: JSW_MODULE });
    expect(at(diagnostics, 'web-method-not-exported')).toEqual(['frontend:1:24']);
  });

  it('web-method-missing: a .web.js export without webMethod', () => {
    const diagnostics = checkPieces(pieces('', backend), SITE, { backendModule: WEB_MODULE });
    expect(at(diagnostics, 'web-method-missing')).toEqual(['backend:3:23']);
  });

  it('unknown-backend-module: the page imports another backend module than the generated one', () => {
    const frontend = `import { listProducts } from 'backend/orders.web';\n$w.onReady(() => listProducts());`;
    const diagnostics = checkPieces(pieces(frontend, backend), SITE, { backendModule: WEB_MODULE });
    expect(at(diagnostics, 'unknown-backend-module')).toEqual(['frontend:1:30']);
  });
});

describe('output', () => {
  it('sorts by piece, line and column', () => {
    const diagnostics = checkPieces(
      pieces(`$w('#b');\n$w('#a');`, `$w('#c');`, '<div id="zzz"></div>'),
      SITE,
    );
    const keys = diagnostics.map((d) => `${d.piece}:${d.line}:${d.column}`);
    const order = { frontend: 0, backend: 1, html: 2 };
    const sorted = [...diagnostics].sort(
      (a, b) => order[a.piece] - order[b.piece] || a.line - b.line || a.column - b.column,
    );
    expect(keys).toEqual(sorted.map((d) => `${d.piece}:${d.line}:${d.column}`));
    expect(new Set(diagnostics.map((d) => d.piece))).toEqual(
      new Set(['frontend', 'backend', 'html']),
    );
  });
});
