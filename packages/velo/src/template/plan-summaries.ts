import { currencyNamed, moneyAmount } from './currency';
import { anyQuotedTexts, collectionRead, sentencesOf } from './keywords';
import type { CountWords } from './count-words';
import { fixedConditions } from './plan-fixed-conditions';
import {
  type FigureOp,
  FIGURE_NAME,
  figureMentioned,
  figureOfWord,
  isFigureWord,
  mentionsFigure,
} from './figure-words';
import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { moneyFields } from './plan-field-formats';
import { camel, hasWord, keyWords, pascal, singular, wordScore, nounForms } from './naming';
import { type PlanContext, pageLevel } from './plan-context';
import type { FixedCondition, ListPlan } from './plan-types';
import { relatedFilters } from './queries';
import { clauseNaming, countOf, ownPart } from './summary-counts';
import { TIMES } from './plan-order-total';

/** One figure over a whole collection shown in a page text. */
export interface SummaryValue {
  elementId: string;
  /** Where it goes: a text, a ratings display's stars, or one end of a slider filtering by the field. */
  shows: 'text' | 'rating' | 'sliderMin' | 'sliderMax';
  op: FigureOp;
  field: SiteField;
  /** Its name in the aggregate's result and the summary object: averageRating. */
  as: string;
  /** Shown with how many items it is over, when its example is '4.3 (12 reviews)': 'reviews'. */
  countNoun?: string;
  /** How many items there are, not a figure of a field ('the total number of reviews'). */
  counts?: boolean;
  /** A count said in its example's words: "e.g. '12 open tickets'". */
  countWords?: CountWords;
  /** The quoted words around it: '$X raised of $25,000' as ['$', ' raised of $25,000']. */
  words?: [string, string];
  /** Shown as money, as its example is ("'Total: €123.45'"): the currency writes its sign. */
  money?: { currency: string; decimals: number };
  /** A progress bar filled to it against a goal ('fill donationProgress to that percentage'). */
  progress?: { elementId: string; goal: number };
  /** Days its words name, which it is not kept to ('in the last 7 days'): said in the setup. */
  daysSaid?: string;
}

/** Some days only: 'in the last 7 days', 'this week', 'today'. */
const DAYS_SAID =
  /\b(?:in|over|during|for|from)\s+the\s+(?:last|past)\s+(?:\d+|two|three|seven|thirty)\s+(?:days?|weeks?|months?)\b|\b(?:this|last)\s+(?:week|month|year)\b|\btoday\b/i;

