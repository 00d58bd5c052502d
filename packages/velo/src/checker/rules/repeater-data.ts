import ts from 'typescript';

import type { SiteElement } from '../../structure';
import { calledMethod, isFunctionNode, propertyName, resolveValue, walk } from './ast';
import type { RuleContext } from './context';
import type { SelectorCall } from './selectors';

/**
 * Rule repeater-data-without-id: every object assigned to a repeater's `data` needs a unique
 * string `_id` (velo-reference.md section 4), else the repeater rejects the array. Checked only
 * where the objects are visible: array literals and `.map(x => ({...}))`. Objects with a spread
 * (`{...item}`) and anything else (wix-data results, variables of unknown origin) are trusted.
 */
export function checkRepeaterData(ctx: RuleContext, selectorCalls: readonly SelectorCall[]): void {
  const byCall = new Map(selectorCalls.map((s) => [s.call, s]));
  walk(ctx.sourceFile, (node) => {
    if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
      return;
    const target = node.left;
    if (!ts.isPropertyAccessExpression(target) || target.name.text !== 'data') return;
    const selected = resolveValue(ctx.scopes, target.expression);
    const selector = ts.isCallExpression(selected) ? byCall.get(selected) : undefined;
    const id = selector?.text?.trim().startsWith('#') ? selector.text.trim().slice(1) : undefined;
    const element = id === undefined ? undefined : ctx.structure.byId.get(id);
    if (element?.veloType === 'Repeater') checkItems(ctx, node.right, element);
  });
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
  if (item.properties.some((p) => ts.isSpreadAssignment(p))) return;
  const keys = item.properties.map((p) =>
    ts.isSpreadAssignment(p) ? undefined : propertyName(p.name),
  );
  if (keys.includes('_id')) return;
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
