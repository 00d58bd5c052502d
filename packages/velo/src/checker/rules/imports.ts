import ts from 'typescript';

import {
  isBackendOnlyModule,
  isBackendSpecifier,
  isNodeBuiltin,
  isPageOnlyModule,
  replacementModule,
} from '../modules';
import { moduleImports, walk } from './ast';
import type { RuleContext } from './context';

/**
 * Which code may import what (velo-reference.md sections 0, 8 and 9; rule idea 6 of section 13).
 * Rules: backend-module-in-page, page-module-in-backend, deprecated-module.
 */

export function checkPageImports(ctx: RuleContext): void {
  for (const { specifier, node } of moduleImports(ctx.sourceFile)) {
    const message = pageImportProblem(specifier);
    if (message) ctx.report(node, 'error', 'backend-module-in-page', message);
    reportDeprecated(ctx, specifier, node, 'frontend');
  }
}

function pageImportProblem(specifier: string): string | undefined {
  if (specifier === 'wix-web-module') {
    return "'wix-web-module' belongs in backend .web.js files: page code imports the web methods themselves, e.g. from 'backend/<name>.web'.";
  }
  if (isBackendOnlyModule(specifier)) {
    return `'${specifier}' only runs on the server: use it in a backend web method and import that method in the page.`;
  }
  if (isNodeBuiltin(specifier)) {
    return `'${specifier}' is a Node module and page code runs in the browser: use it in backend code behind a web method.`;
  }
  if (isBackendSpecifier(specifier) && /\.js$/.test(specifier) && !/\.web\.js$/.test(specifier)) {
    return `'${specifier}' is a plain backend file, which page code cannot import: expose its functions from 'backend/<name>.web.js' with webMethod.`;
  }
  return undefined;
}

export function checkBackendImports(ctx: RuleContext): void {
  for (const { specifier, node } of moduleImports(ctx.sourceFile)) {
    reportDeprecated(ctx, specifier, node, 'backend');
    if (!isPageOnlyModule(specifier)) continue;
    ctx.report(
      node,
      'error',
      'page-module-in-backend',
      `'${specifier}' only works in the browser, not in backend code: return data to the page and use '${specifier}' there.`,
    );
  }
  walk(ctx.sourceFile, (node) => {
    if (!ts.isIdentifier(node) || node.text !== '$w' || !usesAsValue(node)) return;
    ctx.report(
      node,
      'error',
      'page-module-in-backend',
      '$w exists only in page code: backend code cannot touch page elements, so return the data and set elements in the page.',
    );
  });
}

/**
 * Deprecated modules still run, so this is a warning; generated code should use the replacement
 * (velo-reference.md section 9). Reported beside a wrong-side error, since the replacement named
 * is the one for the side the code is on.
 */
function reportDeprecated(
  ctx: RuleContext,
  specifier: string,
  node: ts.Node,
  side: 'frontend' | 'backend',
): void {
  const replacement = replacementModule(specifier, side);
  if (!replacement) return;
  const where = side === 'frontend' ? 'page code' : 'backend code';
  ctx.report(
    node,
    'warning',
    'deprecated-module',
    `'${specifier}' is deprecated: in ${where} use '${replacement}' instead.`,
  );
}

/** `$w(...)` or `$w.something`, not a property or parameter that happens to be named $w. */
function usesAsValue(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isCallExpression(parent) && parent.expression === node) ||
    (ts.isPropertyAccessExpression(parent) && parent.expression === node)
  );
}
