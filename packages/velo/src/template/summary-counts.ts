import type { SiteCollection, SiteElement } from '../structure';
import { clausesOf, sentencesOf } from './keywords';
import { keyWords, nounForms } from './naming';
import { type PlanContext, pageLevel } from './plan-context';
import { fixedConditions } from './plan-fixed-conditions';
import { quotedCount } from './count-words';
import type { SummaryValue } from './plan-summaries';
import type { FixedCondition } from './plan-types';

/** Which items a page figure is over: how many there are, and the words that say so. */

/** Words that pick some of the items: 'unfinished', 'overdue', 'paid'. */
export const SOME =
  /^(?:un[a-z]{3,}|incomplete|pending|open|closed|completed|finished|done|overdue|late|paid|active|inactive|approved|rejected|available|sold)$/i;

/** 'the total number of reviews in reviewCountText': how many items a collection has. */
export function countOf(
  ctx: PlanContext,
  element: SiteElement,
  collections: readonly SiteCollection[],
): { collection: SiteCollection; value: SummaryValue; fixed: FixedCondition[] } | null {
  const byId = new RegExp(`\\b${element.id}\\b`);
  const sentence = sentencesOf(ctx.promptText).find((s) => byId.test(s)) ?? '';
  // Beside another figure, its own words ('number of overdue orders (… and …) in #overdueCount').
  const part = ownPart(ctx, sentence, element);
  const clause = part !== sentence ? part : (clauseNaming(ctx.promptText, byId) ?? '');
  // 'the remaining balance = total credits minus number of bookings … only for the logged-in
  // member': worked out, and one member's; not how many there are in all.
  // ('#supportersText = number of paid donations' says where the figure goes: no sum.)
  const worked = clause.replace(new RegExp(String.raw`#?\b${element.id}\s*=\s*`), '');
  if (
    /\bminus\b|\bsubtract|\bless\b|\s[-−=]\s|\bremaining\b/i.test(worked) ||
    /\b(?:logged[- ]in|signed[- ]in|current)\s+(?:member|user|student|customer)|\b(?:their|my|his|her)\s+own\b|\bmember'?s\b/i.test(
      sentence,
    )
  )
    return null;
  // Before the id ('the number of reviews in reviewCountText'), else after it ('#pendingCount
  // shows how many pickups are still Pending').
  const at = clause.search(byId);
  // 'resultsText shows total votes': the items of a collection named outright, totalled.
  const counting =
    /\b(?:number|count)\s+of\s+(?:all\s+)?(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)|\bhow\s+many\s+([a-z]+(?:\s+[a-z]+)?)|\btotal\s+(?!(?:number|count)\b)([a-z]+)\b/i;
  const said = counting.exec(clause.slice(0, at)) ?? counting.exec(clause.slice(at));
  const noun = (said?.[1] ?? said?.[2] ?? said?.[3] ?? '').toLowerCase();
  const collection = collections.find((c) =>
    nounForms(c.name).some((form) => noun.split(/\s+/).includes(form)),
  );
  if (!said || !collection) return null;
  // 'the number of unfinished assignments' counts some of them: those its condition keeps
  // ('pending bookings': status 'pending'), never all.
  const fixed = fixedConditions(part, collection, ctx.promptText);
  if (SOME.test(noun.split(/\s+/)[0] ?? '') && fixed.length === 0) return null;
  // 'their total hours' of HoursLog adds up its hours field: no count of logs.
  if (
    said[3] &&
    collection.fields.some(
      (f) => f.type === 'number' && keyWords(f.key).join(' ') === keyWords(noun).join(' '),
    )
  )
    return null;
  const words = quotedCount(ctx.promptText, element.id);
  return {
    collection,
    fixed,
    value: {
      elementId: element.id,
      shows: 'text',
      op: 'sum',
      counts: true,
      ...(words ? { countWords: words } : {}),
      field: { key: '_id', type: 'text' },
      as: 'count',
    },
  };
}

/**
 * Of a sentence naming two figures ('… (sum of estimate where paid is false) in #unpaidTotal, and
 * number of overdue orders (dueDate before today …) in #overdueCount'), this one's words: those
 * since the text before when they say a figure, else those up to the next ('#pendingCount shows
 * how many pickups are still Pending'). Each keeps its own conditions.
 */
export function ownPart(
  ctx: PlanContext,
  sentence: string,
  element: SiteElement,
  /** Its words on both sides ('… in #unpaidTotal formatted as dollars'), up to the texts beside. */
  both = false,
): string {
  const at = (id: string) => sentence.search(new RegExp(String.raw`#?\b${id}\b`));
  const own = at(element.id);
  const others = pageLevel(ctx.structure)
    .filter((e) => e.veloType === 'Text' && e.id !== element.id)
    .map((e) => ({ start: at(e.id), end: at(e.id) + e.id.length + 1 }))
    .filter((p) => p.start >= 0);
  if (own < 0 || others.length === 0) return sentence;
  const ownEnd = own + element.id.length + 1;
  const from = Math.max(0, ...others.filter((p) => p.start < own).map((p) => p.end));
  const to = Math.min(sentence.length, ...others.filter((p) => p.start > own).map((p) => p.start));
  if (both) return sentence.slice(from, to);
  const before = sentence.slice(from, ownEnd);
  return FIGURE_SAID.test(sentence.slice(from, own)) ? before : sentence.slice(own, to);
}

const FIGURE_SAID = /\b(?:sum|total|count|number|how many|average|mean)\b/i;

/**
 * The clause naming a text; the whole sentence up to it when the clause is only where it goes
 * ('Show the average rating rounded to one decimal, like "4.3 (12 reviews)", in averageText').
 */
export function clauseNaming(prompt: string, byId: RegExp): string | undefined {
  const clause = clausesOf(prompt).find((c) => byId.test(c));
  // '… and show it in raisedText': 'it' is the figure the sentence named before.
  if (
    !clause ||
    !/^\s*(?:(?:show|shows|display|displays|put|puts)\s+(?:it|that|this)\s+)?(?:in|into|on|to|at)?\s*$/i.test(
      clause.slice(0, clause.search(byId)),
    )
  )
    return clause;
  const sentence = sentencesOf(prompt).find((s) => byId.test(s)) ?? clause;
  // The example in quotes is what it looks like, not what it is of.
  return sentence.replace(/"[^"]*"|“[^”]*”/g, ' ');
}
