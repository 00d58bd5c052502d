import ts from 'typescript';

import { enclosingRepeater } from '../structure';
import { isFunctionLike, walk } from './ast';
import { itemCallback, selectedId, selectorNames, isSelectorCall } from './elements';
import { FixBuilder, type FixContext, type FixOutcome } from './fixes';

/**
 * `$w('#child')` inside a repeater's `onItemReady` for an element repeated in that repeater:
 * the page-level selector changes the template and every item, so all items end up showing the
 * last item's data. The item's own selector (the callback's first parameter) is what was meant.
 * Needs the declared hierarchy to know which elements are repeated.
 */

export function fixItemScope(code: string, ctx: FixContext): FixOutcome {
  const fix = new FixBuilder(code, ctx);
  const sf = fix.sf;
  const names = selectorNames(sf);
  walk(sf, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const owner = node.expression.expression;
    const repeaterId = isSelectorCall(owner, names) ? selectedId(owner) : null;
    const callback = itemCallback(node);
    if (!repeaterId || !callback || ctx.structure.byId.get(repeaterId)?.type !== 'repeater') return;

    const first = callback.parameters[0];
    if (first && !ts.isIdentifier(first.name)) return;
    const itemSelector = first && ts.isIdentifier(first.name) ? first.name.text : '$item';
    let replaced = 0;
    walk(callback.body, (inner) => {
      // A nested function given its own `$w` (a handler's second argument) is scoped already.
      if (
        isFunctionLike(inner) &&
        inner.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === '$w')
      ) {
        return false;
      }
      if (
        !ts.isCallExpression(inner) ||
        !ts.isIdentifier(inner.expression) ||
        inner.expression.text !== '$w'
      )
        return;
      const childId = selectedId(inner);
      if (!childId || enclosingRepeater(ctx.structure, childId)?.id !== repeaterId) return;
      fix.edit({
        start: inner.expression.getStart(sf),
        end: inner.expression.getEnd(),
        text: itemSelector,
      });
      fix.note(
        inner.getStart(sf),
        `\`$w('#${childId}')\` inside \`onItemReady\` of \`#${repeaterId}\` changes that element in every item; changed to \`${itemSelector}('#${childId}')\` so each item shows its own data.`,
      );
      replaced++;
    });
    if (replaced > 0 && !first) {
      // The callback had no parameters: give it the item selector it now uses.
      const open = sf.text.indexOf('(', callback.getStart(sf));
      if (open >= 0) fix.edit({ start: open + 1, end: open + 1, text: '$item' });
    }
  });
  return fix.done();
}
