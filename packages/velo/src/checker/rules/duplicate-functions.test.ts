import { describe, expect, it } from 'vitest';

import type { Diagnostic } from '../../types';
import { checkPieces } from '../index';
import { pieces, SITE } from '../testing/fixtures';

/** Where each finding with `code` is: `piece:line:column`. */
const at = (diagnostics: Diagnostic[], code: string): string[] =>
  diagnostics.filter((d) => d.code === code).map((d) => `${d.piece}:${d.line}:${d.column}`);

const page = (code: string): Diagnostic[] => checkPieces(pieces(code), SITE);

describe('duplicate-function', () => {
  it('two functions of one name in one scope: a SyntaxError at the top or in a block, a replacement in a body', () => {
    const diagnostics = page(`function productsQuery() { return 1; }
function productsQuery(options) { return options; }
$w.onReady(async () => {
  async function loadProducts() {}
  async function loadProducts() {}
  if (true) { function pick() {} function pick() {} }
  await loadProducts();
});`);
    expect(at(diagnostics, 'duplicate-function')).toEqual([
      'frontend:2:10',
      'frontend:5:18',
      'frontend:6:43',
    ]);
    const found = diagnostics.filter((d) => d.code === 'duplicate-function');
    expect(found.map((d) => d.severity)).toEqual(['error', 'warning', 'error']);
    expect(found[0]?.message).toContain("SyntaxError (\"Identifier 'productsQuery' has already");
    expect(found[1]?.message).toContain('(first on line 4)');
  });

  it('not for one name in different scopes, or a backend function used once', () => {
    const diagnostics = checkPieces(
      pieces(
        `function load() {}\n$w.onReady(() => { function load() {} load(); });`,
        `import { Permissions, webMethod } from 'wix-web-module';\nfunction check(v) { return v; }\nexport const getOne = webMethod(Permissions.Anyone, (v) => check(v));`,
      ),
      SITE,
    );
    expect(at(diagnostics, 'duplicate-function')).toEqual([]);
  });

  it('in a web module too', () => {
    const diagnostics = checkPieces(
      pieces(
        '$w.onReady(() => {});',
        `function check(v) { return v; }\nfunction check(v) { return !v; }`,
      ),
      SITE,
    );
    expect(at(diagnostics, 'duplicate-function')).toEqual(['backend:2:10']);
  });
});
