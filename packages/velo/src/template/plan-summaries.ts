import { clausesOf, collectionRead, sentencesOf } from './keywords';
import {
  type FigureOp,
  FIGURE_NAME,
  figureMentioned,
  figureOfWord,
  isFigureWord,
  mentionsFigure,
} from './figure-words';
import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { camel, keyWords, pascal, wordScore } from './naming';
import { type PlanContext, pageLevel } from './plan-context';
import type { ListPlan } from './plan-types';

/** One figure over a whole collection shown in a page text. */
export interface SummaryValue {
  elementId: string;
  /** Where it goes: a text, or one end of a slider filtering by the field. */
  shows: 'text' | 'sliderMin' | 'sliderMax';
  op: FigureOp;
  field: SiteField;
  /** Its name in the aggregate's result and the summary object: averageRating. */
  as: string;
  /** Shown with how many items it is over, when its example is '4.3 (12 reviews)': 'reviews'. */
  countNoun?: string;
}

/** The figures of one collection, read by one aggregate (a web method in backend mode). */
export interface SummaryPlan {
  /** PascalCase base: loadReviewsSummary, getReviewsSummary. */
  name: string;
  collection: SiteCollection;
  fnName: string;
  values: SummaryValue[];
}

/**
 * Page texts showing one figure over a whole collection — 'averageRatingText', 'totalSalesText',
 * 'cheapestPriceText' — read with one wixData.aggregate per collection. Planned only when the
 * prompt asks for such a figure, so a text that merely names a field keeps its other roles.
 */

/** The figure a page text names over the collections, when it names an op and a number field. */
export function summaryValueOf(
  ctx: PlanContext,
  element: SiteElement,
  collections: readonly SiteCollection[],
): { collection: SiteCollection; value: SummaryValue } | null {
  if (element.veloType !== 'Text') return null;
  // The figure leads the id ('totalPriceText'); 'orderTotalText' is a field of one order.
  const first = keyWords(element.id)[0] ?? '';
  const byId = new RegExp(`\\b${element.id}\\b`);
  const idOp = figureOfWord(first);
  const op = idOp ?? clauseOp(ctx.promptText, byId);
  if (!op || !mentionsFigure(op, ctx.promptText)) return null;
  const named = idOp ? keyWords(element.id).filter((w) => !isFigureWord(op, w)) : [];
  // 'totalText' names no field: the clause that names it does ('shows the total amount').
  const own =
    named.length > 0
      ? named
      : [clauseNaming(ctx.promptText, byId) ?? '']
          .flatMap((c) => keyWords(c.replace(byId, ' ')))
          .filter((w) => !isFigureWord(op, w));
  let best: { collection: SiteCollection; field: SiteField; score: number } | null = null;
  for (const collection of collections) {
    for (const field of collection.fields.filter((f) => f.type === 'number')) {
      const score = wordScore(own, keyWords(field.key));
      if (score >= 6 && (!best || score > best.score)) best = { collection, field, score };
    }
  }
  if (!best) return null;
  const as = camel(`${FIGURE_NAME[op]} ${keyWords(best.field.key).join(' ')}`);
  const countNoun = exampleCountNoun(ctx.promptText, byId);
  return {
    collection: best.collection,
    value: {
      elementId: element.id,
      shows: 'text',
      op,
      field: best.field,
      as,
      ...(countNoun ? { countNoun } : {}),
    },
  };
}

/** The items a figure's quoted example counts beside it: '"4.3 (12 reviews)"' → 'reviews'. */
function exampleCountNoun(prompt: string, byId: RegExp): string | undefined {
  const sentence = sentencesOf(prompt).find((s) => byId.test(s)) ?? '';
  for (const quote of sentence.matchAll(/"([^"]*)"|“([^”]*)”/g)) {
    const example = quote[1] ?? quote[2] ?? '';
    const counted = /^\s*\D?[\d.,]+\s*\(\s*\d+\s+([a-z]+)\s*\)\s*$/i.exec(example);
    if (counted?.[1]) return counted[1].toLowerCase();
  }
  return undefined;
}

/**
 * The clause naming a text; the whole sentence up to it when the clause is only where it goes
 * ('Show the average rating rounded to one decimal, like "4.3 (12 reviews)", in averageText').
 */
function clauseNaming(prompt: string, byId: RegExp): string | undefined {
  const clause = clausesOf(prompt).find((c) => byId.test(c));
  if (!clause || !/^\s*(?:in|into|on|to|at)?\s*$/i.test(clause.slice(0, clause.search(byId))))
    return clause;
  const sentence = sentencesOf(prompt).find((s) => byId.test(s)) ?? clause;
  // The example in quotes is what it looks like, not what it is of.
  return sentence.replace(/"[^"]*"|“[^”]*”/g, ' ');
}

/**
 * The figure the clause naming a text asks for before it: 'the sum of all order amounts in
 * revenueText', 'the average rating in scoreText'; not a count ('the total number of orders').
 */
function clauseOp(prompt: string, byId: RegExp): FigureOp | undefined {
  const clause = clauseNaming(prompt, byId);
  const before = clause?.slice(0, clause.search(byId)).toLowerCase() ?? '';
  if (/\b(?:number of|how many|count)\b/.test(before)) return undefined;
  return figureMentioned(before);
}

/**
 * One summary per collection, its lists' collections first: the figure texts, and the lowest and
 * highest value of each field a slider filters by (a slider's range is the editor's 0-100 until
 * code sets it, so prices or years beyond it could never be chosen). None for owner-only reads.
 */
export function planSummaries(ctx: PlanContext, lists: ListPlan[]): SummaryPlan[] {
  // Figures over everyone's items would show a member what 'their own items' hides.
  if (ctx.prompt.access.read === 'owner') return [];
  const listed = lists.flatMap((l) => (l.collection ? [l.collection] : []));
  const collections = [...new Set([...listed, ...ctx.structure.collections])].filter(
    (c) => collectionRead(ctx.prompt, c.name) !== 'owner',
  );
  const summaries = new Map<string, SummaryPlan>();
  const add = (collection: SiteCollection, value: SummaryValue) => {
    const name = pascal(collection.name.split('/').pop() ?? collection.name);
    const summary = summaries.get(collection.name) ?? {
      name,
      collection,
      fnName: `get${name}Summary`,
      values: [],
    };
    summary.values.push(value);
    summaries.set(collection.name, summary);
  };
  for (const element of pageLevel(ctx.structure)) {
    if (ctx.claimed.has(element.id)) continue;
    const found = summaryValueOf(ctx, element, collections);
    const taken = found && summaries.get(found.collection.name)?.values;
    if (!found || taken?.some((v) => v.as === found.value.as)) continue;
    add(found.collection, found.value);
    ctx.claimed.add(element.id);
  }
  for (const list of lists) {
    for (const filter of list.filters) {
      // A range slider's two bounds share its one span.
      if (filter.control !== 'slider' || filter.end === 1 || !list.collection) continue;
      const words = keyWords(filter.field.key).join(' ');
      for (const op of ['min', 'max'] as const) {
        add(list.collection, {
          elementId: filter.elementId,
          shows: op === 'min' ? 'sliderMin' : 'sliderMax',
          op,
          field: filter.field,
          as: camel(`${FIGURE_NAME[op]} ${words}`),
        });
      }
    }
  }
  return [...summaries.values()];
}
