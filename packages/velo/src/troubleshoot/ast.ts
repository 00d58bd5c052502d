import ts from 'typescript';

/**
 * Parsing and editing helpers. Fixes are computed on the syntax tree and applied as text edits at
 * node positions, so everything the fix does not touch (formatting, comments) stays byte for byte.
 */

export function parse(code: string): ts.SourceFile {
  return ts.createSourceFile('page.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

/** How many syntax errors the code has (a fix must never add one). */
export function syntaxErrorCount(code: string): number {
  const output = ts.transpileModule(code, {
    fileName: 'page.js',
    reportDiagnostics: true,
    compilerOptions: { allowJs: true, noEmit: true },
  });
  return output.diagnostics?.length ?? 0;
}

export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

export interface Edited {
  code: string;
  /** Where a position in the old code is in the new code (positions inside an edit map to its start). */
  map: (pos: number) => number;
}

/** Applies non-overlapping edits; an edit overlapping an earlier-listed one is dropped. */
export function applyEdits(code: string, edits: readonly TextEdit[]): Edited {
  const accepted: TextEdit[] = [];
  for (const edit of edits) {
    const overlaps = accepted.some(
      (a) =>
        edit.start < a.end && a.start < edit.end && !(edit.start === edit.end && a.start === a.end),
    );
    if (!overlaps) accepted.push(edit);
  }
  accepted.sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let cursor = 0;
  for (const edit of accepted) {
    result += code.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  result += code.slice(cursor);
  const map = (pos: number): number => {
    let shift = 0;
    for (const edit of accepted) {
      if (edit.end <= pos && !(edit.start === edit.end && edit.start === pos)) {
        shift += edit.text.length - (edit.end - edit.start);
      } else if (edit.start < pos && pos < edit.end) {
        return edit.start + shift;
      }
    }
    return pos + shift;
  };
  return { code: result, map };
}

/** Calls `visit` on every node below `node`, depth first; returning false skips a node's children. */
export function walk(node: ts.Node, visit: (node: ts.Node) => boolean | void): void {
  node.forEachChild((child) => {
    if (visit(child) !== false) walk(child, visit);
  });
}

export function lineOf(sf: ts.SourceFile, pos: number): number {
  return sf.getLineAndCharacterOfPosition(pos).line + 1;
}

/** 1-based line and column to an offset, clamped into the file. */
export function offsetOf(code: string, line: number, column: number): number {
  const lines = code.split('\n');
  let offset = 0;
  for (let i = 0; i < Math.min(line - 1, lines.length); i++) offset += (lines[i]?.length ?? 0) + 1;
  return Math.min(code.length, offset + Math.max(0, column - 1));
}

/** The text of a plain string literal ('x', "x" or `x` without substitutions). */
export function stringValue(node: ts.Node | undefined): string | null {
  return node && isStringLike(node) ? node.text : null;
}

export type Quote = "'" | '"' | '`';

/** The quote the file mostly uses, so inserted strings look like the rest of the code. */
export function preferredQuote(sf: ts.SourceFile): Quote {
  let single = 0;
  let double = 0;
  walk(sf, (node) => {
    if (ts.isStringLiteral(node)) {
      if (sf.text[node.getStart(sf)] === '"') double++;
      else single++;
    }
  });
  return double > single ? '"' : "'";
}

export function quoted(text: string, quote: Quote): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

/** A replacement for a string literal node that keeps its quote style. */
export function replaceString(sf: ts.SourceFile, node: ts.Node, value: string): TextEdit {
  const start = node.getStart(sf);
  const quote = (sf.text[start] ?? "'") as Quote;
  return { start, end: node.getEnd(), text: quoted(value, quote) };
}

export function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessor(node) ||
    ts.isSetAccessor(node) ||
    ts.isConstructorDeclaration(node)
  );
}

/** `object.name(...)`: the call's method name when its callee is a property access. */
export function methodName(call: ts.CallExpression): string | null {
  return ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : null;
}

/** Every name the file declares (variables, parameters, functions, classes, imports). */
export function declaredNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else
      for (const element of name.elements)
        if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  walk(sf, (node) => {
    if (ts.isVariableDeclaration(node) || ts.isParameter(node)) addBinding(node.name);
    else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name)
      names.add(node.name.text);
    else if (ts.isFunctionExpression(node) && node.name) names.add(node.name.text);
    else if (ts.isImportClause(node) && node.name) names.add(node.name.text);
    else if (ts.isImportSpecifier(node) || ts.isNamespaceImport(node)) names.add(node.name.text);
    else if (ts.isCatchClause(node) && node.variableDeclaration)
      addBinding(node.variableDeclaration.name);
  });
  return names;
}

/** The innermost node whose span contains `pos`. */
export function nodeAt(sf: ts.SourceFile, pos: number): ts.Node | null {
  const found: { node: ts.Node | null } = { node: null };
  walk(sf, (node) => {
    if (node.getStart(sf) <= pos && pos < node.getEnd()) {
      found.node = node;
      return true;
    }
    return false;
  });
  return found.node;
}

export function isStringLike(node: ts.Node): node is ts.StringLiteralLike {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** The string literal at `pos`, or the first one inside the innermost node there. */
export function stringLiteralAt(sf: ts.SourceFile, pos: number): ts.StringLiteralLike | null {
  const node = nodeAt(sf, pos);
  if (!node) return null;
  if (isStringLike(node)) return node;
  const found: { literal: ts.StringLiteralLike | null } = { literal: null };
  walk(node, (child) => {
    if (found.literal) return false;
    if (isStringLike(child)) found.literal = child;
    return !found.literal;
  });
  return found.literal;
}

/** The leading whitespace of the line `pos` is on. */
export function indentAt(code: string, pos: number): string {
  const lineStart = code.lastIndexOf('\n', pos - 1) + 1;
  return /^[ \t]*/.exec(code.slice(lineStart))?.[0] ?? '';
}
