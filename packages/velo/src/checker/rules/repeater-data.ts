import ts from 'typescript';

import type { SiteElement } from '../../structure';
import { calledMethod, isFunctionNode, propertyName, resolveValue, walk } from './ast';
import type { RuleContext } from './context';
import { type SelectorCall, selectedId } from './selectors';

/**
 * Every object assigned to a repeater's `data` needs a unique string `_id` of letters, digits and
 * '-' (velo-reference.md section 4), else the repeater rejects the whole array.
 * Rules: repeater-data-without-id, repeater-data-invalid-id. Checked only where the objects are
 * visible: array literals and `.map(x => ({...}))`. Objects whose `_id` may come from a spread
 * (`{...item}`) and anything else (wix-data results, variables of unknown origin) are trusted.
 */
export function checkRepeaterData(ctx: RuleContext, selectorCalls: readonly SelectorCall[]): void {
  const byCall = new Map(selectorCalls.map((s) => [s.call, s]));
  walk(ctx.sourceFile, (node) => {
    const assignment = dataAssignment(node);
    const id = assignment && selectedId(ctx, byCall, assignment.element);
    const element = id === undefined ? undefined : ctx.structure.byId.get(id);
    if (assignment && element?.veloType === 'Repeater') checkItems(ctx, assignment.items, element);
  });
}

/** `element.data = items`. */
export interface DataAssignment {
  element: ts.Expression;
  items: ts.Expression;
}

export function dataAssignment(node: ts.Node): DataAssignment | undefined {
  if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) {
    return undefined;
  }
  const target = node.left;
  if (!ts.isPropertyAccessExpression(target) || target.name.text !== 'data') return undefined;
  return { element: target.expression, items: node.right };
}

function checkItems(ctx: RuleContext, items: ts.Expression, repeater: SiteElement): void {
  const value = resolveValue(ctx.scopes, items);
  if (ts.isArrayLiteralExpression(value)) {
    for (const element of value.elements)
      checkItem(ctx, resolveValue(ctx.scopes, element), repeater);
    return;
  }
  const callback =
    ts.isCallExpression(value) && calledMethod(value) === 'map' ? value.arguments[0] : undefined;
  if (callback && isFunctionNode(callback)) {
    for (const returned of returnedExpressions(callback)) checkItem(ctx, returned, repeater);
  }
}

function returnedExpressions(fn: ts.SignatureDeclaration): ts.Expression[] {
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [unwrapParentheses(body)];
  const result: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionNode(node)) return;
    if (ts.isReturnStatement(node) && node.expression)
      result.push(unwrapParentheses(node.expression));
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return result;
}

function unwrapParentheses(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? unwrapParentheses(node.expression) : node;
}

function checkItem(ctx: RuleContext, item: ts.Expression, repeater: SiteElement): void {
  if (!ts.isObjectLiteralExpression(item)) return;
  const members = item.properties;
  const keys = members.map((p) => (ts.isSpreadAssignment(p) ? undefined : propertyName(p.name)));
  const idAt = keys.lastIndexOf('_id');
  const spreadAt = members.findIndex((p, i) => i > idAt && ts.isSpreadAssignment(p));
  // A spread after the last `_id` (or with no `_id`) may supply the item's `_id`.
  if (spreadAt !== -1) return;
  const idMember = members[idAt];
  if (idMember) {
    if (ts.isPropertyAssignment(idMember)) checkIdValue(ctx, idMember.initializer, repeater);
    return;
  }
  const fix = keys.includes('id')
    ? "it has 'id': rename it to '_id'"
    : "add _id (letters, digits and '-' only), e.g. _id: String(index)";
  ctx.report(
    item,
    'error',
    'repeater-data-without-id',
    `Items assigned to repeater '#${repeater.id}' need a unique string '_id' or the repeater rejects the data: ${fix}.`,
  );
}

const VALID_ID = /^[A-Za-z0-9-]+$/;

/** Literal `_id`s the repeater's validation rejects (velo-reference.md section 4, [SRC]). */
function checkIdValue(ctx: RuleContext, value: ts.Expression, repeater: SiteElement): void {
  const literal = unwrapParentheses(value);
  const problem = idProblem(literal);
  if (!problem) return;
  ctx.report(
    literal,
    'error',
    'repeater-data-invalid-id',
    `Repeater '#${repeater.id}' rejects the whole data array: ${problem}.`,
  );
}

function idProblem(literal: ts.Expression): string | undefined {
  if (ts.isNumericLiteral(literal)) {
    return `_id ${literal.text} is a number and must be a string, e.g. _id: '${literal.text}'`;
  }
  const onlyValidCharacters = "must contain only letters, digits and '-'";
  if (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) {
    if (literal.text === '') return `_id must not be empty`;
    return VALID_ID.test(literal.text) ? undefined : `_id '${literal.text}' ${onlyValidCharacters}`;
  }
  // `item_${i}`: the fixed parts end up in every id, so a bad character there is always rejected.
  if (ts.isTemplateExpression(literal)) {
    const fixed = [literal.head.text, ...literal.templateSpans.map((s) => s.literal.text)].join('');
    return /[^A-Za-z0-9-]/.test(fixed)
      ? `_id ${literal.getText()} ${onlyValidCharacters}`
      : undefined;
  }
  return undefined;
}