/** The figures of one collection, read by one aggregate (a web method in backend mode). */
export interface SummaryPlan {
  /** PascalCase base: loadReviewsSummary, getReviewsSummary. */
  name: string;
  collection: SiteCollection;
  fnName: string;
  values: SummaryValue[];
  /** Only the items its sentence is about: "all Donations where campaign is 'Winter 2024'". */
  fixed?: FixedCondition[];
  /**
   * Over the items of a list tied to the page's item ('the average rating' of this course's
   * reviews): read after each load of the list, with its `key` filter on `field`.
   */
  follows?: { listId: string; listName: string; key: string; field: string };
  /** Over the signed-in member's own items ('my total hours'), as each reads only theirs. */
  own?: true;
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
  /** How many items there are, too: not for a list's count text, which counts what it shows. */
  counts = true,
): { collection: SiteCollection; value: SummaryValue; fixed: FixedCondition[] } | null {
  if (element.veloType !== 'Text' && element.veloType !== 'RatingsDisplay') return null;
  const counted = counts && element.veloType === 'Text' ? countOf(ctx, element, collections) : null;
  if (counted) return counted;
  // The figure leads the id ('totalPriceText'); 'orderTotalText' is a field of one order.
  const first = keyWords(element.id)[0] ?? '';
  const byId = new RegExp(`\\b${element.id}\\b`);
  const idOp = figureOfWord(first);
  const op = idOp ?? clauseOp(ctx.promptText, byId);
  if (!op || !mentionsFigure(op, ctx.promptText)) return null;
  // 'the total (nights × the room's nightlyRate) in totalText' multiplies: no sum of every room;
  // nor is '#totalText - live total "Total: $X" updating when product or qty changes', the form's.
  const sentence = sentencesOf(ctx.promptText).find((s) => byId.test(s)) ?? '';
  if (TIMES.test(sentence) || FORM_FIGURE.test(sentence)) return null;
  const named = idOp ? keyWords(element.id).filter((w) => !isFigureWord(op, w)) : [];
  // 'totalText' names no field, nor 'totalDonated' a number field: the clause that names it does
  // ('shows the total amount', 'the total pounds donated (sum of all Donations weight)').
  const said = [clauseNaming(ctx.promptText, byId) ?? '']
    .flatMap((c) => keyWords(c.replace(byId, ' ')))
    .filter((w) => !isFigureWord(op, w));
  const best =
    [named, said].reduce<FigureField | null>(
      (found, own) => found ?? figureField(own, collections),
      null,
    ) ??
    fieldOfFigure(clauseNaming(ctx.promptText, byId) ?? '', collections) ??
    moneyField(op, clauseNaming(ctx.promptText, byId) ?? '', said, collections);
  if (!best) return null;
  const as = camel(`${FIGURE_NAME[op]} ${keyWords(best.field.key).join(' ')}`);
  const countNoun = exampleCountNoun(ctx.promptText, byId);
  // '$X raised of $25,000' says where the figure goes; 'Total: €123.45' shows it as money.
  const placed = figureWords(sentence, byId);
  // No example, but 'formatted as dollars': that currency, with cents.
  const around = ownPart(ctx, sentence, element, true);
  const namedCurrency =
    currencyNamed(around) ?? (/\b(?:as|in) (?:money|currency)\b/i.test(around) ? 'USD' : null);
  // Else a sum of a field the prompt shows as money elsewhere ('total (as currency)').
  const shownAs = moneyFields(ctx.promptText, ctx.structure)[best.field.key];
  const money =
    op === 'sum' && !placed
      ? (moneyExample(sentence, byId) ??
        (namedCurrency
          ? { words: undefined, money: { currency: namedCurrency, decimals: 2 } }
          : shownAs
            ? {
                words: undefined,
                money: { currency: shownAs.currency, decimals: shownAs.decimals },
              }
            : undefined))
      : undefined;
  const words = placed ?? money?.words;
  const progress = words ? progressOf(ctx, sentence, words[1]) : undefined;
  const daysSaid = DAYS_SAID.exec(around)?.[0];
  return {
    collection: best.collection,
    fixed: fixedConditions(ownPart(ctx, sentence, element), best.collection, ctx.promptText),
    value: {
      elementId: element.id,
      shows: element.veloType === 'RatingsDisplay' ? 'rating' : 'text',
      op,
      field: best.field,
      as,
      ...(countNoun ? { countNoun } : {}),
      ...(words ? { words } : {}),
      ...(money ? { money: money.money } : {}),
      ...(progress ? { progress } : {}),
      ...(daysSaid ? { daysSaid } : {}),
    },
  };
}

/** A figure that follows what the visitor types or picks, not the stored items. */
const FORM_FIGURE =
  /\blive\b|\bupdat(?:e|es|ing)\s+(?:when|whenever|as)\b|\bas (?:they|you|the (?:visitor|customer|user)) (?:type|types|change|changes|pick|picks|choose|chooses)\b/i;

type FigureField = { collection: SiteCollection; field: SiteField; score: number };

/** 'the sum of total': a number field named by its key after the figure, even a figure word. */
function fieldOfFigure(clause: string, collections: readonly SiteCollection[]): FigureField | null {
  // 'the sum of their order totals': the field is the last word said (singular), or the first.
  const said =
    /\b(?:sum|total|average|mean|highest|lowest|maximum|minimum)\s+of\s+(?:(?:the|all|their|his|her|my|your)\s+)*(\w+)(?:\s+(\w+))?/i.exec(
      clause,
    );
  const key = said?.[1];
  for (const collection of collections) {
    const field =
      collection.fields.find((f) => f.type === 'number' && f.key === key) ??
      collection.fields.find(
        (f) =>
          f.type === 'number' &&
          said?.[2] !== undefined &&
          nounForms(collection.name).includes(key?.toLowerCase() ?? '') &&
          f.key === singular(said[2]),
      );
    if (field) return { collection, field, score: 100 };
  }
  // 'the sum of all donations': the amount of each item of the collection named.
  const named = collections.find((c) => key && nounForms(c.name).includes(key.toLowerCase()));
  const field = named && amountField(named);
  return named && field ? { collection: named, field, score: 0 } : null;
}

