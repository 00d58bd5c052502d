import ts from 'typescript';

import { indentAt, isFunctionLike, syntaxErrorCount, walk } from './ast';
import { isSelectorCall } from './elements';
import { FixBuilder, type FixContext, type FixOutcome } from './fixes';

/**
 * Element code at the top level of page code runs before the page's elements are ready, so it
 * fails or does nothing. Those statements move, in order, to the start of the page's
 * `$w.onReady` callback (top-level code ran before it, so the start keeps their order), or into
 * a new `$w.onReady` where the first of them was. A `const` moves only when nothing left outside
 * uses it.
 */

const TOP_LEVEL_SELECTORS: ReadonlySet<string> = new Set(['$w']);

/** Whether the statement touches an element while it runs (not later, inside a function). */
function touchesElementsNow(statement: ts.Statement): boolean {
  let touches = false;
  const visit = (node: ts.Node): boolean => {
    if (touches || isFunctionLike(node)) return false;
    if (isSelectorCall(node, TOP_LEVEL_SELECTORS)) touches = true;
    return !touches;
  };
  if (!visit(statement)) return touches;
  walk(statement, visit);
  return touches;
}

function isOnReady(statement: ts.Statement): statement is ts.ExpressionStatement {
  if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression))
    return false;
  const callee = statement.expression.expression;
  return ts.isPropertyAccessExpression(callee) && callee.getText() === '$w.onReady';
}

const isDeclaration = (s: ts.Statement): boolean =>
  ts.isImportDeclaration(s) ||
  ts.isFunctionDeclaration(s) ||
  ts.isClassDeclaration(s) ||
  ts.isExportDeclaration(s) ||
  ts.isExportAssignment(s) ||
  (ts.canHaveModifiers(s) &&
    !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));

function hasAwaitNow(statement: ts.Statement): boolean {
  let found = false;
  walk(statement, (node) => {
    if (found || isFunctionLike(node)) return false;
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier))
      found = true;
    return !found;
  });
  return found;
}

