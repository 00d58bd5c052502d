import ts from 'typescript';

import { isStringLike, walk } from './ast';

/** Finding wix-data calls and the collection name each one uses (velo-reference §7.1). */

export const COLLECTION_METHODS: ReadonlySet<string> = new Set([
  'query',
  'get',
  'insert',
  'update',
  'save',
  'remove',
  'bulkInsert',
  'bulkUpdate',
  'bulkSave',
  'bulkRemove',
  'truncate',
  'aggregate',
  'queryReferenced',
  'insertReference',
  'removeReference',
  'replaceReferences',
  'isReferenced',
]);

/** The local names wix-data is imported under (`wixData` even when the import is missing). */
export function wixDataNames(sf: ts.SourceFile): Set<string> {
  const names = new Set(['wixData']);
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    if (statement.moduleSpecifier.text !== 'wix-data') continue;
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
      names.add(clause.namedBindings.name.text);
    }
  }
  return names;
}

export interface DataCall {
  call: ts.CallExpression;
  method: string;
  /** The string literal holding the collection name, directly or through a `const`. */
  literal: ts.StringLiteralLike | null;
}

/** `const NAME = 'Products'` declarations, so `wixData.query(NAME)` can be followed. */
function constantStrings(sf: ts.SourceFile): Map<string, ts.StringLiteralLike> {
  const constants = new Map<string, ts.StringLiteralLike>();
  walk(sf, (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isStringLike(node.initializer) &&
      ts.isVariableDeclarationList(node.parent) &&
      (node.parent.flags & ts.NodeFlags.Const) !== 0 &&
      !constants.has(node.name.text)
    ) {
      constants.set(node.name.text, node.initializer);
    }
  });
  return constants;
}

export function wixDataCalls(sf: ts.SourceFile): DataCall[] {
  const names = wixDataNames(sf);
  const constants = constantStrings(sf);
  const calls: DataCall[] = [];
  walk(sf, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const owner = node.expression.expression;
    const method = node.expression.name.text;
    if (!ts.isIdentifier(owner) || !names.has(owner.text) || !COLLECTION_METHODS.has(method))
      return;
    const argument = node.arguments[0];
    const literal =
      argument && isStringLike(argument)
        ? argument
        : argument && ts.isIdentifier(argument)
          ? (constants.get(argument.text) ?? null)
          : null;
    calls.push({ call: node, method, literal });
  });
  return calls;
}
