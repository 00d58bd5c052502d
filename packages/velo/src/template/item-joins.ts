import { inTemplate, itemsLabel, pascal, singularLabel, str } from './naming';
import { type PageContext, bindingLines, bindingShows, tellVisitor } from './page-context';
import { type JoinAction, joinSetName } from './plan-item-joins';
import {
  existingRowLines,
  joinRefusals,
  joinRow,
  NONE_LEFT,
  writeCountChange,
  writeTakeBack,
} from './join-functions';
import { takenName, writeSeatsShown, writeSeatsState } from './list-join-seats';
import { writeClashCheck } from './join-clashes';
import { joinedIdsLines } from './list-joined-items';
import type { ListPlan } from './plan-types';

/**
 * Code of an item button adding the member's own row about the item (plan-item-joins.ts): the
 * set of items the member has, the label each item shows, the click, and the web methods.
 */

const joinSet = (a: JoinAction) => joinSetName(a.collection.name);
const showFn = (a: JoinAction) => `show${pascal(singularLabel(a.collection.name))}`;
const loadFn = (a: JoinAction) => `load${pascal(joinSet(a))}`;

/** What the page keeps and does for each join of the list, before its onItemReady. */
export function writeJoinState(ctx: PageContext, list: ListPlan): void {
  for (const a of list.actions)
    if (a.kind === 'join' && !a.removesOnly) writeOneJoinState(ctx, list, a);
}

function writeOneJoinState(ctx: PageContext, list: ListPlan, a: JoinAction): void {
  const { body } = ctx;
  const items = itemsLabel(list.collection?.name ?? 'items');
  const button = `$item(${str(`#${a.buttonId}`)})`;
  const set = joinSet(a);
  ctx.needs.add('members');
  body.comment(`The ${items} the signed-in member has ${itemsLabel(a.collection.name)} for (_id).`);
  body.line(`const ${set} = new Set();`);
  if (a.seats) writeSeatsState(ctx, list, a, a.seats, showFn(a));
  body.comment(
    a.toggles
      ? `#${a.buttonId} says "${a.doneLabel}" for an item the member has, else "${a.undoneLabel ?? ''}".`
      : `#${a.buttonId} says "${a.doneLabel}" and is disabled for an item the member has.`,
  );
  body.block(`function ${showFn(a)}($item, item) {`, () => {
    if (a.toggles) {
      body.line(
        `${button}.label = ${set}.has(item._id) ? ${str(a.doneLabel)} : ${str(a.undoneLabel ?? '')};`,
      );
      return;
    }
    body.block(`if (${set}.has(item._id)) {`, () => {
      body.line(`${button}.label = ${str(a.doneLabel)};`);
      body.line(`${button}.disable();`);
    });
    // One in total: once the member has one, the other items' buttons are off too.
    if (a.onceInTotal)
      body.block(`if (${set}.size > 0) {`, () => body.line(`${button}.disable();`));
    if (a.seats) writeSeatsShown(ctx, a, a.seats, set);
  });
  body.comment(`Reads the member's ${itemsLabel(a.collection.name)} and marks their ${items}.`);
  body.block(`async function ${loadFn(a)}() {`, () => {
    body.line('const member = await currentMember.getMember();');
    body.block('if (!member) {', () => {
      writeMemberCount(ctx, a);
      body.line('return;');
    });
    body.tryCatch(
      () => {
        writeMyJoinIds(ctx, a);
        body.line(`ids.forEach((id) => ${set}.add(id));`);
        writeMemberCount(ctx, a);
        body.line(
          `$w(${str(`#${list.id}`)}).forEachItem(($item, item) => ${showFn(a)}($item, item));`,
        );
      },
      () =>
        body.line(
          `console.error(${str(`Could not load your ${itemsLabel(a.collection.name)}`)}, error);`,
        ),
    );
  });
  body.blank();
  ctx.initialLoads.push(`${loadFn(a)}()`);
}