/** The number field the words name best, over the collections. */
function figureField(own: string[], collections: readonly SiteCollection[]): FigureField | null {
  let best: FigureField | null = null;
  for (const collection of collections) {
    for (const field of collection.fields.filter((f) => f.type === 'number')) {
      const score = wordScore(own, keyWords(field.key));
      if (score >= 6 && (!best || score > best.score)) best = { collection, field, score };
    }
  }
  return best;
}

/** Number fields that hold money: what a total of money adds up. */
const MONEY_WORDS = ['amount', 'price', 'cost', 'fee', 'spent', 'paid', 'sum', 'value', 'total'];

/**
 * "totalText shows 'Total: €123.45' for the member's expenses": a sum whose example is money
 * adds up the money field of the collection its words name (the only number field, else the one
 * named like money).
 */
function moneyField(
  op: string,
  clause: string,
  said: string[],
  collections: readonly SiteCollection[],
): FigureField | null {
  if (op !== 'sum' || !moneyAmount(clause)) return null;
  const named = collections.filter((c) => nounForms(c.name).some((n) => said.includes(n)));
  for (const collection of named) {
    const field = amountField(collection);
    if (field) return { collection, field, score: 0 };
  }
  return null;
}

/** What an item of the collection amounts to: its only number field, else the one named like money. */
function amountField(collection: SiteCollection): SiteField | undefined {
  const numbers = collection.fields.filter((f) => f.type === 'number');
  return numbers.length === 1 ? numbers[0] : numbers.find((f) => hasWord(f.key, MONEY_WORDS));
}

/** The words a quote puts around the figure's letter: "as '$X raised of $25,000'". */
function figureWords(sentence: string, byId: RegExp): [string, string] | undefined {
  const after = sentence.slice(sentence.search(byId));
  const quote = anyQuotedTexts(after).find((q) => /(?<![\w'’])[XN](?![\w'’])/.test(q));
  const [before = '', rest = ''] = quote?.split(/(?<![\w'’])[XN](?![\w'’])/) ?? [];
  return quote ? [before, rest] : undefined;
}

/**
 * A total's example in money after the text's id ("'Total: €123.45'"): the words around the
 * amount, and its currency and decimals.
 */
function moneyExample(
  sentence: string,
  byId: RegExp,
): { words: [string, string]; money: NonNullable<SummaryValue['money']> } | undefined {
  for (const quote of anyQuotedTexts(sentence.slice(sentence.search(byId)))) {
    const amount = moneyAmount(quote);
    if (amount)
      return {
        words: [amount.before, amount.after],
        money: { currency: amount.currency, decimals: amount.decimals },
      };
  }
  return undefined;
}

