import { camel, itemsLabel, pascal, singularLabel, str } from './naming';
import { type PageContext, tellVisitor } from './page-context';
import { spotlightNames } from './page-extras';
import { writeJoinSave, writeLoginFirst, writeMyJoinIds } from './item-joins';
import type { SpotlightPlan } from './plan-types';

/**
 * The page side of a button for the member's own row about the item the page shows
 * (plan-spot-joins.ts): its label for that item ('Registered', 'Sold out'), the seats left, the
 * member's rows read once they are signed in, and the click (a visitor logs in first).
 */

/** The function that shows the button for the item shown; the spotlight calls it. */
export const spotJoinShowFn = (spot: SpotlightPlan) =>
  `show${pascal(singularLabel(spot.join?.action.collection.name ?? 'join'))}`;

export function writeSpotlightJoin(ctx: PageContext, spot: SpotlightPlan): void {
  const join = spot.join;
  if (!join) return;
  const { body } = ctx;
  const a = join.action;
  const { state } = spotlightNames(spot);
  const label = singularLabel(spot.collection.name);
  const rows = itemsLabel(a.collection.name);
  const set = camel(`my ${a.collection.name.split('/').pop() ?? a.collection.name}`);
  const load = `load${pascal(set)}`;
  const show = spotJoinShowFn(spot);
  const button = `$w(${str(`#${a.buttonId}`)})`;
  const current = `const item = ${state}.items[${state}.index];`;
  ctx.needs.add('members');
  ctx.needs.add('login');
  body.comment(
    `The ${itemsLabel(spot.collection.name)} the signed-in member has ${rows} for (_id).`,
  );
  body.line(`const ${set} = new Set();`);
  body.comment(
    `#${a.buttonId} for the ${label} shown: "${a.doneLabel}" once the member has one${join.seats ? `, "${join.seats.fullLabel}" when none are left` : ''}.`,
  );
  body.block(`async function ${show}() {`, () => {
    body.line(current);
    body.block('if (!item) {', () => body.line('return;'));
    const seats = join.seats;
    if (seats) {
      body.line('let left = null;');
      body.tryCatch(
        () => {
          if (ctx.plan.dataAccess === 'direct') {
            ctx.needs.add('wixData');
            body.line(
              `const taken = await wixData.query(${str(a.collection.name)}).eq(${str(a.field.key)}, item._id).count();`,
            );
          } else {
            ctx.imports.add(seats.countFnName);
            body.line(`const taken = await ${seats.countFnName}(item._id);`);
          }
          body.line(`left = Math.max(0, (item.${seats.capacity.key} || 0) - taken);`);
        },
        () => body.line(`console.error(${str(`Could not count the ${rows}`)}, error);`),
      );
      if (seats.textId) {
        ctx.needs.add('formatNumber');
        body.line(`$w(${str(`#${seats.textId}`)}).text = left === null ? '' : formatNumber(left);`);
      }
    }
    const mark = (text: string) => () => {
      body.line(`${button}.label = ${str(text)};`);
      body.line(`${button}.disable();`);
    };
    const open = () => body.line(`${button}.enable();`);
    body.ifElse(
      `${set}.has(item._id)`,
      mark(a.doneLabel),
      seats ? () => body.ifElse('left === 0', mark(seats.fullLabel), open) : open,
    );
  });
  body.comment(`Reads the signed-in member's ${rows} (none for a visitor), then shows the button.`);
  body.block(`async function ${load}() {`, () => {
    body.line('const member = await currentMember.getMember();');
    body.block('if (member) {', () =>
      body.tryCatch(
        () => {
          writeMyJoinIds(ctx, a);
          body.line(`ids.forEach((id) => ${set}.add(id));`);
        },
        () => body.line(`console.error(${str(`Could not load your ${rows}`)}, error);`),
      ),
    );
    body.line(`await ${show}();`);
  });
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      body.line(current);
      body.block('if (!item) {', () => body.line('return;'));
      writeLoginFirst(ctx, `${load}()`);
      body.block(`if (!${set}.has(item._id)) {`, () => {
        body.line(`${button}.disable();`);
        body.tryCatch(
          () => {
            writeJoinSave(ctx, a);
            body.line(`${set}.add(item._id);`);
          },
          () => {
            body.line(
              `console.error(${str(`Could not save your ${singularLabel(rows)}`)}, error);`,
            );
            if (spot.statusTextId)
              body.line(
                tellVisitor(
                  ctx,
                  spot.statusTextId,
                  join.seats
                    ? `error instanceof Error && error.message === ${str(join.seats.fullMessage)} ? error.message : ${str(`Sorry, your ${singularLabel(rows)} could not be saved. Please try again.`)}`
                    : str(
                        `Sorry, your ${singularLabel(rows)} could not be saved. Please try again.`,
                      ),
                  'error',
                ),
              );
          },
        );
      });
      body.line(`await ${show}();`);
    },
    '});',
  );
  body.blank();
  ctx.initialLoads.push(`${load}()`);
}
