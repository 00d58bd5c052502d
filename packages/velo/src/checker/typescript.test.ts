import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { buildStructure, KNOWN_VELO_TYPES } from '../structure';
import type { Diagnostic } from '../types';
import { checkPieces, createChecker } from './index';
import { pieces, SITE, WEB_MODULE } from './testing/fixtures';
import { waitUntilStopped } from './testing/processes';

const page = (code: string): Diagnostic[] => checkPieces(pieces(code), SITE);
const codesAt = (diagnostics: Diagnostic[]): string[] =>
  diagnostics.map((d) => `${d.piece}:${d.line} ${d.code}`);

describe('TypeScript findings', () => {
  it('an unknown member on a declared element type', () => {
    const diagnostics = page(`$w.onReady(() => {\n  $w('#titleText').lable = 'x';\n});`);
    expect(codesAt(diagnostics)).toEqual(['frontend:2 ts2339']);
    expect(diagnostics[0]?.message).toBe("Property 'lable' does not exist on type 'Text'.");
    expect(diagnostics[0]?.severity).toBe('error');
  });

  it('item-scoped selectors are typed from the element map too', () => {
    const diagnostics = page(`$w.onReady(() => {
  $w('#productsRepeater').onItemReady(($item) => {
    $item('#itemImage').text = 'x';
  });
});`);
    expect(codesAt(diagnostics)).toEqual(['frontend:3 ts2339']);
    expect(diagnostics[0]?.message).toContain("on type 'Image'");
  });

  it('a wrong value type and a misspelled member with a suggestion', () => {
    const diagnostics = page(`$w.onReady(() => {
  $w('#titleText').text = 5;
  $w('#submitButton').lable = 'Send';
});`);
    expect(codesAt(diagnostics)).toEqual(['frontend:2 ts2322', 'frontend:3 ts2551']);
    expect(diagnostics[1]?.message).toContain("Did you mean 'label'?");
  });

  it('an import the module does not export, and a misspelled module', () => {
    const diagnostics = page(`import { queryAll } from 'wix-data';
import wixLocation from 'wix-locaton';
$w.onReady(() => queryAll());`);
    expect(codesAt(diagnostics)).toEqual(['frontend:1 ts2305', 'frontend:2 unknown-wix-module']);
    expect(diagnostics[1]?.message).toContain("'wix-location'");
  });

  it('syntax errors in page and backend code', () => {
    const diagnostics = checkPieces(
      pieces(`$w.onReady(() => {\n  $w('#titleText').text = 'x'\n`, `export const a = ;`),
      SITE,
    );
    expect(codesAt(diagnostics)).toEqual(['frontend:3 ts1005', 'backend:1 ts1109']);
  });

  it('browser globals that do not exist in Velo page code', () => {
    expect(codesAt(page(`$w.onReady(() => { document.title = 'x'; });`))).toEqual([
      'frontend:1 ts2584',
    ]);
  });

  it('page code calling a web method is typed from the backend piece', () => {
    const backend = `import { Permissions, webMethod } from 'wix-web-module';
export const total = webMethod(Permissions.Anyone, async (a, b) => a + b);`;
    const frontend = `import { total } from 'backend/products.web.js';
$w.onReady(async () => {
  const sum = await total(1, 2, 3);
  sum.toFixed(2);
});`;
    const diagnostics = checkPieces(pieces(frontend, backend), SITE, { backendModule: WEB_MODULE });
    expect(codesAt(diagnostics)).toEqual(['frontend:3 ts2554']);
  });

  it('backend code gets Node stand-ins and the web-module declarations', () => {
    const backend = `import { Permissions, webMethod } from 'wix-web-module';
import { createHash } from 'crypto';
import { elevate } from 'wix-auth';
import wixData from 'wix-data';
export const hash = webMethod(Permissions.Admin, async (text) => {
  const count = await elevate(wixData.query)('Products').count();
  return createHash('sha256').update(text + count + Buffer.from('x').length).digest('hex');
});`;
    expect(checkPieces(pieces('', backend), SITE, { backendModule: WEB_MODULE })).toEqual([]);
  });

  it('dynamic selectors are left to the rules, not reported as type errors', () => {
    const code = `$w.onReady(() => {\n  ['titleText', 'statusText'].forEach((id) => $w(\`#\${id}\`).hide());\n});`;
    expect(page(code)).toEqual([]);
  });
});

