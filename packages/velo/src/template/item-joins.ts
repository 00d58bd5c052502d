import { CALLERS } from './access';
import type { ArgHelper } from './backend-args';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import { camel, itemsLabel, pascal, singularLabel, str } from './naming';
import { type PageContext, bindingLines } from './page-context';
import type { JoinAction } from './plan-item-joins';
import { takenName, writeSeatsCounts, writeSeatsShown, writeSeatsState } from './list-join-seats';
import type { ListPlan, Plan } from './plan-types';

/**
 * Code of an item button adding the member's own row about the item (plan-item-joins.ts): the
 * set of items the member has, the label each item shows, the click, and the web methods.
 */

const joinSet = (a: JoinAction) => `my${pascal(a.collection.name.split('/').pop() ?? '')}`;
const showFn = (a: JoinAction) => `show${pascal(singularLabel(a.collection.name))}`;
const loadFn = (a: JoinAction) => `load${pascal(joinSet(a))}`;

/** What the page keeps and does for each join of the list, before its onItemReady. */
export function writeJoinState(ctx: PageContext, list: ListPlan): void {
  for (const a of list.actions) if (a.kind === 'join') writeOneJoinState(ctx, list, a);
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
          if (a.seats)
            body.line(`${takenName(a)}[item._id] = (${takenName(a)}[item._id] || 0) + 1;`);
          writeMemberCount(ctx, a);
          if (a.counts && list) writeShownCount(ctx, a.counts.field.key, list, a.toggles);
        },
        () =>
          body.line(`console.error(${str(`Could not save your ${singularLabel(rows)}`)}, error);`),
      );
      if (a.toggles) body.line(`${button}.enable();`);
      else body.block(`if (!${set}.has(item._id)) {`, () => body.line(`${button}.enable();`));
      body.line(`${showFn(a)}($item, item);`);
    },
    '});',
  );
}

/** The item's count as the save left it, in the texts that show it ('12 likes'). */
function writeShownCount(ctx: PageContext, key: string, list: ListPlan, toggles: boolean): void {
  const { body } = ctx;
  body.line(
    `item.${key} = Math.max(0, (Number(item.${key}) || 0) + ${toggles ? '(saved ? 1 : -1)' : '1'});`,
  );
  for (const b of list.bindings.filter((b) => b.field.key === key))
    for (const line of bindingLines(ctx, '$item', b, null)) body.line(line);
}