/** Inside onItemReady: the item's label, and the click (a visitor logs in first). */
export function writeJoinClick(ctx: PageContext, a: JoinAction, list?: ListPlan): void {
  if (a.removesOnly && list) return writeRemoveClick(ctx, a, list);
  const { body } = ctx;
  const button = `$item(${str(`#${a.buttonId}`)})`;
  const set = joinSet(a);
  const rows = itemsLabel(a.collection.name);
  ctx.needs.add('login');
  body.line(`${showFn(a)}($item, item);`);
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      writeLoginFirst(ctx, `${loadFn(a)}()`);
      if (!a.toggles) body.block(`if (${set}.has(item._id)) {`, () => body.line('return;'));
      body.line(`${button}.disable();`);
      body.tryCatch(
        () => {
          writeJoinSave(ctx, a);
          if (a.toggles)
            body.ifElse(
              'saved',
              () => body.line(`${set}.add(item._id);`),
              () => body.line(`${set}.delete(item._id);`),
            );
          else body.line(`${set}.add(item._id);`);
          if (a.onceInTotal && list)
            body.line(
              `$w(${str(`#${list.id}`)}).forEachItem(($other, other) => ${showFn(a)}($other, other));`,
            );
          if (a.seats && !a.seats.countKey)
            body.line(`${takenName(a)}[item._id] = (${takenName(a)}[item._id] || 0) + 1;`);
          writeMemberCount(ctx, a);
          if (a.counts && list)
            writeShownCount(ctx, a.counts.field.key, list, a.toggles, a.counts.left);
          if (a.clash?.textId) body.line(`$w(${str(`#${a.clash.textId}`)}).hide();`);
          // 'the member's favourite recipes', 'their schedule' in a list of their own: read
          // again with this one (shown, for one who just logged in to click).
          // So is another list of the items when the join counts on them ('top 5 by votes').
          for (const joined of ctx.plan.lists.filter(
            (l) =>
              l.joinedBy === a ||
              l.collection === a.collection ||
              (a.counts && l !== list && l.collection?.name === a.counts.listed),
          )) {
            if (ctx.plan.memberGate?.listIds.includes(joined.id))
              body.line(`$w(${str(`#${joined.id}`)}).expand();`);
            body.line(`await load${joined.name}();`);
          }
        },
        () => {
          body.line(`console.error(${str(`Could not save your ${singularLabel(rows)}`)}, error);`);
          // 'Full: this class is full.', 'no places left': the refusal in the list's text.
          const refusals = joinRefusals(a, a.seats?.fullMessage ?? null);
          const shownIn = a.clash?.textId ?? list?.statusTextId;
          if (shownIn)
            body.line(
              tellVisitor(
                ctx,
                shownIn,
                `${refusals.map((m) => `error instanceof Error && error.message === ${str(m)} ? error.message : `).join('')}${str(`Sorry, your ${singularLabel(rows)} could not be saved. Please try again.`)}`,
                'error',
              ),
            );
        },
      );
      if (a.toggles) body.line(`${button}.enable();`);
      else body.block(`if (!${set}.has(item._id)) {`, () => body.line(`${button}.enable();`));
      body.line(`${showFn(a)}($item, item);`);
    },
    '});',
  );
}

/** A list of the member's own items: the click takes the item's row back and reads the list again. */
function writeRemoveClick(ctx: PageContext, a: JoinAction, list: ListPlan): void {
  const { body } = ctx;
  const button = `$item(${str(`#${a.buttonId}`)})`;
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      body.line(`${button}.disable();`);
      body.tryCatch(
        () => {
          writeJoinSave(ctx, a);
          body.line(`await load${list.name}();`);
        },
        () =>
          body.line(
            `console.error(${str(`Could not remove your ${singularLabel(a.collection.name)}`)}, error);`,
          ),
      );
      body.line(`${button}.enable();`);
    },
    '});',
  );
}

/** The item's count as the save left it, in the texts that show it ('12 likes'). */
function writeShownCount(
  ctx: PageContext,
  key: string,
  list: ListPlan,
  toggles: boolean,
  /** A count of what is left ('spotsLeft'): down with each row. */
  left = false,
): void {
  const { body } = ctx;
  const [add, takeBack] = left ? ['-1', '1'] : ['1', '-1'];
  body.line(
    `item.${key} = Math.max(0, (Number(item.${key}) || 0) + ${toggles ? `(saved ? ${add} : ${takeBack})` : add});`,
  );
  for (const b of list.bindings.filter((one) => bindingShows(one, key)))
    for (const line of bindingLines(ctx, '$item', b, null)) body.line(line);
}

