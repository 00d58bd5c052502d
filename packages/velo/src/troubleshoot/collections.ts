import ts from 'typescript';

import { isStringLike, replaceString, stringLiteralAt, walk } from './ast';
import { FixBuilder, type FixContext, type FixOutcome } from './fixes';
import { nearest } from '../similarity';
import { wixDataCalls } from './wix-data';

/**
 * Collection names wix-data does not know: at runtime every call rejects with
 * `WDE0025 The X collection does not exist.` Names are case-sensitive, so 'products' and
 * 'Product' both fail when the collection is 'Products'.
 */

/** Collection names the error text says do not exist (WDE0025 / WDE0026). */
export function collectionsInError(errorDetails: string): string[] {
  const names = [
    ...errorDetails.matchAll(
      /The\s+["'`]?([A-Za-z][\w/-]*)["'`]?\s+collection\s+(?:does not exist|has been removed)/g,
    ),
  ]
    .map((m) => m[1])
    .filter((name): name is string => !!name);
  return [...new Set(names)];
}

/**
 * Whether a string is handed on as a name (a call's first argument, a variable's value, a
 * `collection:` option) rather than shown to visitors ('products' as a heading stays).
 */
function usedAsName(literal: ts.StringLiteralLike): boolean {
  const parent = literal.parent;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const isConsole =
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'console';
    return parent.arguments[0] === literal && !isConsole;
  }
  if (ts.isVariableDeclaration(parent)) return parent.initializer === literal;
  return ts.isPropertyAssignment(parent) && /collection/i.test(parent.name.getText());
}

export function fixCollections(code: string, ctx: FixContext): FixOutcome {
  const fix = new FixBuilder(code, ctx);
  const declared = ctx.structure.collections.map((c) => c.name);
  const handled = new Set<ts.Node>();
  const named = collectionsInError(ctx.errorDetails);

  /** Returns whether the literal now names a declared collection. */
  const fixLiteral = (literal: ts.StringLiteralLike, force: boolean): boolean => {
    const name = literal.text;
    if (declared.includes(name)) return true;
    if (handled.has(literal)) return false;
    handled.add(literal);
    // App collections ('Stores/Products') are real without being declared; only fix them on request.
    if (name.includes('/') && !force) return false;
    const near = nearest(name, declared);
    if (!near) {
      fix.warn(
        declared.length > 0
          ? `\`${name}\` is not a declared collection and none is close enough to guess: use the collection's exact id from the CMS (declared: ${declared.map((d) => `\`${d}\``).join(', ')}).`
          : `\`${name}\` is used as a collection, but no collections are declared: add it (with its fields) to the site structure, or create it in the CMS with exactly that id.`,
      );
      return false;
    }
    fix.edit(replaceString(fix.sf, literal, near));
    fix.note(
      literal.getStart(fix.sf),
      `\`${name}\` is not a declared collection (wix-data fails with "WDE0025 The ${name} collection does not exist."); changed to \`${near}\`.`,
    );
    return true;
  };

  for (const { literal } of wixDataCalls(fix.sf)) if (literal) fixLiteral(literal, false);

  // The error names the collection: fix it wherever the code passes it on, even to helpers.
  for (const name of named) {
    let found = false;
    walk(fix.sf, (node) => {
      if (isStringLike(node) && node.text === name && usedAsName(node)) {
        fixLiteral(node, true);
        found = true;
      }
    });
    if (!found && !declared.includes(name)) {
      fix.warn(
        `The error names the \`${name}\` collection, which the code does not spell out: if a dataset on the page is connected to it, reconnect the dataset to ${declared.length > 0 ? `one of the declared collections (${declared.map((d) => `\`${d}\``).join(', ')})` : 'an existing collection'} in the editor.`,
      );
    }
  }

  for (const target of ctx.targets) {
    if (target.code !== 'unknown-collection') continue;
    const literal = stringLiteralAt(fix.sf, target.pos);
    if (literal) fixLiteral(literal, true);
  }
  return fix.done();
}
