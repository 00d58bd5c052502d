import type { CodeWriter } from './code';
import { idPattern, sentencesOf } from './keywords';
import { itemsLabel, keyWords, singularLabel, str } from './naming';
import { type PlanContext, pageLevel } from './plan-context';
import type { JoinAction } from './plan-item-joins';

/**
 * 'Members add a session to their personal schedule with addToScheduleButton; if it overlaps in
 * time with a session already in their schedule, show a clash warning in clashText and don't add
 * it': a join whose rows keep the item's start and end (JoinAction.copies) refuses an item whose
 * time overlaps one of the member's rows, on the server, and says so in the text named.
 */
export interface JoinClash {
  start: string;
  end: string;
  /** The text the refusal is shown in ('clashText'), else the list's message text. */
  textId: string | null;
  message: string;
}

const CLASHES =
  /\b(?:overlap(?:s|ping)?|clash(?:es|ing)?|conflict(?:s|ing)?|double[- ]book(?:s|ed|ing)?)\b/i;

export function planJoinClash(ctx: PlanContext, a: JoinAction, about: string): JoinClash | null {
  const copied = a.copies?.fields ?? [];
  const start = copied.find((f) => keyWords(f.key).includes('start'));
  const end = copied.find((f) => keyWords(f.key).includes('end'));
  if (!start || !end || !CLASHES.test(about)) return null;
  const said = sentencesOf(about).find((s) => CLASHES.test(s)) ?? about;
  const text = pageLevel(ctx.structure).find(
    (e) => e.veloType === 'Text' && !ctx.claimed.has(e.id) && idPattern(e.id).test(said),
  );
  if (text) ctx.claimed.add(text.id);
  const listed = singularLabel(a.copies?.listed ?? 'item');
  return {
    start: start.key,
    end: end.key,
    textId: text?.id ?? null,
    message: `This ${listed} overlaps one already in your ${itemsLabel(a.collection.name)}.`,
  };
}

/**
 * Refuses `item` (the stored item, or the page's) when it overlaps one of the signed-in
 * `member`'s rows: one starts before the other ends, both ways.
 */
export function writeClashCheck(w: CodeWriter, a: JoinAction, item: string): void {
  const clash = a.clash;
  if (!clash) return;
  w.comment(`One that overlaps a ${singularLabel(a.collection.name)} the member has is refused.`);
  w.line(
    `const clashes = await wixData.query(${str(a.collection.name)}).eq('_owner', member._id).lt(${str(clash.start)}, ${item}.${clash.end}).gt(${str(clash.end)}, ${item}.${clash.start}).limit(1).find();`,
  );
  w.block('if (clashes.items.length > 0) {', () =>
    w.line(`throw new Error(${str(clash.message)});`),
  );
}
