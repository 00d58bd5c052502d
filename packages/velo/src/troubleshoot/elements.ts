import ts from 'typescript';

import { stringValue, walk } from './ast';

/**
 * Finding element selections in page code: `$w('#id')`, `$item('#id')` inside repeater
 * callbacks (whatever the parameter is called) and `$w.at(event.context)('#id')`.
 */

const ITEM_CALLBACK_ARGUMENT: Record<string, number> = {
  onItemReady: 0,
  forEachItem: 0,
  forItems: 1,
};

/** The callback a repeater method is given, when it is written inline. */
export function itemCallback(
  call: ts.CallExpression,
): ts.ArrowFunction | ts.FunctionExpression | null {
  if (!ts.isPropertyAccessExpression(call.expression)) return null;
  const index = ITEM_CALLBACK_ARGUMENT[call.expression.name.text];
  const callback = index === undefined ? undefined : call.arguments[index];
  return callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))
    ? callback
    : null;
}

const isDollarWAt = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === '$w' &&
  node.expression.name.text === 'at';

/** Every name that works like `$w` in this file. */
export function selectorNames(sf: ts.SourceFile): Set<string> {
  const names = new Set(['$w', '$item']);
  walk(sf, (node) => {
    if (ts.isCallExpression(node)) {
      const first = itemCallback(node)?.parameters[0]?.name;
      if (first && ts.isIdentifier(first)) names.add(first.text);
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isDollarWAt(node.initializer)
    ) {
      names.add(node.name.text);
    }
  });
  return names;
}

export function isSelectorCall(
  node: ts.Node,
  names: ReadonlySet<string>,
): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  return (ts.isIdentifier(callee) && names.has(callee.text)) || isDollarWAt(callee);
}

/** The element id a selector call names, when it names exactly one (`'#id'`). */
export function selectedId(call: ts.CallExpression): string | null {
  const selector = stringValue(call.arguments[0])?.trim();
  return selector && /^#[A-Za-z][\w]*$/.test(selector) ? selector.slice(1) : null;
}

/** All selector calls in the file, in source order. */
export function selectorCalls(sf: ts.SourceFile): ts.CallExpression[] {
  const names = selectorNames(sf);
  const calls: ts.CallExpression[] = [];
  walk(sf, (node) => {
    if (isSelectorCall(node, names)) calls.push(node);
  });
  return calls;
}