const hasMultilineTemplate = (statement: ts.Statement): boolean => {
  let found = false;
  walk(statement, (node) => {
    if (
      (ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      node.getText().includes('\n')
    ) {
      found = true;
    }
    return !found;
  });
  return found;
};

/**
 * Where the statement starts, with the comments written right above it (they describe it and
 * move with it); a comment separated by a blank line, like a file header, stays.
 */
function attachedCommentStart(code: string, statement: ts.Statement, sf: ts.SourceFile): number {
  const comments = ts.getLeadingCommentRanges(code, statement.getFullStart()) ?? [];
  let start = statement.getStart(sf);
  for (let i = comments.length - 1; i >= 0; i--) {
    const comment = comments[i]!;
    const gap = code.slice(comment.end, start);
    if ((gap.match(/\n/g) ?? []).length > 1) break;
    start = comment.pos;
  }
  return start;
}

/** Which candidates can move: a variable only when every use of it moves too. */
function movable(
  sf: ts.SourceFile,
  candidates: ts.Statement[],
  onReady: ts.Node | undefined,
): Set<ts.Statement> {
  const moving = new Set(candidates.filter((s) => !ts.isVariableStatement(s)));
  const variables = candidates.filter(ts.isVariableStatement);
  const inside = (node: ts.Node, container: ts.Node | undefined): boolean =>
    !!container &&
    node.getStart(sf) >= container.getStart(sf) &&
    node.getEnd() <= container.getEnd();
  for (let changed = true; changed;) {
    changed = false;
    for (const statement of variables) {
      if (moving.has(statement)) continue;
      const names = statement.declarationList.declarations.flatMap((d) =>
        ts.isIdentifier(d.name) ? [d.name.text] : [],
      );
      if (names.length !== statement.declarationList.declarations.length) continue;
      let usedOutside = false;
      walk(sf, (node) => {
        if (usedOutside || inside(node, statement)) return false;
        if (ts.isIdentifier(node) && names.includes(node.text)) {
          usedOutside = ![...moving].some((m) => inside(node, m)) && !inside(node, onReady);
        }
        return !usedOutside;
      });
      if (!usedOutside) {
        moving.add(statement);
        changed = true;
      }
    }
  }
  return moving;
}

export function fixOutsideOnReady(code: string, ctx: FixContext): FixOutcome {
  const fix = new FixBuilder(code, ctx);
  const sf = fix.sf;
  const statements = sf.statements.filter((s) => !isDeclaration(s) && !isOnReady(s));
  const candidates = statements.filter((s) => {
    const targeted =
      fix.targetsIn(['element-outside-onready'], s.getFullStart(), s.getEnd()).length > 0;
    return targeted || touchesElementsNow(s);
  });
  // Moving statements around code that does not parse could scramble it further.
  if (candidates.length === 0 || syntaxErrorCount(code) > 0) return fix.done();

  const onReadyCall = sf.statements
    .filter(isOnReady)
    .map((s) => s.expression as ts.CallExpression)[0];
  const callback = onReadyCall?.arguments[0];
  const inlineCallback =
    callback &&
    (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) &&
    ts.isBlock(callback.body)
      ? callback
      : undefined;
  const moving = [...movable(sf, candidates, inlineCallback)].sort(
    (a, b) => a.getStart(sf) - b.getStart(sf),
  );
  if (moving.length === 0) return fix.done();

  const indent = inlineCallback
    ? (() => {
        const firstInBody = (inlineCallback.body as ts.Block).statements[0];
        return firstInBody
          ? indentAt(code, firstInBody.getStart(sf))
          : `${indentAt(code, inlineCallback.getStart(sf))}  `;
      })()
    : '  ';
  const pieces = moving.map((statement) => {
    const start = attachedCommentStart(code, statement, sf);
    const lineStart = code.lastIndexOf('\n', start - 1) + 1;
    const removeStart = /^[ \t]*$/.test(code.slice(lineStart, start)) ? lineStart : start;
    const rest = /^[ \t]*\r?\n/.exec(code.slice(statement.getEnd()));
    const removeEnd = statement.getEnd() + (rest ? rest[0].length : 0);
    const text = code.slice(start, statement.getEnd());
    const lines = text.split('\n');
    const reindented = hasMultilineTemplate(statement)
      ? `${indent}${text}`
      : lines.map((line) => (line.trim() === '' ? '' : `${indent}${line}`)).join('\n');
    return { statement, removeStart, removeEnd, reindented };
  });
  const needsAsync = moving.some(hasAwaitNow);
  const body = pieces.map((p) => p.reindented).join('\n');

  if (inlineCallback) {
    for (const piece of pieces) {
      fix.edit({ start: piece.removeStart, end: piece.removeEnd, text: '' });
    }
    const open = (inlineCallback.body as ts.Block).getStart(sf) + 1;
    fix.edit({ start: open, end: open, text: `\n${body}` });
    const isAsync = ts
      .getModifiers(inlineCallback)
      ?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
    if (needsAsync && !isAsync) {
      const at = inlineCallback.getStart(sf);
      fix.edit({ start: at, end: at, text: 'async ' });
    }
  } else {
    const [first, ...others] = pieces;
    if (!first) return fix.done();
    const opening = needsAsync ? '$w.onReady(async function () {' : '$w.onReady(function () {';
    const lineStart = first.removeStart === 0 || code[first.removeStart - 1] === '\n';
    fix.edit({
      start: first.removeStart,
      end: first.removeEnd,
      text: `${lineStart ? '' : '\n'}${opening}\n${body}\n});\n`,
    });
    for (const piece of others) {
      fix.edit({ start: piece.removeStart, end: piece.removeEnd, text: '' });
    }
  }
  for (const { statement } of pieces) {
    const firstLine = statement.getText(sf).split('\n')[0] ?? '';
    const shown = firstLine.length > 60 ? `${firstLine.slice(0, 57)}...` : firstLine;
    fix.note(
      statement.getStart(sf),
      `\`${shown}\` touched page elements at the top level of the page code, before the page is ready; moved it into \`$w.onReady\`.`,
    );
  }
  return fix.done();
}
