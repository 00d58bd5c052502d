import { sentenceNaming } from './keywords';
import { nounForms, str, words } from './naming';
import type { PageContext } from './page-context';
import type { PlanContext } from './plan-context';
import type { JoinAction } from './plan-item-joins';
import type { ListPlan } from './plan-types';

/**
 * A second list of the items a join button acts on, naming the member's own: 'myFavsRepeater
 * lists the member's favourite recipes', 'savedRepeater shows the recipes they saved'. It shows
 * the items the signed-in member has a row about (found by the rows' reference, on the server),
 * not every item, and is read again after each click of the button.
 */

const MINE = String.raw`(?:their|the member'?s|the user'?s|the (?:logged[- ]in|signed[- ]in|current) (?:member|user)'?s|my|your)`;
const DONE = String.raw`(?:saved|favou?rited|liked|bookmarked|registered for|signed up for|joined|booked|enrolled in)`;
const WHO = String.raw`(?:they|the member|the user|I|you|(?:he|she) or (?:she|he))`;

export function planJoinedLists(ctx: PlanContext, lists: ListPlan[]): void {
  for (const list of lists)
    for (const a of list.actions) {
      if (a.kind !== 'join') continue;
      // Its own list is of the member's items: the button only takes one back.
      if (a.removesOnly) list.joinedBy = a;
      for (const other of lists)
        if (
          other !== list &&
          !other.joinedBy &&
          other.collection === list.collection &&
          saysJoined(ctx.promptText, other.id, a)
        )
          other.joinedBy = a;
    }
}

/** The list's sentence names the member's rows: 'the member's favourite recipes', 'they saved'. */
function saysJoined(prompt: string, listId: string, a: JoinAction): boolean {
  const sentence = sentenceNaming(prompt, listId);
  if (!sentence) return false;
  const rows = [
    ...nounForms(words(a.collection.name).at(-1) ?? a.collection.name),
    'favou?rites?',
    'saved',
    'bookmarks?',
    'bookmarked',
    'wishlist',
    'liked',
  ].join('|');
  return (
    new RegExp(String.raw`\b${MINE}\s+(?:own\s+)?(?:${rows})\b`, 'i').test(sentence) ||
    new RegExp(String.raw`\b(?:that|which)?\s*${WHO}\s+(?:have\s+|has\s+)?${DONE}\b`, 'i').test(
      sentence,
    )
  );
}

/**
 * `const ids`: the items the signed-in `member` has rows about, read in a web method or page-only
 * code: for a list of them (`.hasSome('_id', ids)`), or to mark them in the list of all.
 */
export function joinedIdsLines(a: JoinAction): string[] {
  return [
    `const rows = await wixData.query(${str(a.collection.name)}).eq('_owner', member._id).limit(1000).find();`,
    `const ids = rows.items.map((row) => row.${a.field.key});`,
  ];
}

/** The condition keeping a joined list to the member's items. */
export const JOINED_FILTER = ".hasSome('_id', ids)";

/**
 * In the list's load: a visitor has no items here (and the web method is for members); page-only
 * code reads the member's rows itself.
 */
export function writeJoinedMember(ctx: PageContext, listId: string, a: JoinAction): void {
  if (!writeListMember(ctx, listId)) return;
  for (const line of joinedIdsLines(a)) ctx.body.line(line);
}

/**
 * The signed-in `member` of a list of their items, which is empty for a visitor. True when
 * page-only code goes on to read the items itself.
 */
export function writeListMember(ctx: PageContext, listId: string): boolean {
  const { body } = ctx;
  ctx.needs.add('members');
  body.line('const member = await currentMember.getMember();');
  body.block('if (!member) {', () => {
    body.line(`$w(${str(`#${listId}`)}).data = [];`);
    body.line('return;');
  });
  if (ctx.plan.dataAccess !== 'direct') return false;
  ctx.needs.add('wixData');
  return true;
}
