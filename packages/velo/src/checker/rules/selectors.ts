import ts from 'typescript';

import { enclosingRepeater, KNOWN_VELO_TYPES } from '../../structure';
import { editDistance } from '../../similarity';
import { closest, hint, listNames } from '../suggest';
import {
  calledMethod,
  enclosingFunction,
  isFunctionNode,
  methodCallOn,
  parameterName,
  resolveValue,
  stringValue,
  walk,
} from './ast';
import type { RuleContext } from './context';

/**
 * Element selectors: `$w('#id')`, `$item('#id')`, `$w.at(ctx)('#id')` (velo-reference.md section 1).
 * Rules: unknown-element-id, selector-missing-hash, unknown-selector,
 * repeated-element-global-selector, element-outside-onready.
 */

export interface SelectorCall {
  call: ts.CallExpression;
  argument: ts.Expression;
  /** The selector string when it is a literal. */
  text: string | undefined;
  /** 'page': the global `$w`. 'item': a selector scoped to a repeater item or event context. */
  scope: 'page' | 'item';
}

/** Type names `$w('Type')` accepts: KNOWN_VELO_TYPES plus the other element types corvid declares. */
const TYPE_SELECTORS: ReadonlySet<string> = new Set([
  ...KNOWN_VELO_TYPES,
  'AccountNavBar',
  'CartIcon',
  'Chatbox',
  'Document',
  'Form',
  'MenuContainer',
  'Page',
  'QuickActionBar',
  'SelectionTags',
  'SignatureInput',
  'Video',
]);

/** Repeater methods taking an item callback, and that callback's argument index. */
const ITEM_CALLBACK_ARGUMENT = new Map([
  ['onItemReady', 0],
  ['forEachItem', 0],
  ['forItems', 1],
]);

function isDollarWAt(node: ts.Expression): boolean {
  return (
    ts.isCallExpression(node) &&
    calledMethod(node) === 'at' &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === '$w'
  );
}

/** Names bound to item-scoped selectors: onItemReady's `$item`, `const $scope = $w.at(...)`. */
function itemSelectorNames(sourceFile: ts.SourceFile): Set<string> {
  const names = new Set(['$item']);
  walk(sourceFile, (node) => {
    if (ts.isCallExpression(node)) {
      const index = ITEM_CALLBACK_ARGUMENT.get(calledMethod(node) ?? '');
      const callback = index === undefined ? undefined : node.arguments[index];
      const name = callback && isFunctionNode(callback) ? parameterName(callback, 0) : undefined;
      if (name) names.add(name);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (isDollarWAt(node.initializer)) names.add(node.name.text);
    }
  });
  return names;
}

/** An event handler's second parameter is a scoped `$w` (velo-reference.md section 1.4). */
function isShadowedDollarW(node: ts.Node): boolean {
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
    if (fn.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === '$w')) return true;
  }
  return false;
}

export function findSelectorCalls(sourceFile: ts.SourceFile): SelectorCall[] {
  const itemNames = itemSelectorNames(sourceFile);
  const calls: SelectorCall[] = [];
  walk(sourceFile, (node) => {
    if (!ts.isCallExpression(node)) return;
    const argument = node.arguments[0];
    if (!argument) return;
    const callee = node.expression;
    let scope: SelectorCall['scope'] | undefined;
    if (ts.isIdentifier(callee) && callee.text === '$w') {
      scope = isShadowedDollarW(node) ? 'item' : 'page';
    } else if ((ts.isIdentifier(callee) && itemNames.has(callee.text)) || isDollarWAt(callee)) {
      scope = 'item';
    }
    if (scope) calls.push({ call: node, argument, text: stringValue(argument), scope });
  });
  return calls;
}

/**
 * The id an element expression selects: `$w('#id')`, `$item('#id')`, or a variable initialised
 * with one of them; undefined when the selector is not a literal id.
 */
