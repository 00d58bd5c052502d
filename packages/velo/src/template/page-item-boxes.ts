import { str } from './naming';
import type { PageContext } from './page-context';
import type { BoxOpen } from './plan-item-boxes';
import type { ListPlan } from './plan-types';

/**
 * The page side of an item button opening a box for its item (plan-item-boxes.ts): the box
 * collapsed until an item is chosen, then filled from it, expanded and scrolled to.
 */

/** Before the list's onItemReady: the chosen item, none yet, and its box collapsed. */
export function writeBoxSetup(ctx: PageContext, list: ListPlan): void {
  for (const open of list.actions.filter((a): a is BoxOpen => a.kind === 'openBox')) {
    ctx.body.comment(
      `The item whose #${open.buttonId} was clicked last: #${open.boxId} is for it, collapsed until one is chosen.`,
    );
    ctx.body.line(`let ${open.itemVar} = null;`);
    ctx.body.line(`$w(${str(`#${open.boxId}`)}).collapse();`);
  }
}

/** Inside onItemReady: the click keeps the item and opens its box. */
export function writeBoxOpen(ctx: PageContext, open: BoxOpen): void {
  ctx.needs.add('asText');
  ctx.body.block(
    `$item(${str(`#${open.buttonId}`)}).onClick(() => {`,
    () => {
      ctx.body.line(`${open.itemVar} = item;`);
      for (const s of open.shows)
        ctx.body.line(`$w(${str(`#${s.elementId}`)}).text = asText(item.${s.field});`);
      ctx.body.line(`$w(${str(`#${open.boxId}`)}).expand();`);
      ctx.body.line(`$w(${str(`#${open.boxId}`)}).scrollTo();`);
    },
    '});',
  );
}