/** How many the member has, in the text the prompt asks for it ('wishlistCount'). */
function writeMemberCount(ctx: PageContext, a: JoinAction): void {
  if (!a.countTextId) return;
  const text = `$w(${str(`#${a.countTextId}`)}).text`;
  const list = ctx.plan.lists.find((l) => l.actions.includes(a));
  if (!a.countOfAll || !list) return void ctx.body.line(`${text} = String(${joinSet(a)}.size);`);
  // 'X of Y lessons completed': out of the items the list shows.
  const [before, between, after] = a.countOfAll.map(inTemplate);
  ctx.body.line(
    `${text} = \`${before}\${${joinSet(a)}.size}${between}\${$w(${str(`#${list.id}`)}).data.length}${after}\`;`,
  );
}

/** `const ids`: the item ids of the signed-in `member`'s own rows. */
export function writeMyJoinIds(ctx: PageContext, a: JoinAction): void {
  const { body } = ctx;
  if (ctx.plan.dataAccess === 'direct') {
    ctx.needs.add('wixData');
    for (const line of joinedIdsLines(a)) body.line(line);
  } else {
    ctx.imports.add(a.mineFnName);
    body.line(`const ids = await ${a.mineFnName}();`);
  }
}

/** A visitor logs in first (Wix's login); `reload` then reads the member's own rows. */
export function writeLoginFirst(ctx: PageContext, reload: string): void {
  const { body } = ctx;
  body.comment("A visitor logs in first (Wix's login), then their own are read.");
  body.block('if (!(await currentMember.getMember())) {', () => {
    writeLoginPrompt(ctx);
    body.line(`await ${reload};`);
  });
}

/** Wix's login, in a click handler: a visitor who closes it goes no further. */
export function writeLoginPrompt(ctx: PageContext): void {
  ctx.body.tryCatch(
    () => ctx.body.line('await authentication.promptLogin();'),
    () => {
      ctx.body.line("console.error('Login was not completed', error);");
      ctx.body.line('return;');
    },
  );
}

/** Saves the member's row for `item` (a toggle: `saved` says whether they have it now). */
export function writeJoinSave(ctx: PageContext, a: JoinAction): void {
  if (ctx.plan.dataAccess === 'direct') {
    writeDirectJoin(ctx, a);
    return;
  }
  ctx.imports.add(a.fnName);
  ctx.body.line(
    `${a.toggles && !a.removesOnly ? 'const saved = ' : ''}await ${a.fnName}(item._id);`,
  );
}

/** Page-only code: the member's row, found by _owner; `saved` says whether they have it now. */
function writeDirectJoin(ctx: PageContext, a: JoinAction): void {
  const { body } = ctx;
  const c = str(a.collection.name);
  ctx.needs.add('wixData');
  body.line('const member = await currentMember.getMember();');
  for (const line of existingRowLines(a, 'item._id')) body.line(line);
  const insert = () => {
    const left = a.counts?.left ? a.counts.field.key : null;
    if (left)
      body.block(`if ((Number(item.${left}) || 0) <= 0) {`, () =>
        body.line(`throw new Error(${str(NONE_LEFT)});`),
      );
    writeClashCheck(body, a, 'item');
    body.line(`await wixData.insert(${c}, ${joinRow(a, 'item._id', 'item')});`);
    writeCountChange(body, a, 'item._id', 1);
  };
  if (!a.toggles) {
    body.block('if (existing.items.length === 0) {', insert);
    return;
  }
  const takeBack = () => writeTakeBack(body, a, 'item._id');
  if (a.removesOnly) {
    body.block('if (existing.items.length > 0) {', takeBack);
    return;
  }
  body.line('const saved = existing.items.length === 0;');
  body.ifElse('saved', insert, takeBack);
}