/** How many the member has, in the text the prompt asks for it ('wishlistCount'). */
function writeMemberCount(ctx: PageContext, a: JoinAction): void {
  if (a.countTextId)
    ctx.body.line(`$w(${str(`#${a.countTextId}`)}).text = String(${joinSet(a)}.size);`);
}

/** `const ids`: the item ids of the signed-in `member`'s own rows. */
export function writeMyJoinIds(ctx: PageContext, a: JoinAction): void {
  const { body } = ctx;
  if (ctx.plan.dataAccess === 'direct') {
    ctx.needs.add('wixData');
    body.line(
      `const result = await wixData.query(${str(a.collection.name)}).eq('_owner', member._id).limit(1000).find();`,
    );
    body.line(`const ids = result.items.map((row) => row.${a.field.key});`);
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
  ctx.body.line(`${a.toggles ? 'const saved = ' : ''}await ${a.fnName}(item._id);`);
}

/** Page-only code: the member's row, found by _owner; `saved` says whether they have it now. */
function writeDirectJoin(ctx: PageContext, a: JoinAction): void {
  const { body } = ctx;
  const c = str(a.collection.name);
  ctx.needs.add('wixData');
  body.line('const member = await currentMember.getMember();');
  body.line(
    `const existing = await wixData.query(${c}).eq(${str(a.field.key)}, item._id).eq('_owner', member._id).limit(1).find();`,
  );
  const insert = () => {
    body.line(`await wixData.insert(${c}, ${joinRow(a, 'item._id')});`);
    writeCountChange(body, a, 'item._id', 1);
  };
  if (!a.toggles) {
    body.block('if (existing.items.length === 0) {', insert);
    return;
  }
  body.line('const saved = existing.items.length === 0;');
  body.ifElse('saved', insert, () => {
    body.line(`await wixData.remove(${c}, existing.items[0]._id);`);
    writeCountChange(body, a, 'item._id', -1);
  });
}

/**
 * The joined item's count, one up or down with the row ('increments the post's likeCount'): read
 * just before the save, as wix-data has no atomic increment; suppressAuth in a web method, where
 * members may not update the posts themselves.
 */
function writeCountChange(w: CodeWriter, a: JoinAction, id: string, by: 1 | -1): void {
  const counts = a.counts;
  if (!counts) return;
  const key = counts.field.key;
  const c = str(counts.listed);
  const server = id === 'id';
  const auth = server ? ', { suppressAuth: true }' : '';
  w.line(`const counted = await wixData.get(${c}, ${id}${auth});`);
  w.block('if (counted) {', () =>
    w.line(
      `await wixData.update(${c}, { ...counted, ${key}: Math.max(0, (Number(counted.${key}) || 0) ${by > 0 ? '+' : '-'} 1) }${auth});`,
    ),
  );
}

/** The row a member adds: the item, and their id where the collection names the member. */
function joinRow(a: JoinAction, id: string): string {
  const member = a.memberKey ? `, ${a.memberKey.key}: member._id` : '';
  return `{ ${a.field.key}: ${id}${member} }`;
}

/** The web methods: the member's rows' item ids, and adding (or toggling) one. */
export function writeJoinFunctions(
  fns: CodeWriter,
  a: JoinAction,
  helpers: Set<ArgHelper>,
  exported: Exported,
  /** The joined item's capacity: refused once as many rows name it, with `message`. */
  full: { listed: string; capacity: string; message: string } | null = null,
): void {
  const c = str(a.collection.name);
  const rows = itemsLabel(a.collection.name);
  const param = `${camel(a.field.key)}Id`;
  fns.comment(
    `The ${a.field.key} ids of the signed-in member's own ${rows}; ${CALLERS.members} may call it.`,
  );
  exported(a.mineFnName, '', 'members', () => {
    fns.line('const member = await currentMember.getMember();');
    fns.block('if (!member) {', () => fns.line('return [];'));
    fns.tryCatch(
      () => {
        fns.line(
          `const result = await wixData.query(${c}).eq('_owner', member._id).limit(1000).find();`,
        );
        fns.line(`return result.items.map((row) => row.${a.field.key});`);
      },
      () => {
        fns.line(`console.error(${str(`${a.mineFnName} failed`)}, error);`);
        fns.line(`throw new Error(${str(`Your ${rows} could not be loaded.`)});`);
      },
    );
  });
  helpers.add('textArg');
  fns.comment(
    a.toggles
      ? `Adds the signed-in member's ${singularLabel(a.collection.name)} for a ${a.field.key}, or removes it when they have one; returns whether they have it now.`
      : `Adds the signed-in member's ${singularLabel(a.collection.name)} for a ${a.field.key}, once: a second call adds nothing.`,
  );
  exported(a.fnName, param, 'members', () => {
    fns.line(`const id = textArg(${param}, ${str(param)}, { required: true, maxLength: 100 });`);
    fns.line('const member = await currentMember.getMember();');
    fns.block('if (!member) {', () => fns.line("throw new Error('Please log in first.');"));
    fns.tryCatch(
      () => {
        fns.line(
          `const existing = await wixData.query(${c}).eq(${str(a.field.key)}, id).eq('_owner', member._id).limit(1).find();`,
        );
        fns.block('if (existing.items.length > 0) {', () => {
          if (a.toggles) {
            fns.line(`await wixData.remove(${c}, existing.items[0]._id);`);
            writeCountChange(fns, a, 'id', -1);
            fns.line('return false;');
          } else fns.line('return true;');
        });
        if (full) {
          fns.comment(
            "Full once as many rows name the item as its capacity (suppressAuth counts everyone's); wix-data has no transactions, so two at the same moment can both pass.",
          );
          fns.line(`const joined = await wixData.get(${str(full.listed)}, id);`);
          fns.line(
            `const taken = await wixData.query(${c}).eq(${str(a.field.key)}, id).count({ suppressAuth: true });`,
          );
          fns.block(`if (!joined || taken >= (joined.${full.capacity} || 0)) {`, () =>
            fns.line(`throw new Error(${str(full.message)});`),
          );
        }
        fns.comment('What a member adds is theirs: Wix sets its _owner to them.');
        fns.line(`await wixData.insert(${c}, ${joinRow(a, 'id')});`);
        writeCountChange(fns, a, 'id', 1);
        fns.line('return true;');
      },
      () => {
        if (full)
          fns.block(`if (error instanceof Error && error.message === ${str(full.message)}) {`, () =>
            fns.line('throw error;'),
          );
        fns.line(`console.error(${str(`${a.fnName} failed`)}, error);`);
        fns.line(
          `throw new Error(${str(`The ${singularLabel(a.collection.name)} could not be saved.`)});`,
        );
      },
    );
  });
}

/** count<Rows>(itemId): how many rows name the item; anyone may call it, and only the number leaves. */
export function writeJoinCount(
  fns: CodeWriter,
  a: JoinAction,
  fnName: string,
  helpers: Set<ArgHelper>,
  exported: Exported,
): void {
  helpers.add('textArg');
  const param = `${camel(a.field.key)}Id`;
  fns.comment(
    `How many ${itemsLabel(a.collection.name)} name the ${a.field.key} with the id given; anyone may call it (suppressAuth counts everyone's, and only the number is sent).`,
  );
  exported(fnName, param, 'anyone', () => {
    fns.line(`const id = textArg(${param}, ${str(param)}, { required: true, maxLength: 100 });`);
    fns.tryCatch(
      () =>
        fns.line(
          `return await wixData.query(${str(a.collection.name)}).eq(${str(a.field.key)}, id).count({ suppressAuth: true });`,
        ),
      () => {
        fns.line(`console.error(${str(`${fnName} failed`)}, error);`);
        fns.line(
          `throw new Error(${str(`The ${itemsLabel(a.collection.name)} could not be counted.`)});`,
        );
      },
    );
  });
}

/** Every join's web methods: a list's item buttons, and the button for the item a page shows. */
export function writePlanJoinFunctions(
  plan: Plan,
  fns: CodeWriter,
  helpers: Set<ArgHelper>,
  exported: Exported,
  done: Set<string>,
): void {
  for (const list of plan.lists)
    for (const join of list.actions) {
      if (join.kind !== 'join') continue;
      done.add(join.fnName);
      const seats = join.seats;
      const full =
        seats && list.collection
          ? {
              listed: list.collection.name,
              capacity: seats.capacityKey,
              message: seats.fullMessage,
            }
          : null;
      writeJoinFunctions(fns, join, helpers, exported, full);
      if (seats) writeSeatsCounts(fns, join, seats, exported);
    }
  for (const spot of plan.spotlights) {
    const join = spot.join;
    if (!join || done.has(join.action.fnName)) continue;
    done.add(join.action.fnName);
    const seats = join.seats;
    writeJoinFunctions(
      fns,
      join.action,
      helpers,
      exported,
      seats
        ? { listed: spot.collection.name, capacity: seats.capacity.key, message: seats.fullMessage }
        : null,
    );
    if (seats) writeJoinCount(fns, join.action, seats.countFnName, helpers, exported);
  }
}