/** A progress bar the sentence fills to the figure, against the goal its words name ('of $25,000'). */
function progressOf(
  ctx: PlanContext,
  sentence: string,
  after: string,
): SummaryValue['progress'] | undefined {
  const goal = Number(
    /(?:of|goal(?:\s+of)?)\s*\D?([\d,]+(?:\.\d+)?)/i.exec(after)?.[1]?.replace(/,/g, ''),
  );
  const bar = pageLevel(ctx.structure).find(
    (e) =>
      !ctx.claimed.has(e.id) &&
      (e.veloType === 'ProgressBar' || hasWord(e.id, ['progress'])) &&
      new RegExp(String.raw`\b${e.id}\b`).test(sentence),
  );
  return bar && goal > 0 ? { elementId: bar.id, goal } : undefined;
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
 * The figure the clause naming a text asks for before it: 'the sum of all order amounts in
 * revenueText', 'the average rating in scoreText'; not a count ('the total number of orders').
 */
function clauseOp(prompt: string, byId: RegExp): FigureOp | undefined {
  const clause = clauseNaming(prompt, byId);
  const before = clause?.slice(0, clause.search(byId)).toLowerCase() ?? '';
  if (/\b(?:number of|how many|count)\b/.test(before)) return undefined;
  // '#weekTotalText shows my total hours': the figure said right after the text.
  const after = clause ? clause.slice(clause.search(byId)).replace(byId, '') : '';
  const said =
    /^\W*(?:shows?|displays?)\s+(?:the\s+|my\s+|their\s+|your\s+|his\s+|her\s+)?(\w+)/i.exec(
      after,
    )?.[1];
  return figureMentioned(before) ?? (said ? figureOfWord(said.toLowerCase()) : undefined);
}

/**
 * One summary per collection, its lists' collections first: the figure texts, and the lowest and
 * highest value of each field a slider filters by (a slider's range is the editor's 0-100 until
 * code sets it, so prices or years beyond it could never be chosen). Over a member's own items
 * where each reads only theirs.
 */
export function planSummaries(ctx: PlanContext, lists: ListPlan[]): SummaryPlan[] {
  const listed = lists.flatMap((l) => (l.collection ? [l.collection] : []));
  const collections = [...new Set([...listed, ...ctx.structure.collections])];
  const summaries = new Map<string, SummaryPlan>();
  // Figures of one collection under other conditions ('unpaid' beside 'overdue') are read apart.
  const keyOf = (collection: SiteCollection, fixed: FixedCondition[]) =>
    `${collection.name}${JSON.stringify(fixed)}`;
  const add = (collection: SiteCollection, value: SummaryValue, fixed: FixedCondition[] = []) => {
    const others = [...summaries.values()].filter((s) => s.collection === collection).length;
    const existing = summaries.get(keyOf(collection, fixed));
    const name = `${pascal(collection.name.split('/').pop() ?? collection.name)}${!existing && others > 0 ? others + 1 : ''}`;
    // Figures over everyone's items would show a member what 'their own items' hides.
    const own = collectionRead(ctx.prompt, collection.name) === 'owner';
    const summary = existing ?? {
      name,
      collection,
      fnName: `get${name}Summary`,
      values: [],
      ...(fixed.length > 0 ? { fixed } : {}),
      ...(own ? { own: true as const } : {}),
    };
    summary.values.push(value);
    summaries.set(keyOf(collection, fixed), summary);
    if (value.progress) ctx.claimed.add(value.progress.elementId);
  };
  for (const element of pageLevel(ctx.structure)) {
    if (ctx.claimed.has(element.id)) continue;
    const found = summaryValueOf(ctx, element, collections);
    const taken = found && summaries.get(keyOf(found.collection, found.fixed))?.values;
    if (!found || taken?.some((v) => v.as === found.value.as)) continue;
    add(found.collection, found.value, found.fixed);
    ctx.claimed.add(element.id);
  }
  for (const list of lists) {
    for (const filter of list.filters) {
      // A range slider's two bounds share its one span.
      if (filter.control !== 'slider' || filter.end === 1 || !list.collection) continue;
      const words = keyWords(filter.field.key).join(' ');
      // Read beside the collection's first figures, as before there could be several.
      const beside = [...summaries.values()].find((s) => s.collection === list.collection);
      for (const op of ['min', 'max'] as const) {
        add(
          list.collection,
          {
            elementId: filter.elementId,
            shows: op === 'min' ? 'sliderMin' : 'sliderMax',
            op,
            field: filter.field,
            as: camel(`${FIGURE_NAME[op]} ${words}`),
          },
          beside?.fixed ?? [],
        );
      }
    }
  }
  return [...summaries.values()];
}

/**
 * A figure over the same collection as a list tied to the page's item follows that list: 'Show
 * the approved reviews for this course … Show the average rating in averageRatingDisplay' is the
 * average of this course's approved reviews, read each time the list loads, not of every review.
 */
export function followLists(summaries: SummaryPlan[], lists: ListPlan[]): void {
  for (const summary of summaries) {
    if (summary.values.some((v) => v.shows !== 'text' && v.shows !== 'rating')) continue;
    const list = lists.find(
      (l) => l.collection?.name === summary.collection.name && l.related?.reference,
    );
    const field = list?.related?.field;
    const [filter] = list ? relatedFilters(list) : [];
    if (!list || !field || !filter) continue;
    summary.follows = { listId: list.id, listName: list.name, key: filter.key, field: field.key };
    const own = summary.fixed ?? [];
    summary.fixed = [...own, ...list.fixed.filter((c) => !own.some((f) => f.field === c.field))];
  }
}