describe('element type mapping', () => {
  const structure = buildStructure({
    collections: [],
    elementIds: [...KNOWN_VELO_TYPES.map((t) => `el${t}`), 'mystery'],
    customTypes: Object.fromEntries(
      [...KNOWN_VELO_TYPES, 'Gizmo'].map((type, index) => [String(index), type]),
    ),
  });

  it('types every known Velo type, so unknown members are errors', () => {
    const code = `$w.onReady(() => {\n${KNOWN_VELO_TYPES.map((t) => `  $w('#el${t}').notAMember;`).join('\n')}\n});`;
    const diagnostics = checkPieces(pieces(code), structure);
    expect(diagnostics.map((d) => d.code)).toEqual(KNOWN_VELO_TYPES.map(() => 'ts2339'));
  });

  it('lets custom elements of unknown type use any member, typing the shared ones', () => {
    const code = `$w.onReady(async () => {
  $w('#mystery').anything = 1;
  await $w('#mystery').hide();
  $w('#mystery').hidden = 3;
});`;
    expect(codesAt(checkPieces(pieces(code), structure))).toEqual(['frontend:4 ts2540']);
  });
});

describe('a reused checker', () => {
  it('gives the same clean answer on every check of a 50-input page (speed: bench/velo-engine.ts)', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `field${i}Input`);
    const structure = buildStructure({
      collections: [{ name: 'Items', fields: [{ id: 'title', type: 'text' }] }],
      elementIds: ids,
    });
    const frontend = `import wixData from 'wix-data';
import { load } from 'backend/items.web';
$w.onReady(async () => {
${ids.map((id) => `  $w('#${id}').onInput(() => { $w('#${id}').value = $w('#${id}').value.trim(); });`).join('\n')}
  const items = await load();
  await wixData.insert('Items', { title: items.length });
});`;
    const backend = `import { Permissions, webMethod } from 'wix-web-module';
import wixData from 'wix-data';
export const load = webMethod(Permissions.Anyone, async () => (await wixData.query('Items').limit(10).find()).items);`;
    const checker = createChecker();
    const options = {
      backendModule: { path: 'backend/items.web.js', importPath: 'backend/items.web' },
    };
    expect(checker.check(pieces(frontend, backend), structure, options)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const edited = pieces(`${frontend}\n$w('#nope${i}').show();`, `${backend}\n// ${i}`);
      expect(checker.check(edited, structure, options).map((d) => d.code)).toContain(
        'unknown-element-id',
      );
    }
    expect(checker.check(pieces(frontend, backend), structure, options)).toEqual([]);
  });

  it('starts a new native compiler when its compiler died, and checks again', async () => {
    const checker = createChecker();
    const broken = pieces(`$w.onReady(() => {\n  $w('#titleText').lable = 'x';\n});`);
    const expected = checker.check(broken, SITE);
    expect(expected.map((d) => d.code)).toEqual(['ts2339']);
    const firstPid = checker.compilerPid()!;
    process.kill(firstPid, 'SIGKILL');
    expect(await waitUntilStopped(firstPid)).toBe(true);
    expect(checker.check(broken, SITE)).toEqual(expected);
    expect(checker.compilerPid()).not.toBe(firstPid);
    checker.close();
  });

  it("writes the backend piece only inside its own directory, whatever the page's imports say", () => {
    const escape = path.join(tmpdir(), `veloforge-escape-${process.pid}`);
    const frontend = `import { a } from 'backend/../../../../../..${escape}';
import { b } from 'backend/${'x'.repeat(300)}.web';
$w.onReady(() => { a(); b(); });`;
    const backend = `import { Permissions, webMethod } from 'wix-web-module';
export const a = webMethod(Permissions.Anyone, () => 1);
export const b = webMethod(Permissions.Anyone, () => 2);`;
    const checker = createChecker();
    const diagnostics = checker.check(pieces(frontend, backend), SITE);
    checker.close();
    expect(existsSync(`${escape}.js`)).toBe(false);
    // Neither import reaches the piece: both are reported as code the checker cannot see.
    expect(codesAt(diagnostics)).toEqual([
      'frontend:1 unverified-module',
      'frontend:2 unverified-module',
    ]);
  });
});
