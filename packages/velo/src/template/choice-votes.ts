import { changeSaid } from './change-values';
import { itemsLabel, singularLabel, str, withArticle } from './naming';
import { type PageContext, altFieldOf, bindingLines, tellVisitor } from './page-context';
import { writeOptionsLoader } from './page-options';
import { savedChanges, writeItemSave } from './page-item-changes';
import type { ChoiceVote } from './plan-choice-votes';
import type { ListPlan, Plan } from './plan-types';

/** The list of the voted items on the page, which shows the new counts after a vote. */
function resultsList(plan: Plan, vote: ChoiceVote) {
  return plan.lists.find((l) => l.collection?.name === vote.collection.name) ?? null;
}

/** Page code of a vote for the chosen item (plan-choice-votes.ts). */
export function writeChoiceVote(ctx: PageContext, vote: ChoiceVote): void {
  const { body } = ctx;
  const one = singularLabel(vote.collection.name);
  const control = `$w(${str(`#${vote.controlId}`)})`;
  const button = `$w(${str(`#${vote.buttonId}`)})`;
  const key = str(`${vote.collection.name}.${vote.fn.constants.map((c) => c.field.key).join('.')}`);
  const list = resultsList(ctx.plan, vote);
  writeOptionsLoader(ctx, vote.controlId, vote.options, false);
  ctx.needs.add('countedIds').add('local');
  const said = vote.fn.constants.map((c) => changeSaid(c, (f) => f.key)).join(', ');
  body.comment(
    `The ${one} chosen in #${vote.controlId}: ${said}, once per visitor (this browser keeps what it has counted)${list ? `; #${list.id} then shows the new counts` : ''}.`,
  );
  body.block(`if (countedIds(${key}).length > 0) {`, () => body.line(`${button}.disable();`));
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      body.line(`const chosen = ${control}.value;`);
      body.block('if (!chosen) {', () => {
        body.line(
          tellVisitor(
            ctx,
            list?.statusTextId ?? null,
            str(`Choose ${withArticle(one)} first.`),
            'error',
          ),
        );
        body.line('return;');
      });
      body.line(`${button}.disable();`);
      body.tryCatch(
        () => {
          writeItemSave(ctx, vote.fn, savedChanges(vote.fn), ['chosen'], list !== null);
          body.line(`local.setItem(${key}, JSON.stringify([...countedIds(${key}), chosen]));`);
          if (list) writeShownCounts(ctx, list, vote);
        },
        () => {
          body.line(`console.error(${str(`Could not save the ${one}`)}, error);`);
          body.line(`${button}.enable();`);
        },
      );
    },
    '});',
  );
  body.blank();
}

/**
 * The voted item's new counts in the list: a repeater does not run onItemReady again for an item
 * it already has, so the item's shown fields are set where it is.
 */
function writeShownCounts(ctx: PageContext, list: ListPlan, vote: ChoiceVote): void {
  const changed = new Set(vote.fn.constants.map((c) => c.field.key));
  const alt = altFieldOf(ctx, vote.collection);
  ctx.body.block(
    `$w(${str(`#${list.id}`)}).forEachItem(($item, item) => {`,
    () =>
      ctx.body.block('if (item._id === saved._id) {', () => {
        ctx.body.line('Object.assign(item, saved);');
        for (const b of list.bindings.filter((b) => changed.has(b.field.key)))
          for (const line of bindingLines(ctx, '$item', b, alt)) ctx.body.line(line);
      }),
    '});',
  );
}

/** How it is tried in Preview. */
export function choiceVoteStep(plan: Plan, vote: ChoiceVote): string {
  const list = resultsList(plan, vote);
  const counts = vote.fn.constants.map((c) => changeSaid(c, (f) => `\`${f.key}\``)).join(', ');
  return `Pick one of the ${itemsLabel(vote.collection.name)} in \`${vote.controlId}\` (its choices are your ${vote.collection.name} items) and click \`${vote.buttonId}\`: its ${counts}${list ? ` in \`${list.id}\`` : ''}, and the button stays disabled, also after a reload (one vote per visitor).`;
}
