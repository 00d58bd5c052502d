import ts from 'typescript';

import { findCollection, SYSTEM_FIELDS } from '../structure';
import { isStringLike, replaceString } from './ast';
import { FixBuilder, type FixContext, type FixOutcome } from './fixes';
import { nearest } from '../similarity';
import { wixDataCalls } from './wix-data';

/**
 * Field keys a declared collection does not have. wix-data does not enforce a schema, so a
 * misspelt key fails silently: a filter matches nothing, an insert stores a stray field. Keys
 * are case-sensitive ('Title' is not 'title').
 */

/** Query methods whose first argument is a field key. */
const FILTERS = new Set([
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'between',
  'contains',
  'startsWith',
  'endsWith',
  'hasSome',
  'hasAll',
  'isEmpty',
  'isNotEmpty',
  'distinct',
]);
/** Query methods whose every argument is a field key. */
const FIELD_LISTS = new Set(['ascending', 'descending', 'fields', 'include']);
const WRITES = new Set(['insert', 'save', 'update']);
const BULK_WRITES = new Set(['bulkInsert', 'bulkSave', 'bulkUpdate']);

/** The field-key arguments of a query chain: `query('C').eq('a', 1).ascending('b')`. */
function chainFieldArguments(query: ts.CallExpression): ts.StringLiteralLike[] {
  const keys: ts.StringLiteralLike[] = [];
  let node: ts.Expression = query;
  for (;;) {
    const access = node.parent;
    if (!ts.isPropertyAccessExpression(access) || access.expression !== node) break;
    const call = access.parent;
    if (!ts.isCallExpression(call) || call.expression !== access) break;
    const method = access.name.text;
    const args = FILTERS.has(method)
      ? call.arguments.slice(0, 1)
      : FIELD_LISTS.has(method)
        ? call.arguments
        : [];
    for (const arg of args) if (isStringLike(arg)) keys.push(arg);
    node = call;
  }
  return keys;
}

/** Object literals written to a collection: `insert('C', { ... })`, `bulkInsert('C', [{ ... }])`. */
function writtenObjects(call: ts.CallExpression, method: string): ts.ObjectLiteralExpression[] {
  const item = call.arguments[1];
  if (!item) return [];
  if (WRITES.has(method)) return ts.isObjectLiteralExpression(item) ? [item] : [];
  if (BULK_WRITES.has(method) && ts.isArrayLiteralExpression(item)) {
    return item.elements.filter(ts.isObjectLiteralExpression);
  }
  return [];
}

export function fixFields(code: string, ctx: FixContext): FixOutcome {
  const fix = new FixBuilder(code, ctx);
  const handled = new Set<ts.Node>();
  for (const { call, method, literal } of wixDataCalls(fix.sf)) {
    const collection = literal ? findCollection(ctx.structure, literal.text) : undefined;
    if (!collection || collection.fields.length === 0) continue;
    const fieldKeys = collection.fields.map((f) => f.key);
    const describe = (from: string, to: string): string =>
      `\`${from}\` is not a field of \`${collection.name}\` (its fields: ${fieldKeys.map((k) => `\`${k}\``).join(', ')}); changed to \`${to}\`.`;

    if (method === 'query') {
      // Filters may also name the system fields every item has.
      const known = [...fieldKeys, ...SYSTEM_FIELDS];
      for (const key of chainFieldArguments(call)) {
        if (handled.has(key) || known.includes(key.text) || key.text.includes('.')) continue;
        handled.add(key);
        const near = nearest(key.text, known);
        if (!near) continue;
        fix.edit(replaceString(fix.sf, key, near));
        fix.note(key.getStart(fix.sf), describe(key.text, near));
      }
    }

    // Writes only get declared keys: `id` must not silently become the item's `_id`.
    for (const object of writtenObjects(call, method)) {
      for (const property of object.properties) {
        const name = property.name;
        if (!name || handled.has(name)) continue;
        const key = ts.isIdentifier(name) || isStringLike(name) ? name.text : null;
        if (!key || key.startsWith('_') || fieldKeys.includes(key)) continue;
        handled.add(name);
        const near = nearest(key, fieldKeys);
        if (!near) continue;
        const start = name.getStart(fix.sf);
        if (ts.isShorthandPropertyAssignment(property)) {
          fix.edit({ start, end: name.getEnd(), text: `${near}: ${key}` });
        } else if (isStringLike(name)) {
          fix.edit(replaceString(fix.sf, name, near));
        } else {
          fix.edit({ start, end: name.getEnd(), text: near });
        }
        fix.note(start, describe(key, near));
      }
    }
  }
  return fix.done();
}
