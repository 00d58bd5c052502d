import { singularLabel, str } from './naming';
import type { PageContext } from './page-context';
import { type BoxOpen, boxOpenFor } from './plan-item-boxes';
import type { ListPlan, Plan, RowAction } from './plan-types';

/**
 * The page side of an item button opening a box for its item (plan-item-boxes.ts): the box
 * collapsed until an item is chosen, then filled from it, expanded and scrolled to.
 */

type RowBoxOpen = Extract<RowAction, { kind: 'openBox' }>;

/** Before the list's onItemReady: the chosen item, none yet, and its box collapsed. */
export function writeBoxSetup(ctx: PageContext, list: ListPlan): void {
  for (const open of list.actions.filter((a): a is BoxOpen => a.kind === 'openBox'))
    writeChosen(ctx, open, `whose #${open.buttonId} was clicked last`);
}

function writeChosen(ctx: PageContext, open: BoxOpen | RowBoxOpen, which: string): void {
  ctx.body.comment(`The item ${which}: #${open.boxId} is for it, collapsed until one is chosen.`);
  ctx.body.line(`let ${open.itemVar} = null;`);
  ctx.body.line(`$w(${str(`#${open.boxId}`)}).collapse();`);
}

/** Inside onItemReady: the click keeps the item and opens its box. */
export function writeBoxOpen(ctx: PageContext, open: BoxOpen, list: ListPlan): void {
  ctx.body.block(
    `$item(${str(`#${open.buttonId}`)}).onClick(() => {`,
    () => writeOpen(ctx, open, 'item', list),
    '});',
  );
}

/** A table's row click keeps the row (its _id and the fields the box shows) and opens the box. */
export function writeRowBoxOpen(ctx: PageContext, list: ListPlan, open: RowBoxOpen): void {
  writeChosen(ctx, open, `whose row of #${list.id} was clicked last`);
  ctx.body.block(
    `$w(${str(`#${list.id}`)}).onRowSelect((event) => {`,
    () => writeOpen(ctx, open, 'event.rowData', list),
    '});',
  );
}

function writeOpen(
  ctx: PageContext,
  open: BoxOpen | RowBoxOpen,
  item: string,
  list: ListPlan,
): void {
  ctx.needs.add('asText');
  ctx.body.line(`${open.itemVar} = ${item};`);
  for (const s of open.shows) {
    const target = `$w(${str(`#${s.elementId}`)})`;
    const field = list.collection?.fields.find((f) => f.key === s.field);
    if (field?.type === 'image') {
      ctx.body.block(`if (${item}.${s.field}) {`, () =>
        ctx.body.line(`${target}.src = ${item}.${s.field};`),
      );
      continue;
    }
    // A rich-text field is HTML: as .text its tags would show as words.
    ctx.body.line(
      `${target}.${field?.type === 'rich-text' ? 'html' : 'text'} = asText(${item}.${s.field});`,
    );
  }
  ctx.body.line(`$w(${str(`#${open.boxId}`)}).expand();`);
  ctx.body.line(`$w(${str(`#${open.boxId}`)}).scrollTo();`);
}

/** Opening a box for an item, from its button or its table row. */
export function boxOpenStep(
  plan: Plan,
  list: ListPlan,
  open: { boxId: string; shows: { elementId: string; field: string }[] },
  where: string,
): string {
  const filled = open.shows.map((s) => `its \`${s.field}\` in \`${s.elementId}\``).join(', ');
  // Only a form in the box saves anything with the item.
  const sends = plan.forms.some((f) => boxOpenFor(plan, plan.lists, f)?.open.boxId === open.boxId);
  return `Click ${where}: \`${open.boxId}\` opens${filled ? ` with ${filled}` : ''}${sends ? `, and what is sent from it is saved with that ${singularLabel(list.collection?.name ?? 'item')}` : ''}.`;
}
