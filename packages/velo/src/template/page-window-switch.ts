import { itemsLabel, pageElement as $ } from './naming';
import { type PageContext, viewName } from './page-context';
import type { DateWindow } from './plan-date-window';
import type { ListPlan } from './plan-types';

/**
 * Buttons showing the other side of the list's days and back: the side shown has its buttons
 * disabled, so the visitor sees which one is on.
 */
export function writeWindowSwitch(
  ctx: PageContext,
  list: ListPlan,
  flip: NonNullable<DateWindow['flip']>,
  reload: () => void,
): void {
  const { body } = ctx;
  const [other, own] = flip.key === 'past' ? ['Past', 'upcoming'] : ['Upcoming', 'past'];
  body.comment(
    `${other} ${itemsLabel(list.collection?.name ?? 'items')} instead of the ${own} ones${flip.backIds.length > 0 ? ', and back' : ''}.`,
  );
  for (const id of flip.backIds) body.line(`${$(id)}.disable();`);
  for (const [ids, on] of [
    [flip.showIds, true],
    [flip.backIds, false],
  ] as const) {
    for (const id of ids)
      body.block(
        `${$(id)}.onClick(async () => {`,
        () => {
          body.line(`${viewName(list)}.filters.${flip.key} = ${on};`);
          if (flip.backIds.length > 0) {
            for (const shown of on ? flip.showIds : flip.backIds)
              body.line(`${$(shown)}.disable();`);
            for (const other of on ? flip.backIds : flip.showIds)
              body.line(`${$(other)}.enable();`);
          }
          reload();
        },
        '});',
      );
  }
  body.blank();
}
