import { ELEMENT_TYPE_BY_WIX_TYPE } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createChecker } from '../checker';
import { buildStructure, KNOWN_VELO_TYPES } from '../structure';
import type { BackendModule, Diagnostic } from '../types';
import {
  COLLECTIONS_EXPORTER_MODULE_PATH,
  COLLECTIONS_EXPORTER_PAGE_CODE,
  COLLECTIONS_EXPORTER_SNIPPET,
  PAGE_EXPORTER_SNIPPET,
  PAGE_EXPORTER_TYPES,
} from './index';

/**
 * The exporter snippets are Velo code users paste into their site: the checker that vets
 * generated code must find nothing wrong with them, in the context each one runs in. The snippets
 * declare no element ids, so they are checked against a page with none (any `$w('#id')` they used
 * would be an undeclared-id error).
 */

const checker = createChecker();
const EMPTY_PAGE = buildStructure({ collections: [], elementIds: [] });
const BACKEND_MODULE: BackendModule = {
  path: COLLECTIONS_EXPORTER_MODULE_PATH,
  importPath: COLLECTIONS_EXPORTER_MODULE_PATH.replace(/\.js$/, ''),
};

function report(what: string, diagnostics: Diagnostic[]): void {
  console.log(
    `${what}: ${diagnostics.length} diagnostic(s)` +
      diagnostics
        .map((d) => `\n  ${d.severity} ${d.code} ${d.piece}:${d.line}: ${d.message}`)
        .join(''),
  );
}

describe('exporter snippets through the Velo checker', () => {
  it('the page snippet type-checks in page context with no diagnostics at all', () => {
    const diagnostics = checker.check(
      { frontendCode: PAGE_EXPORTER_SNIPPET, backendCode: '', htmlCode: '' },
      EMPTY_PAGE,
    );
    report('page snippet', diagnostics);
    expect(diagnostics).toEqual([]);
  });

  it('the collections snippet checks as a backend web module, with its page code', () => {
    const diagnostics = checker.check(
      {
        frontendCode: COLLECTIONS_EXPORTER_PAGE_CODE,
        backendCode: COLLECTIONS_EXPORTER_SNIPPET,
        htmlCode: '',
      },
      EMPTY_PAGE,
      { backendModule: BACKEND_MODULE },
    );
    report('collections snippet + page code', diagnostics);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
  });

  it('the check can fail: a misspelt type selector or a page module in the backend is an error', () => {
    const misspelt = checker.check(
      {
        frontendCode: PAGE_EXPORTER_SNIPPET.replace("$w('Text')", "$w('Txt')"),
        backendCode: '',
        htmlCode: '',
      },
      EMPTY_PAGE,
    );
    const pageModule = checker.check(
      {
        frontendCode: '',
        backendCode: `import wixLocationFrontend from 'wix-location-frontend';\n${COLLECTIONS_EXPORTER_SNIPPET}`,
        htmlCode: '',
      },
      EMPTY_PAGE,
      { backendModule: BACKEND_MODULE },
    );
    report('control: misspelt selector', misspelt);
    report('control: page module in backend', pageModule);
    expect(misspelt.map((d) => d.code)).toContain('unknown-selector');
    expect(pageModule.map((d) => d.code)).toContain('page-module-in-backend');
  });

  it('selects every element type the checker and the import table know', () => {
    const selected = new Set<string>(PAGE_EXPORTER_TYPES);
    const missingKnown = KNOWN_VELO_TYPES.filter((type) => !selected.has(type));
    const mappedSelectable = Object.keys(ELEMENT_TYPE_BY_WIX_TYPE).filter((type) =>
      KNOWN_VELO_TYPES.includes(type as never),
    );
    console.log(
      `snippet selects ${selected.size} types; known Velo types missing: ${missingKnown.length}`,
    );
    expect(missingKnown).toEqual([]);
    for (const type of mappedSelectable) expect(selected.has(type), type).toBe(true);
    for (const type of PAGE_EXPORTER_TYPES) {
      expect(PAGE_EXPORTER_SNIPPET).toContain(`$w('${type}')`);
    }
  });
});
