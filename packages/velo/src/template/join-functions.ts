import { CALLERS } from './access-names';
import type { ArgHelper } from './backend-args';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import { camel, itemsLabel, singularLabel, str } from './naming';
import type { JoinAction } from './plan-item-joins';
import type { Plan } from './plan-types';
import { writeSeatsCounts } from './list-join-seats';
import { writeClashCheck } from './join-clashes';
import { joinedIdsLines } from './list-joined-items';

/** The web methods of joins (item-joins.ts has their page code): a member's rows and counts. */

/**
 * The joined item's count, one up or down with the row ('increments the post's likeCount'): read
 * just before the save, as wix-data has no atomic increment; suppressAuth in a web method, where
 * members may not update the posts themselves.
 */
export function writeCountChange(w: CodeWriter, a: JoinAction, id: string, by: 1 | -1): void {
  const counts = a.counts;
  if (!counts) return;
  const key = counts.field.key;
  const c = str(counts.listed);
  const server = id === 'id';
  const auth = server ? ', { suppressAuth: true }' : '';
  // A count of what is left goes down as rows are added.
  const up = counts.left ? by < 0 : by > 0;
  w.line(`const counted = await wixData.get(${c}, ${id}${auth});`);
  w.block('if (counted) {', () =>
    w.line(
      `await wixData.update(${c}, { ...counted, ${key}: Math.max(0, (Number(counted.${key}) || 0) ${up ? '+' : '-'} 1) }${auth});`,
    ),
  );
}

/** Said when a member who has one row already adds another ('one vote per member in total'). */
export const ONCE_ONLY = 'Sorry, you can only do this once.';

/** Said when the places left are none ('decreases spotsLeft by 1' at 0). */
export const NONE_LEFT = 'Sorry, there are no places left.';

/** What a join's web method refuses with, said to the member as it is: full, none left, a clash. */
export function joinRefusals(a: JoinAction, fullMessage: string | null): string[] {
  return [
    ...(fullMessage ? [fullMessage] : []),
    ...(a.counts?.left ? [NONE_LEFT] : []),
    ...(a.clash ? [a.clash.message] : []),
    ...(a.onceInTotal ? [ONCE_ONLY] : []),
  ];
}

/**
 * The query for the member's existing row: of this item, or of any item when they may have one
 * in total, which must then be this one.
 */
export function existingRowLines(a: JoinAction, id: string): string[] {
  const c = str(a.collection.name);
  if (!a.onceInTotal)
    return [
      `const existing = await wixData.query(${c}).eq(${str(a.field.key)}, ${id}).eq('_owner', member._id).limit(1).find();`,
    ];
  return [
    `const existing = await wixData.query(${c}).eq('_owner', member._id).limit(1).find();`,
    `if (existing.items.length > 0 && existing.items[0].${a.field.key} !== ${id}) throw new Error(${str(ONCE_ONLY)});`,
  ];
}

/** The row a member adds: the item, and their id where the collection names the member. */
export function joinRow(a: JoinAction, id: string, item: string): string {
  const member = a.memberKey ? `, ${a.memberKey.key}: member._id` : '';
  const name = a.memberName ? `, ${a.memberName.key}: ${MEMBER_NAME}` : '';
  const email = a.memberEmail ? `, ${a.memberEmail.key}: ${MEMBER_EMAIL}` : '';
  const done = a.doneAt ? `, ${a.doneAt.key}: new Date()` : '';
  const copied = (a.copies?.fields ?? []).map((f) => `, ${f.key}: ${item}.${f.key}`).join('');
  return `{ ${a.field.key}: ${id}${member}${name}${email}${done}${copied} }`;
}

/** The signed-in member's name as their profile gives it: full name, else their nickname. */
export const MEMBER_NAME =
  "[member.contactDetails?.firstName, member.contactDetails?.lastName].filter(Boolean).join(' ') || member.profile?.nickname || ''";

/** The signed-in member's login email. */
export const MEMBER_EMAIL = "member.loginEmail || ''";

