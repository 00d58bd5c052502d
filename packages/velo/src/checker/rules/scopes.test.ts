import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { parsedSites } from '../../fixtures/sites';
import { buildStructure } from '../../structure';
import { generateWithTemplate } from '../../template';
import * as good from '../testing/good-code';
import { createScopes } from './scopes';

/**
 * The scopes must answer what TypeScript's type checker answers for the piece alone (the rules
 * asked it before): for every identifier of every piece below, the variable declaration its
 * symbol names, or nothing.
 */

/** Code written to trip a resolver: shadowing, hoisting, destructuring, non-variable names. */
const SCOPING = `
import wixData, { query as q } from 'wix-data';
import * as everything from 'wix-window';
var hoisted = 1;
const item = { title: 'a', item: 1 };
let counter = 0;
function outer(item, { title, nested: [first] }, ...rest) {
  const copy = item;
  if (copy) {
    var deep = { title };
    const item = 2;
    counter = item + deep.title + first + rest.length;
  }
  for (let i = 0, item = 3; i < item; i++) counter += i;
  for (const item of [1, 2]) counter += item;
  for (var looped in { a: 1 }) counter += looped;
  try {
    counter = deep;
  } catch (item) {
    counter = item;
  } finally {
    counter = hoisted;
  }
  try {
    counter = 1;
  } catch {
    counter = item;
  }
  switch (counter) {
    case 1: {
      const item = 4;
      counter = item;
      break;
    }
    case 2:
      let fallthrough = item;
      counter = fallthrough;
  }
  label: for (const x of rest) {
    if (x) continue label;
    break label;
  }
  return function named() {
    const named = 1;
    return named + item + looped;
  };
}
const fn = function self() {
  return self;
};
const arrow = (item = counter) => item + hoisted;
class Card {
  item = item;
  method(counter) {
    return counter + Card.name + this.item;
  }
}
const C2 = class Inner {
  make() {
    return new Inner();
  }
};
const { title: renamed, item: alias = item } = item;
const [a1, [a2]] = [item, [counter]];
const shorthand = { item, counter, renamed };
let late;
late = item.title;
late = late.item;
export const exported = item;
export { counter as publicCounter, item };
export default item;
wixData.query('C').find().then((results) => results.items);
q('C');
everything.openLightbox('x');
outer(item, {}, fn, arrow, Card, C2, a1, a2, alias, shorthand, unknownGlobal, undeclared.item);
`;

function corpus(): [string, string][] {
  const pieces: [string, string][] = [['scoping', SCOPING]];
  for (const [name, code] of Object.entries(good)) pieces.push([`good-code ${name}`, code]);
  for (const site of parsedSites()) {
    const structure = buildStructure(site.request);
    const { frontendCode, backendCode } = generateWithTemplate(
      { ...site.request, outputType: 'frontend_backend' },
      structure,
    );
    pieces.push([`${site.name} page`, frontendCode], [`${site.name} backend`, backendCode]);
  }
  return pieces.filter(([, code]) => code.trim() !== '' && !code.trimStart().startsWith('<'));
}

/** The checker of a program of the piece alone, as the rules used before. */
function typeCheckerOf(sourceFile: ts.SourceFile): ts.TypeChecker {
  const host: ts.CompilerHost = {
    getSourceFile: (fileName) => (fileName === sourceFile.fileName ? sourceFile : undefined),
    getDefaultLibFileName: () => 'lib.d.ts',
    writeFile: () => undefined,
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (fileName) => fileName === sourceFile.fileName,
    readFile: () => undefined,
  };
  const options = { allowJs: true, noLib: true, noResolve: true, types: [] };
  return ts.createProgram({ rootNames: [sourceFile.fileName], options, host }).getTypeChecker();
}

function identifiers(node: ts.Node, out: ts.Identifier[] = []): ts.Identifier[] {
  if (ts.isIdentifier(node)) out.push(node);
  ts.forEachChild(node, (child) => void identifiers(child, out));
  return out;
}

/** Where a node is, readable in a failure: `line:column text`. */
function where(sourceFile: ts.SourceFile, node: ts.Node | undefined): string {
  if (!node) return 'none';
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return `${line + 1}:${character + 1} ${node.getText(sourceFile).slice(0, 40)}`;
}

describe('piece scopes', () => {
  const pieces = corpus();

  it('cover the template engine for every fixture site, and idiomatic code', () => {
    expect(pieces.length).toBeGreaterThan(30);
  });

  it.each(pieces)('%s: every name resolves as TypeScript resolves it', (_name, code) => {
    const sourceFile = ts.createSourceFile('/piece.js', code, ts.ScriptTarget.ES2020, true);
    const checker = typeCheckerOf(sourceFile);
    const scopes = createScopes();
    const differences: string[] = [];
    for (const identifier of identifiers(sourceFile)) {
      const declaration = checker.getSymbolAtLocation(identifier)?.valueDeclaration;
      const expected =
        declaration && ts.isVariableDeclaration(declaration) ? declaration : undefined;
      const actual = scopes.variableOf(identifier);
      if (actual !== expected) {
        const found = `expected ${where(sourceFile, expected)}, got ${where(sourceFile, actual)}`;
        differences.push(`${where(sourceFile, identifier)}: ${found}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('tells apart a variable and the property or parameter of the same name', () => {
    const sourceFile = ts.createSourceFile('/piece.js', SCOPING, ts.ScriptTarget.ES2020, true);
    const scopes = createScopes();
    const named = identifiers(sourceFile).filter((id) => id.text === 'item');
    const resolved = new Set(named.map((id) => scopes.variableOf(id)?.getStart(sourceFile)));
    // Six variables named item (the file's, outer's `const` in the if block and `let` in the
    // for, the for-of's, the catch binding, the switch case's), and parameters and properties.
    expect(resolved.size).toBe(7);
    expect(resolved.has(undefined)).toBe(true);
  });
});
