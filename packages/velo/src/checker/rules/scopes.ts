import ts from 'typescript';

import { isFunctionNode } from './ast';

/**
 * Which variable a name in a piece refers to, by JavaScript's scoping rules: `let`, `const`,
 * classes and function declarations belong to their block, `var` to its function (or the file),
 * parameters to their function, and the innermost declaration of a name hides the outer ones.
 * The rules only follow a variable to its initializer and compare variables, so this answers what
 * TypeScript's type checker would for the piece alone (its symbol's first declaration), without
 * building a program for each piece: that cost more CPU than the rest of a check (decision 015).
 */
export interface PieceScopes {
  /**
   * The `const`/`let`/`var` declaration (`x = …`, not destructured) that `node` names, as a
   * reference or as the declaration's own name; undefined for anything else (a parameter, an
   * import, a property name, a global).
   */
  variableOf(node: ts.Node): ts.VariableDeclaration | undefined;
}

/** A scope's names and the node declaring each (the first, as for `var x; var x`). */
type Declared = Map<string, ts.Node>;

export function createScopes(): PieceScopes {
  const declaredIn = new WeakMap<ts.Node, Declared>();
  const namesOf = (scope: ts.Node): Declared => {
    let names = declaredIn.get(scope);
    if (!names) {
      names = collectNames(scope);
      declaredIn.set(scope, names);
    }
    return names;
  };
  return {
    variableOf(node) {
      if (!ts.isIdentifier(node) || !node.parent) return undefined;
      const parent = node.parent;
      if (ts.isVariableDeclaration(parent) && parent.name === node) return parent;
      if (!isReference(node, parent)) return undefined;
      for (let scope: ts.Node | undefined = parent; scope; scope = scope.parent) {
        if (!isScope(scope)) continue;
        const declaration = namesOf(scope).get(node.text);
        if (declaration) return ts.isVariableDeclaration(declaration) ? declaration : undefined;
      }
      return undefined;
    },
  };
}

/** False for a name that is not an expression: a property, a label, any other declaration's. */
function isReference(node: ts.Identifier, parent: ts.Node): boolean {
  if ((parent as { name?: ts.Node }).name === node) return false;
  // `export { x as y }` names the file's x; `import { x as y }` and `{ x: y }` name a property.
  if ((parent as { propertyName?: ts.Node }).propertyName === node) {
    return ts.isExportSpecifier(parent) && !parent.parent.parent.moduleSpecifier;
  }
  if ((parent as { label?: ts.Node }).label === node) return false;
  return !ts.isQualifiedName(parent);
}

function isScope(node: ts.Node): boolean {
  return (
    ts.isSourceFile(node) ||
    ts.isBlock(node) ||
    ts.isModuleBlock(node) ||
    ts.isCaseBlock(node) ||
    ts.isForStatement(node) ||
    ts.isForInStatement(node) ||
    ts.isForOfStatement(node) ||
    ts.isCatchClause(node) ||
    ts.isClassLike(node) ||
    isFunctionNode(node)
  );
}

function collectNames(scope: ts.Node): Declared {
  const names: Declared = new Map();
  const add = (name: ts.Node | undefined, declaration: ts.Node) => {
    if (name && ts.isIdentifier(name) && !names.has(name.text)) names.set(name.text, declaration);
  };
  if (isFunctionNode(scope)) {
    if (ts.isFunctionExpression(scope)) add(scope.name, scope);
    for (const parameter of scope.parameters) addBindings(parameter.name, parameter, add);
    const body = (scope as { body?: ts.Node }).body;
    if (body) addVars(body, add);
    return names;
  }
  if (ts.isClassLike(scope)) {
    add(scope.name, scope);
    return names;
  }
  if (ts.isCatchClause(scope)) {
    const variable = scope.variableDeclaration;
    if (variable) addBindings(variable.name, variable, add);
    return names;
  }
  if (ts.isForStatement(scope) || ts.isForInStatement(scope) || ts.isForOfStatement(scope)) {
    const initializer = scope.initializer;
    if (initializer && ts.isVariableDeclarationList(initializer) && isBlockScoped(initializer)) {
      for (const variable of initializer.declarations) addBindings(variable.name, variable, add);
    }
    return names;
  }
  const statements = ts.isCaseBlock(scope)
    ? scope.clauses.flatMap((clause) => [...clause.statements])
    : (scope as ts.Block | ts.SourceFile | ts.ModuleBlock).statements;
  for (const statement of statements) addBlockScoped(statement, add);
  if (ts.isSourceFile(scope)) addVars(scope, add);
  return names;
}

type Add = (name: ts.Node | undefined, declaration: ts.Node) => void;

/** The names a statement declares in its block: let/const, functions, classes, imports. */
function addBlockScoped(statement: ts.Statement, add: Add): void {
  if (ts.isVariableStatement(statement) && isBlockScoped(statement.declarationList)) {
    for (const variable of statement.declarationList.declarations) {
      addBindings(variable.name, variable, add);
    }
  } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
    add(statement.name, statement);
  } else if (ts.isImportDeclaration(statement) && statement.importClause) {
    const clause = statement.importClause;
    add(clause.name, clause);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) add(bindings.name, bindings);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) add(element.name, element);
    }
  }
}

/** `var` declarations anywhere in a function body or file, but not in nested functions or classes. */
function addVars(node: ts.Node, add: Add): void {
  ts.forEachChild(node, function visit(child): void {
    if (isFunctionNode(child) || ts.isClassLike(child)) return;
    if (ts.isVariableDeclarationList(child) && !isBlockScoped(child)) {
      for (const variable of child.declarations) addBindings(variable.name, variable, add);
    }
    ts.forEachChild(child, visit);
  });
}

/** Each name of `x`, `{ a, b: [c] }` or `[d, ...e]`, declared by `declaration` or its element. */
function addBindings(name: ts.BindingName, declaration: ts.Node, add: Add): void {
  if (ts.isIdentifier(name)) {
    add(name, declaration);
    return;
  }
  for (const element of name.elements) {
    if (ts.isBindingElement(element)) addBindings(element.name, element, add);
  }
}

function isBlockScoped(list: ts.VariableDeclarationList): boolean {
  return (list.flags & ts.NodeFlags.BlockScoped) !== 0;
}