/** The web methods: the member's rows' item ids, and adding (or toggling) one. */
export function writeJoinFunctions(
  fns: CodeWriter,
  a: JoinAction,
  helpers: Set<ArgHelper>,
  exported: Exported,
  /**
   * The joined item's capacity: refused once as many rows name it (or its own count, `countKey`,
   * reaches it), with `message`.
   */
  full: {
    listed: string;
    capacity: string;
    message: string;
    countKey?: string | null;
  } | null = null,
): void {
  const c = str(a.collection.name);
  const rows = itemsLabel(a.collection.name);
  const param = `${camel(a.field.key)}Id`;
  helpers.add('textArg');
  if (a.removesOnly) return writeRemoveFunction(fns, a, exported, param);
  fns.comment(
    `The ${a.field.key} ids of the signed-in member's own ${rows}; ${CALLERS.members} may call it.`,
  );
  exported(a.mineFnName, '', 'members', () => {
    fns.line('const member = await currentMember.getMember();');
    fns.block('if (!member) {', () => fns.line('return [];'));
    fns.tryCatch(
      () => {
        for (const line of joinedIdsLines(a)) fns.line(line);
        fns.line('return ids;');
      },
      () => {
        fns.line(`console.error(${str(`${a.mineFnName} failed`)}, error);`);
        fns.line(`throw new Error(${str(`Your ${rows} could not be loaded.`)});`);
      },
    );
  });
  fns.comment(
    a.toggles
      ? `Adds the signed-in member's ${singularLabel(a.collection.name)} for a ${a.field.key}, or removes it when they have one; returns whether they have it now.`
      : `Adds the signed-in member's ${singularLabel(a.collection.name)} for a ${a.field.key}, once: a second call adds nothing.`,
  );
  exported(a.fnName, param, 'members', () => {
    writeItemIdAndMember(fns, param);
    fns.tryCatch(
      () => {
        for (const line of existingRowLines(a, 'id')) fns.line(line);
        fns.block('if (existing.items.length > 0) {', () => {
          if (a.toggles) {
            writeTakeBack(fns, a, 'id');
            fns.line('return false;');
          } else fns.line('return true;');
        });
        if (full) {
          fns.comment(
            "Full once as many rows name the item as its capacity (suppressAuth counts everyone's); wix-data has no transactions, so two at the same moment can both pass.",
          );
          fns.line(
            `const joined = await wixData.get(${str(full.listed)}, id${full.countKey ? ', { suppressAuth: true }' : ''});`,
          );
          fns.line(
            full.countKey
              ? `const taken = Number(joined?.${full.countKey}) || 0;`
              : `const taken = await wixData.query(${c}).eq(${str(a.field.key)}, id).count({ suppressAuth: true });`,
          );
          fns.block(`if (!joined || taken >= (joined.${full.capacity} || 0)) {`, () =>
            fns.line(`throw new Error(${str(full.message)});`),
          );
        }
        const left = a.counts?.left ? a.counts : null;
        if (left) {
          fns.comment(`None is added once the ${left.field.key} is 0.`);
          fns.line(
            `const listed = await wixData.get(${str(left.listed)}, id, { suppressAuth: true });`,
          );
          fns.block(`if (!listed || (Number(listed.${left.field.key}) || 0) <= 0) {`, () =>
            fns.line(`throw new Error(${str(NONE_LEFT)});`),
          );
        }
        if (a.copies) {
          fns.comment(
            `The row keeps the ${a.copies.fields.map((f) => f.key).join(' and ')} of the ${singularLabel(a.copies.listed)}, as stored.`,
          );
          fns.line(`const source = await wixData.get(${str(a.copies.listed)}, id);`);
          fns.block('if (!source) {', () =>
            fns.line(
              `throw new Error(${str(`That ${singularLabel(a.copies?.listed ?? '')} is no longer available.`)});`,
            ),
          );
          writeClashCheck(fns, a, 'source');
        }
        fns.comment('What a member adds is theirs: Wix sets its _owner to them.');
        fns.line(`await wixData.insert(${c}, ${joinRow(a, 'id', 'source')});`);
        writeCountChange(fns, a, 'id', 1);
        fns.line('return true;');
      },
      () => {
        const refusals = joinRefusals(a, full?.message ?? null);
        if (refusals.length > 0)
          fns.block(
            `if (error instanceof Error && ${refusals.map((m) => `error.message === ${str(m)}`).join(' || ')}) {`,
            () => fns.line('throw error;'),
          );
        fns.line(`console.error(${str(`${a.fnName} failed`)}, error);`);
        fns.line(
          `throw new Error(${str(`The ${singularLabel(a.collection.name)} could not be saved.`)});`,
        );
      },
    );
  });
}

/** Removes the member's row found as `existing`, and takes its count off the item `id` names. */
export function writeTakeBack(w: CodeWriter, a: JoinAction, id: string): void {
  w.line(`await wixData.remove(${str(a.collection.name)}, existing.items[0]._id);`);
  writeCountChange(w, a, id, -1);
}

/** `id` (the item's, checked) and `member` (the signed-in caller; a visitor is refused). */
function writeItemIdAndMember(fns: CodeWriter, param: string): void {
  fns.line(`const id = textArg(${param}, ${str(param)}, { required: true, maxLength: 100 });`);
  fns.line('const member = await currentMember.getMember();');
  fns.block('if (!member) {', () => fns.line("throw new Error('Please log in first.');"));
}

/** remove<Row>(itemId): takes back the signed-in member's own row for the item, if they have one. */
function writeRemoveFunction(fns: CodeWriter, a: JoinAction, exported: Exported, param: string) {
  const one = singularLabel(a.collection.name);
  fns.comment(
    `Removes the signed-in member's own ${one} for a ${a.field.key} (never the ${a.field.key} itself); ${CALLERS.members} may call it.`,
  );
  exported(a.fnName, param, 'members', () => {
    writeItemIdAndMember(fns, param);
    fns.tryCatch(
      () => {
        for (const line of existingRowLines(a, 'id')) fns.line(line);
        fns.block('if (existing.items.length > 0) {', () => writeTakeBack(fns, a, 'id'));
      },
      () => {
        fns.line(`console.error(${str(`${a.fnName} failed`)}, error);`);
        fns.line(`throw new Error(${str(`The ${one} could not be removed.`)});`);
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
              countKey: seats.countKey,
            }
          : null;
      writeJoinFunctions(fns, join, helpers, exported, full);
      if (seats && !seats.countKey) writeSeatsCounts(fns, join, seats, exported);
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
