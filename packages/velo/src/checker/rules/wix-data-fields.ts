import ts from 'typescript';

import type { SiteCollection } from '../../structure';
import { calledMethod, methodCallOn, propertyName, resolveValue, stringValue, walk } from './ast';
import type { RuleContext } from './context';
import { checkField, type DataApi, dataMethod } from './wix-data-api';

/**
 * Rule unknown-field, where field names are visible: query filters and sorts chained from
 * `wixData.query('C')` (also through a `let query = ...` variable), and the keys of object
 * literals passed to insert/save/update and their bulk forms.
 */

/** Query methods whose first argument is a field name, and those whose every argument is. */
const FIRST_ARGUMENT_FIELD = new Set(
  'eq ne gt ge lt le between contains startsWith endsWith hasSome hasAll isEmpty isNotEmpty distinct'.split(
    ' ',
  ),
);
const EVERY_ARGUMENT_FIELD = new Set(['ascending', 'descending', 'fields', 'include']);

/** Checks the field names along `.eq('f', v).ascending('g')...`; returns the chain's end. */
export function checkQueryChain(
  ctx: RuleContext,
  start: ts.Expression,
  collection: SiteCollection,
): ts.Expression {
  let current = start;
  for (let call = methodCallOn(current); call; call = methodCallOn(current)) {
    const method = calledMethod(call) ?? '';
    const fieldArguments = FIRST_ARGUMENT_FIELD.has(method)
      ? call.arguments.slice(0, 1)
      : EVERY_ARGUMENT_FIELD.has(method)
        ? call.arguments
        : [];
    for (const argument of fieldArguments) {
      const field = stringValue(argument);
      if (field !== undefined) checkField(ctx, argument, field.split('.')[0] ?? field, collection);
    }
    current = call;
  }
  return current;
}

/** The variable a query chain initialises (`const q = wixData.query('C')...`), if any. */
export function initialisedVariable(
  ctx: RuleContext,
  chainEnd: ts.Expression,
): ts.VariableDeclaration | undefined {
  const declaration = chainEnd.parent;
  if (
    declaration &&
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer === chainEnd
  ) {
    return ctx.scopes.variableOf(declaration.name);
  }
  return undefined;
}

/** The innermost expression of `a.b(...).c(...)`: `a`. */
function chainRoot(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current)) {
    current = current.expression;
  }
  return current;
}

/**
 * Continues the field checks through query variables: `query = query.eq('f', v)`. A variable
 * also assigned a query of another collection (or anything else) is dropped, not guessed at.
 */
export function checkQueryVariables(
  ctx: RuleContext,
  api: DataApi,
  variables: Map<ts.VariableDeclaration, SiteCollection>,
): void {
  walk(ctx.sourceFile, (node) => {
    if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) {
      return;
    }
    const variable = ctx.scopes.variableOf(node.left);
    const collection = variable && variables.get(variable);
    if (!variable || !collection) return;
    const root = chainRoot(node.right);
    const queryCall = methodCallOn(root);
    const sameVariable = ctx.scopes.variableOf(root) === variable;
    const sameQuery =
      queryCall !== undefined &&
      dataMethod(queryCall, api) === 'query' &&
      stringValue(queryCall.arguments[0]) === collection.name;
    if (!sameVariable && !sameQuery) variables.delete(variable);
  });
  walk(ctx.sourceFile, (node) => {
    if (!ts.isIdentifier(node) || !methodCallOn(node)) return;
    const variable = ctx.scopes.variableOf(node);
    const collection = variable && variables.get(variable);
    if (collection) checkQueryChain(ctx, node, collection);
  });
}

/** Keys of the item objects passed to insert/save/update ('one') or their bulk forms ('many'). */
export function checkItemKeys(
  ctx: RuleContext,
  argument: ts.Expression,
  items: 'one' | 'many',
  collection: SiteCollection,
): void {
  const value = resolveValue(ctx.scopes, argument);
  const objects =
    items === 'one'
      ? [value]
      : ts.isArrayLiteralExpression(value)
        ? value.elements.map((e) => resolveValue(ctx.scopes, e))
        : [];
  for (const object of objects) {
    if (!ts.isObjectLiteralExpression(object)) continue;
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) continue;
      const key = propertyName(property.name);
      if (key !== undefined) checkField(ctx, property.name, key, collection);
    }
  }
}