export function selectedId(
  ctx: RuleContext,
  byCall: ReadonlyMap<ts.CallExpression, SelectorCall>,
  element: ts.Expression,
): string | undefined {
  const selected = resolveValue(ctx.scopes, element);
  const text = ts.isCallExpression(selected) ? byCall.get(selected)?.text?.trim() : undefined;
  return text?.startsWith('#') ? text.slice(1) : undefined;
}

interface SelectorPart {
  text: string;
  start: number;
}

/** Comma-separated parts with their positions inside the literal (after its opening quote). */
function selectorParts(call: SelectorCall, sourceFile: ts.SourceFile): SelectorPart[] {
  if (call.text === undefined) return [];
  const base = call.argument.getStart(sourceFile) + 1;
  const parts: SelectorPart[] = [];
  let offset = 0;
  for (const raw of call.text.split(',')) {
    const leading = raw.length - raw.trimStart().length;
    if (raw.trim()) parts.push({ text: raw.trim(), start: base + offset + leading });
    offset += raw.length + 1;
  }
  return parts;
}

export function checkSelectors(ctx: RuleContext, calls: readonly SelectorCall[]): void {
  const ids = ctx.structure.elements.map((e) => e.id);
  for (const call of calls) {
    for (const part of selectorParts(call, ctx.sourceFile)) {
      if (part.text.startsWith('#')) checkId(ctx, call, part, ids);
      else if (!part.text.startsWith('@')) checkTypeSelector(ctx, part, ids);
    }
    if (call.scope === 'page' && !enclosingFunction(call.call)) {
      const shown = call.argument.getText(ctx.sourceFile);
      ctx.report(
        call.call,
        'warning',
        'element-outside-onready',
        `$w(${shown}) runs when the code loads, before the page is ready: move it into $w.onReady(...) or a function called from there.`,
      );
    }
  }
}

function checkId(ctx: RuleContext, call: SelectorCall, part: SelectorPart, ids: string[]): void {
  const id = part.text.slice(1);
  if (!ctx.structure.byId.has(id)) {
    const help =
      ids.length === 0
        ? ' No elements are declared for this page.'
        : hint(id, ids, (n) => `'#${n}'`, 'Declared ids');
    ctx.report(
      part.start,
      'error',
      'unknown-element-id',
      `Element '#${id}' is not declared.${help}`,
    );
    return;
  }
  const repeater = enclosingRepeater(ctx.structure, id);
  if (!repeater || call.scope !== 'page' || registersHandler(call.call)) return;
  ctx.report(
    part.start,
    'warning',
    'repeated-element-global-selector',
    `'#${id}' is inside repeater '#${repeater.id}', so $w('#${id}') changes every item: use $item('#${id}') in onItemReady, or $w.at(event.context)('#${id}') in an event handler.`,
  );
}

/** `$w('#child').onClick(...)` on a repeated element is the documented one-handler-for-all pattern. */
function registersHandler(call: ts.CallExpression): boolean {
  const method = methodCallOn(call);
  return method !== undefined && /^on[A-Z]/.test(calledMethod(method) ?? '');
}

function checkTypeSelector(ctx: RuleContext, part: SelectorPart, ids: string[]): void {
  if (TYPE_SELECTORS.has(part.text)) return;
  const id = ids.includes(part.text) ? part.text : closest(part.text, ids);
  const type = closest(part.text, TYPE_SELECTORS);
  const distance = (to: string) => editDistance(part.text.toLowerCase(), to.toLowerCase());
  if (id !== undefined && (type === undefined || distance(id) <= distance(type))) {
    ctx.report(
      part.start,
      'error',
      'selector-missing-hash',
      `'${part.text}' without '#' is read as an element type and selects nothing. Did you mean '#${id}'?`,
    );
    return;
  }
  const help =
    type !== undefined
      ? ` Did you mean the type '${type}'?`
      : ` Declared ids: ${listNames(ids, (n) => `'#${n}'`)}.`;
  ctx.report(
    part.start,
    'error',
    'unknown-selector',
    `'${part.text}' is neither a Wix element type nor an element id (ids start with '#').${help}`,
  );
}
