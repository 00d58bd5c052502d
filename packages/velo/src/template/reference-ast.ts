import ts from 'typescript';

/** Small syntax-tree helpers for reading and editing the user's reference code. */

export interface Edit {
  start: number;
  end: number;
  text: string;
}

export function parse(code: string): ts.SourceFile {
  return ts.createSourceFile('reference.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

/** True when the code parses without syntax errors (edits are only made to code that parses). */
export function parses(code: string): boolean {
  const result = ts.transpileModule(code, {
    reportDiagnostics: true,
    fileName: 'reference.js',
    compilerOptions: {
      allowJs: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
    },
  });
  return (result.diagnostics ?? []).length === 0;
}

/** Applies non-overlapping edits (any order). */
export function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  }
  return out;
}

/** The leading whitespace of the line `pos` is on. */
export function indentAt(text: string, pos: number): string {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

export function reindent(code: string, indent: string): string {
  return code
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => (l === '' ? '' : indent + l))
    .join('\n');
}

/** `$w.onReady(callback)` as a top-level statement, with its callback's block body. */
export function findOnReady(
  sf: ts.SourceFile,
): { call: ts.CallExpression; fn: ts.FunctionLikeDeclaration & { body: ts.Block } } | null {
  for (const statement of sf.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression))
      continue;
    const call = statement.expression;
    if (!isOnReady(call)) continue;
    const fn = call.arguments[0];
    if (
      fn &&
      (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
      fn.body &&
      ts.isBlock(fn.body)
    ) {
      return { call, fn: fn as ts.FunctionLikeDeclaration & { body: ts.Block } };
    }
  }
  return null;
}

export function isOnReady(call: ts.CallExpression): boolean {
  const callee = call.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === '$w' &&
    callee.name.text === 'onReady'
  );
}

export function isAsync(fn: ts.FunctionLikeDeclaration): boolean {
  return (ts.getCombinedModifierFlags(fn) & ts.ModifierFlags.Async) !== 0;
}

/** Every name the code declares (functions, variables, classes, imports), at any depth. */
export function declaredNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else
      for (const element of name.elements)
        if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  const visit = (node: ts.Node) => {
    if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name)
      names.add(node.name.text);
    if (ts.isVariableDeclaration(node)) addBinding(node.name);
    if (ts.isImportClause(node) && node.name) names.add(node.name.text);
    if (ts.isImportSpecifier(node) || ts.isNamespaceImport(node)) names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/** Renames identifiers (not property names) of `code`. */
export function renameIdentifiers(code: string, renames: Map<string, string>): string {
  if (renames.size === 0) return code;
  const sf = parse(code);
  const edits: Edit[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && renames.has(node.text) && !isPropertyName(node)) {
      edits.push({
        start: node.getStart(sf),
        end: node.getEnd(),
        text: renames.get(node.text) ?? node.text,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return applyEdits(code, edits);
}

function isPropertyName(node: ts.Identifier): boolean {
  const p = node.parent;
  return (
    (ts.isPropertyAccessExpression(p) && p.name === node) ||
    (ts.isPropertyAssignment(p) && p.name === node) ||
    (ts.isMethodDeclaration(p) && p.name === node) ||
    (ts.isBindingElement(p) && p.propertyName === node)
  );
}

/** Whether `node` holds an `await` outside nested functions. */
export function hasOwnAwait(node: ts.Node): boolean {
  if (ts.isFunctionLike(node)) return false;
  let found = false;
  const visit = (n: ts.Node) => {
    if (found || ts.isFunctionLike(n)) return;
    if (ts.isAwaitExpression(n) || (ts.isForOfStatement(n) && n.awaitModifier)) found = true;
    else ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/** Whether `node` mentions `$w(...)` or `$w.at(...)` outside `$w.onReady(...)` registrations. */
export function touchesElements(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n) && isOnReady(n)) return;
    if (ts.isFunctionLike(n)) return;
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === '$w')
      found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

export { ts };
