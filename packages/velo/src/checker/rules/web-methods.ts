import ts from 'typescript';

import type { BackendModule } from '../../types';
import { importsBackendModule, type WebModuleStyle, webModuleStyle } from '../modules';
import { hint } from '../suggest';
import { isFunctionNode, moduleImports } from './ast';
import type { RuleContext } from './context';

/**
 * Web modules (velo-reference.md sections 8.1 and 8.2): page code can call only what the backend
 * module exposes, i.e. `webMethod(...)` exports of a .web.js file or exported functions of a .jsw.
 * Rules: web-method-not-exported, web-method-missing.
 */

type ExportKind = 'webMethod' | 'function' | 'other';

interface BackendExport {
  kind: ExportKind;
  node: ts.Node;
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function isDefaultExport(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  );
}

function valueKind(value: ts.Expression | undefined): ExportKind {
  if (!value) return 'other';
  if (isFunctionNode(value)) return 'function';
  if (!ts.isCallExpression(value)) return 'other';
  const callee = value.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : '';
  return name === 'webMethod' ? 'webMethod' : 'other';
}

/** Every export of the backend piece by exported name, with what it is. */
export function backendExports(sourceFile: ts.SourceFile): Map<string, BackendExport> {
  const locals = new Map<string, BackendExport>();
  const exported = new Map<string, BackendExport>();
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      const entry: BackendExport = { kind: 'function', node: statement.name };
      locals.set(statement.name.text, entry);
      if (isExported(statement)) {
        exported.set(isDefaultExport(statement) ? 'default' : statement.name.text, entry);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const entry: BackendExport = {
          kind: valueKind(declaration.initializer),
          node: declaration.name,
        };
        locals.set(declaration.name.text, entry);
        if (isExported(statement)) exported.set(declaration.name.text, entry);
      }
    } else if (ts.isExportAssignment(statement)) {
      exported.set('default', { kind: valueKind(statement.expression), node: statement });
    }
  }
  for (const statement of sourceFile.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) continue;
    for (const element of clause.elements) {
      const local = locals.get((element.propertyName ?? element.name).text);
      exported.set(element.name.text, local ?? { kind: 'other', node: element });
    }
  }
  return exported;
}

export function checkWebMethodImports(
  ctx: RuleContext,
  backend: ts.SourceFile,
  backendModule: BackendModule | undefined,
): void {
  const exports = backendExports(backend);
  const names = [...exports.keys()].filter((n) => n !== 'default');
  for (const info of moduleImports(ctx.sourceFile)) {
    if (!importsBackendModule(info.specifier, backendModule)) continue;
    const style = webModuleStyle(backendModule?.path ?? info.specifier);
    const file = backendModule?.path ?? info.specifier;
    if (info.defaultName) {
      ctx.report(
        info.defaultName,
        'error',
        'web-method-not-exported',
        `Web modules expose named functions, not a default export: import { ${names[0] ?? 'myFunction'} } from '${info.specifier}'.`,
      );
    }
    for (const { imported, local } of info.named) {
      const message = importProblem(imported, exports.get(imported), style, file, names);
      if (message) ctx.report(local, 'error', 'web-method-not-exported', message);
    }
  }
}

function importProblem(
  name: string,
  exported: BackendExport | undefined,
  style: WebModuleStyle,
  file: string,
  names: string[],
): string | undefined {
  if (!exported) {
    const help =
      names.length === 0 ? ' It exports nothing.' : hint(name, names, (n) => `'${n}'`, 'Exported');
    return `'${name}' is not exported by ${file}.${help}`;
  }
  if (style === 'web' && exported.kind !== 'webMethod') {
    return `'${name}' is exported by ${file} but not wrapped in webMethod(...), so page code cannot call it.`;
  }
  if (style === 'jsw' && exported.kind === 'other') {
    return `'${name}' in ${file} is not a function: a .jsw module exposes only exported functions.`;
  }
  return undefined;
}

/** The backend piece's style: from the declared module path, else from its use of webMethod. */
export function backendStyle(
  sourceFile: ts.SourceFile,
  backendModule: BackendModule | undefined,
): WebModuleStyle | undefined {
  if (backendModule) return webModuleStyle(backendModule.path);
  const usesWebModule = moduleImports(sourceFile).some((i) => i.specifier === 'wix-web-module');
  return usesWebModule ? 'web' : undefined;
}

export function checkWebMethodsWrapped(ctx: RuleContext): void {
  if (backendStyle(ctx.sourceFile, ctx.backendModule) !== 'web') return;
  for (const [name, exported] of backendExports(ctx.sourceFile)) {
    if (exported.kind !== 'function') continue;
    ctx.report(
      exported.node,
      'warning',
      'web-method-missing',
      `'${name}' is exported without webMethod(...), so page code cannot call it: export const ${name} = webMethod(Permissions.Anyone, async (...) => { ... }).`,
    );
  }
}
