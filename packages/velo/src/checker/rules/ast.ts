import ts from 'typescript';

import type { PieceScopes } from './scopes';

/** Small AST helpers shared by the rules. */

export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The value of a string literal or a template without substitutions. */
export function stringValue(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
    return node.text;
  }
  return undefined;
}

/** `obj.name(...)`: the called property name, else undefined. */
export function calledMethod(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
}

/** `x.method(...)` when `node` is x: the call, else undefined. */
export function methodCallOn(node: ts.Expression): ts.CallExpression | undefined {
  const access = node.parent;
  if (!access || !ts.isPropertyAccessExpression(access) || access.expression !== node) {
    return undefined;
  }
  const call = access.parent;
  return call && ts.isCallExpression(call) && call.expression === access ? call : undefined;
}

export function isFunctionNode(node: ts.Node): node is ts.SignatureDeclaration {
  return ts.isFunctionLike(node) && !ts.isTypeNode(node);
}

export function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let p = node.parent; p; p = p.parent) if (isFunctionNode(p)) return p;
  return undefined;
}

/** The name of a parameter when it is a plain identifier. */
export function parameterName(fn: ts.SignatureDeclaration, index: number): string | undefined {
  const name = fn.parameters[index]?.name;
  return name && ts.isIdentifier(name) ? name.text : undefined;
}

/** Property name text of an object-literal member, when it is static. */
export function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAwaitExpression(current) ||
    ts.isAsExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/**
 * Follows an identifier to the initializer of the variable it names (one hop), so rules see
 * `const item = {...}; insert('C', item)` like `insert('C', {...})`. Other expressions come back
 * unwrapped of parentheses and `await`.
 */
export function resolveValue(scopes: PieceScopes, node: ts.Expression): ts.Expression {
  const expression = unwrap(node);
  const initializer = scopes.variableOf(expression)?.initializer;
  return initializer ? unwrap(initializer) : expression;
}

export interface ImportInfo {
  specifier: string;
  node: ts.StringLiteralLike;
  /** `import x from` */
  defaultName?: ts.Identifier;
  /** `import * as x from` */
  namespaceName?: ts.Identifier;
  /** `import { a as b }`: imported name a, local identifier b. */
  named: { imported: string; local: ts.Identifier }[];
}

/** Static imports, `export ... from`, and `import('x')` calls with a literal specifier. */
export function moduleImports(sourceFile: ts.SourceFile): ImportInfo[] {
  const result: ImportInfo[] = [];
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      result.push(importInfo(statement.moduleSpecifier, statement.importClause));
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      result.push({
        specifier: statement.moduleSpecifier.text,
        node: statement.moduleSpecifier,
        named: [],
      });
    }
  }
  walk(sourceFile, (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const argument = node.arguments[0];
      if (argument && ts.isStringLiteralLike(argument)) {
        result.push({ specifier: argument.text, node: argument, named: [] });
      }
    }
  });
  return result;
}

function importInfo(specifier: ts.StringLiteral, clause: ts.ImportClause | undefined): ImportInfo {
  const info: ImportInfo = { specifier: specifier.text, node: specifier, named: [] };
  if (clause?.name) info.defaultName = clause.name;
  const bindings = clause?.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) info.namespaceName = bindings.name;
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) {
      info.named.push({
        imported: (element.propertyName ?? element.name).text,
        local: element.name,
      });
    }
  }
  return info;
}
