import ts from 'typescript';

import { SYSTEM_FIELDS, type SiteCollection } from '../../structure';
import { hint } from '../suggest';
import { moduleImports } from './ast';
import type { RuleContext } from './context';

/** How a piece reaches wix-data, and the field check the wix-data rules share. */

/** wix-data functions whose first argument is a collection id (velo-reference.md section 7.1). */
const COLLECTION_METHODS = new Set(
  [
    'query get insert update save remove truncate aggregate queryReferenced isReferenced',
    'bulkInsert bulkUpdate bulkSave bulkRemove insertReference removeReference replaceReferences',
  ]
    .join(' ')
    .split(' '),
);

export interface DataApi {
  /** Local names of the wix-data module object: `wixData`, or the `items` of '@wix/data'. */
  objects: Set<string>;
  /** `import { query } from 'wix-data'`: local name to function name. */
  functions: Map<string, string>;
}

export function dataApi(sourceFile: ts.SourceFile): DataApi {
  const api: DataApi = { objects: new Set(['wixData']), functions: new Map() };
  for (const info of moduleImports(sourceFile)) {
    if (info.specifier === 'wix-data') {
      if (info.defaultName) api.objects.add(info.defaultName.text);
      if (info.namespaceName) api.objects.add(info.namespaceName.text);
      for (const { imported, local } of info.named) {
        if (COLLECTION_METHODS.has(imported)) api.functions.set(local.text, imported);
      }
    }
    if (info.specifier === '@wix/data') {
      for (const { imported, local } of info.named) {
        if (imported === 'items') api.objects.add(local.text);
      }
    }
  }
  return api;
}

/** The wix-data function a call invokes with a collection id, e.g. 'query' for wixData.query(...). */
export function dataMethod(call: ts.CallExpression, api: DataApi): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return api.functions.get(callee.text);
  if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    api.objects.has(callee.expression.text) &&
    COLLECTION_METHODS.has(callee.name.text)
  ) {
    return callee.name.text;
  }
  return undefined;
}

/** `_publishStatus` exists on collections with drafts (velo-reference.md section 7.4). */
const ALWAYS_ALLOWED_FIELDS = new Set<string>([...SYSTEM_FIELDS, '_publishStatus']);

/** Rule unknown-field: `field` must be a declared field of the collection or a system field. */
export function checkField(
  ctx: RuleContext,
  at: ts.Node,
  field: string,
  collection: SiteCollection,
): void {
  const keys = collection.fields.map((f) => f.key);
  if (ALWAYS_ALLOWED_FIELDS.has(field) || keys.includes(field)) return;
  const help = hint(field, keys, (n) => `'${n}'`, 'Declared fields');
  ctx.report(
    at,
    'error',
    'unknown-field',
    `Field '${field}' is not declared in collection '${collection.name}'.${help}`,
  );
}
