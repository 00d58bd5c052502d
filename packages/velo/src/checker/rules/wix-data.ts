import ts from 'typescript';

import { findCollection, type SiteCollection } from '../../structure';
import { hint } from '../suggest';
import { calledMethod, propertyName, stringValue, walk } from './ast';
import type { RuleContext } from './context';
import { type DataApi, dataApi, dataMethod } from './wix-data-api';
import {
  checkItemKeys,
  checkQueryChain,
  checkQueryVariables,
  initialisedVariable,
} from './wix-data-fields';

/**
 * wix-data calls against the declared collections (velo-reference.md section 7).
 * Rules: unknown-collection, unknown-field (see wix-data-fields), limit-too-large,
 * update-without-id.
 */

const ITEM_ARGUMENT = new Map<string, 'one' | 'many'>([
  ['insert', 'one'],
  ['save', 'one'],
  ['update', 'one'],
  ['bulkInsert', 'many'],
  ['bulkSave', 'many'],
  ['bulkUpdate', 'many'],
]);

const MAX_LIMIT = 1000;

export function checkWixData(ctx: RuleContext): void {
  const api = dataApi(ctx.sourceFile);
  const queryVariables = new Map<ts.VariableDeclaration, SiteCollection>();
  walk(ctx.sourceFile, (node) => {
    if (!ts.isCallExpression(node)) return;
    checkLimit(ctx, node);
    const method = dataMethod(node, api);
    if (method === 'update') checkUpdateHasId(ctx, node);
    if (method) checkDataCall(ctx, api, node, method, queryVariables);
  });
  if (queryVariables.size > 0) checkQueryVariables(ctx, api, queryVariables);
}

function checkDataCall(
  ctx: RuleContext,
  api: DataApi,
  call: ts.CallExpression,
  method: string,
  queryVariables: Map<ts.VariableDeclaration, SiteCollection>,
): void {
  const argument = call.arguments[0];
  const name = stringValue(argument);
  if (!argument || name === undefined) return;
  const collection = findCollection(ctx.structure, name);
  if (!collection) {
    reportUnknownCollection(ctx, argument, name);
    return;
  }
  // Without declared fields there is nothing to hold field names against.
  if (collection.fields.length === 0) return;
  if (method === 'query') {
    const variable = initialisedVariable(ctx, checkQueryChain(ctx, call, collection));
    if (variable) queryVariables.set(variable, collection);
  }
  const items = ITEM_ARGUMENT.get(method);
  const itemArgument = call.arguments[1];
  if (items && itemArgument) checkItemKeys(ctx, itemArgument, items, collection);
}

function reportUnknownCollection(ctx: RuleContext, at: ts.Node, name: string): void {
  const names = ctx.structure.collections.map((c) => c.name);
  // App collections ('Stores/Products', 'Members/PrivateMembersData') exist once the app is installed.
  if (name.includes('/')) {
    ctx.report(
      at,
      'warning',
      'unknown-collection',
      `Collection '${name}' is not declared; it exists only if the Wix app that provides it is installed.`,
    );
    return;
  }
  const help =
    names.length === 0 ? ' No collections are declared.' : hint(name, names, (n) => `'${n}'`);
  ctx.report(
    at,
    'error',
    'unknown-collection',
    `Collection '${name}' is not declared (WDE0025 at runtime).${help}`,
  );
}

/**
 * update() replaces the item with that `_id`, so an item literal without one always fails with
 * WDE0007 (velo-reference.md section 12.3, rule idea 7 of section 13). A spread or a computed key
 * may supply the `_id`, so such literals are trusted. Only a literal written in the call: a
 * variable may be given its `_id` after it was made (`item._id = id`).
 */
function checkUpdateHasId(ctx: RuleContext, call: ts.CallExpression): void {
  const item = call.arguments[1];
  if (!item || !ts.isObjectLiteralExpression(item)) return;
  const keys = item.properties.map((p) =>
    ts.isSpreadAssignment(p) ? undefined : propertyName(p.name),
  );
  if (keys.includes('_id') || keys.includes(undefined)) return;
  ctx.report(
    item,
    'error',
    'update-without-id',
    `${call.expression.getText(ctx.sourceFile)}() needs the item's '_id' or it fails with WDE0007 ("Updated object must have an _id property that is a string"): include the _id of the stored item, or use insert() to add a new one.`,
  );
}

function checkLimit(ctx: RuleContext, call: ts.CallExpression): void {
  const argument = call.arguments[0];
  if (calledMethod(call) !== 'limit' || !argument || !ts.isNumericLiteral(argument)) return;
  if (Number(argument.text) <= MAX_LIMIT) return;
  ctx.report(
    argument,
    'error',
    'limit-too-large',
    `limit(${argument.text}) is above the wix-data maximum of ${MAX_LIMIT} (WDE0077): page through results with .skip() or result.next().`,
  );
}
