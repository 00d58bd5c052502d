import { withoutOverrides } from './text-overrides';

import type { SiteField } from '../structure';
import { bestField, displayField } from './matching';
import {
  anyQuotedTexts,
  clausesOf,
  idPattern,
  PER_PAGE,
  type PromptFeatures,
  readPrompt,
  sentencesOf,
  sentenceNaming,
  TOP_BY,
} from './keywords';
import { hasWord, humanize, keyWords, nounForms } from './naming';
import { dateWindowOf, withoutToggleClauses } from './plan-date-window';
import { type PlanContext, pageLevel } from './plan-context';
import type { ListPlan, SortOption } from './plan-types';
import { pagesByNumber } from './plan-lists';
import {
  ASCENDING,
  BY_DATE,
  DESCENDING,
  measuredField,
  saidOrder,
  rankedValues,
  superlativeSort,
  countedSuperlative,
  tieBreak,
  thenSort,
  SORTABLE,
  listedSortLabels,
  orderWhenAdded,
} from './sort-words';
import { TODAY, aboutOtherItems, fixedConditions } from './plan-fixed-conditions';
import { leavesOutOwn } from './owned-collections';

/** Sorting, page size and search fields of a list, from its fields and the prompt's wording. */

/** A stand-in date field: whether a list's words ask for days at all. */
const DAY: SiteField = { key: 'date', type: 'date' };

/**
 * The prompt's text about one list when the page has several: each sentence that names only it,
 * and of a sentence naming several lists, the clauses naming it. A list names itself by its id
 * and, when no other list shows the same collection, by the collection.
 */
export function listText(ctx: PlanContext, list: ListPlan, lists: ListPlan[]): string {
  const collection = list.collection;
  const shown = lists.filter((l) => l.collection);
  if (!collection || shown.length < 2) return ctx.promptText;
  const namesOf = (l: ListPlan) => {
    const shared = shown.some((o) => o !== l && o.collection?.name === l.collection?.name);
    const nouns = shared ? [] : keyWords(l.collection?.name.split('/').pop() ?? '');
    return [...keyWords(l.id), ...nouns];
  };
  const names = (text: string, l: ListPlan) => {
    const said = keyWords(text);
    return namesOf(l).some((w) => said.includes(w));
  };
  return sentencesOf(ctx.promptText)
    .flatMap((sentence) => {
      // '#leaderboardRepeater shows the top 5 entries': its id names it, not 'entries' the other.
      const byId = shown.filter((l) => idPattern(l.id).test(sentence));
      const named = byId.length === 1 ? byId : shown.filter((l) => names(sentence, l));
      if (!named.includes(list)) return [];
      if (named.length === 1) return [sentence];
      // Clauses naming no list belong to the last one named: 'postsRepeater shows posts, 8 per
      // page, and authorsRepeater …'.
      let current: ListPlan | null = null;
      return clausesOf(sentence).filter((c) => {
        current = shown.find((l) => names(c, l)) ?? current;
        return current === list;
      });
    })
    .join(' ');
}

/**
 * With two lists ('the next 3 upcoming events …, and the 5 latest news articles (newest first)'),
 * each takes its size, order and date bound from the clauses that name it, not the whole prompt.
 */
function promptAbout(ctx: PlanContext, list: ListPlan, lists: ListPlan[]): PromptFeatures {
  const collection = list.collection;
  if (!collection || lists.filter((l) => l.collection).length < 2) return ctx.prompt;
  const about = listText(ctx, list, lists);
  if (about === '') return ctx.prompt;
  const own = readPrompt(about);
  return {
    ...ctx.prompt,
    upcoming: own.upcoming,
    past: own.past,
    newestFirst: own.newestFirst,
    oldestFirst: own.oldestFirst,
    pageSize: own.pageSize,
    sortWords: own.sortWords,
  };
}

/** Words of a list's id that say what it is, not what it shows. */
const LIST_WORDS = ['repeater', 'table', 'gallery', 'list', 'grid', 'slider', 'box'];

const SCHEDULED_ITEMS = [
  'event',
  'class',
  'appointment',
  'booking',
  'reservation',
  'session',
  'shift',
  'meeting',
  'webinar',
  'workshop',
  'task',
];

const COUNTING = /\b(?:how many|number of|count of|total of)\b/i;
const FIGURES = /\b(?:sum|total|average|mean)\b/i;

/** The most rows one wix-data query returns: a table without paging buttons loads that many. */
export const TABLE_ROWS = 1000;

export function finishSorting(ctx: PlanContext, list: ListPlan, lists: ListPlan[]): void {
  const prompt = promptAbout(ctx, list, lists);
  const paged = list.loadMore !== null || pagesByNumber(list);
  const defaultSize =
    list.kind === 'gallery' ? 100 : list.kind === 'table' ? (paged ? 20 : 100) : paged ? 12 : 50;
  list.pageSize = prompt.pageSize ?? defaultSize;
  const collection = list.collection;
  if (!collection) return;
  const text = listText(ctx, list, lists);
  if (list.kind === 'table' && !paged) {
    // A table pages its own rows: all of them are loaded (one query's most), '20 rows per page'
    // is its pagination, and only 'the 10 newest' asks for fewer rows.
    list.rowsPerPage = Number(PER_PAGE.exec(text.toLowerCase())?.[1] ?? 0) || null;
    if (list.rowsPerPage || prompt.pageSize === null) list.pageSize = TABLE_ROWS;
  }
  const fields = collection.fields;
  // 'checkInButton sets … checkedInAt to now': when something was done to an item, not its day.
  const dates = fields.filter(
    (f) =>
      f.type === 'date' &&
      !new RegExp(String.raw`\b${f.key}\s+(?:to|=)\s*now\b`, 'i').test(ctx.promptText),
  );
  const date =
    dates.find((f) => hasWord(f.key, ['date', 'start', 'published', 'posted'])) ?? dates[0] ?? null;
  // 'the 6 most recent past events': only those before today, newest first.
  const listWords = keyWords(list.id).filter((w) => !LIST_WORDS.includes(w));
  const nouns = [...nounForms(collection.name), ...listWords];
  const days = withoutToggleClauses(text, ctx.structure);
  const told = days === text ? prompt : readPrompt(days);
  const bounds = { upcoming: prompt.upcoming && told.upcoming, past: prompt.past && told.past };
  list.dateWindow = dateWindowOf(days, bounds, dates, date, nouns, list.id);
  // "today's Signups" of a collection with no day to read: said in the setup, not ignored.
  const unbounded = date ? null : dateWindowOf(text, prompt, [], DAY, nouns, list.id);
  if (unbounded) list.daysWithoutDate = unbounded.said;
  // 'soldOutBadge, shown only when stock is 0' is when the badge shows, not which items load.
  const badges = list.conditions.map((c) => c.elementId);
  // 'openNowCheckbox, when checked, only shows stores where isOpen is true' is the control's
  // filter, applied only when chosen: not a condition on every load.
  // "showing 'Anonymous' instead of the name when isAnonymous is true" is what a text shows.
  // 'checkbox #availableOnly shows only tools whose status is "available"': the box's filter.
  const toggles = pageLevel(ctx.structure).filter(
    (e) => e.veloType === 'Checkbox' || e.veloType === 'Switch',
  );
  // 'Show how many bugs are still Open in openCountText' counts some items: the count's own.
  const counts = pageLevel(ctx.structure).filter((e) => e.veloType === 'Text');
  // 'earnings total (sum of totalPrice for approved bookings) shown in #earningsText': the figure's.
  const counting = (s: string) =>
    (COUNTING.test(s) || (FIGURES.test(s) && !idPattern(list.id).test(s))) &&
    counts.some((t) => idPattern(t.id).test(s));
  // Of a sentence with a count ('… only where isAvailable is true, … and show how many are free
  // in #freeCount'), the clauses about the list still say which items it shows.
  // '(only count status Open)' is the count's condition too.
  const countsOnly = /\b(?:only\s+count|count\s+only|counting\s+only)\b/i;
  const unswitched = sentencesOf(withoutOverrides(text))
    .flatMap((s) =>
      counting(s)
        ? clausesOf(s).filter(
            (c) => !countsOnly.test(c) && !counts.some((t) => idPattern(t.id).test(c)),
          )
        : [s],
    )
    .filter((s) => !toggles.some((t) => idPattern(t.id).test(s)) && !aboutOtherItems(ctx, list, s))
    .join(' ');
  list.fixed = fixedConditions(
    badges.reduce(
      (said, id) => said.replace(new RegExp(String.raw`\b${id}\b[^.;]*`, 'gi'), id),
      unswitched,
    ),
    collection,
    ctx.promptText,
  ).filter((f) => !list.filters.some((c) => c.field.key === f.field));
  if (leavesOutOwn(text)) list.othersOnly = true;
  // 'currently running or upcoming (endDate >= today)': the written bound is the window.
  if (list.fixed.some((f) => f.value === TODAY)) list.dateWindow = null;
  // 'sorted by lessonNumber' names the key itself (the prompt is read in lower case).
  const hinted =
    prompt.sortWords.length > 0
      ? (fields.find(
          (f) => SORTABLE.includes(f.type) && prompt.sortWords.includes(f.key.toLowerCase()),
        ) ?? bestField(keyWords(prompt.sortWords.join(' ')), fields, SORTABLE))
      : null;
  // 'Sort cheapest first', 'most expensive first': the price-like number field.
  const cheapest = /\b(?:cheapest|least expensive|lowest[- ]priced?)\b[^.;]{0,20}\bfirst\b/i.test(
    text,
  );
  const dearest =
    /\b(?:most expensive|priciest|highest[- ]priced?|dearest)\b[^.;]{0,20}\bfirst\b/i.test(text);
  const priced =
    cheapest || dearest
      ? fields.find(
          (f) => f.type === 'number' && hasWord(f.key, ['price', 'cost', 'fee', 'rate', 'amount']),
        )
      : undefined;
  // 'lists registered teams in alphabetical order': by the items' name.
  const alphabetical = /\b(?:in alphabetical order|alphabetically)\b/i.test(text)
    ? displayField(collection)
    : null;
  // 'most liked first', 'most viewed first': the count of it (likeCount, views), highest first.
  const most = /\bmost\s+([a-z]+?)(?:ed|d)?\s+first\b/i.exec(text)?.[1]?.toLowerCase();
  const mostCounted = most
    ? fields.find((f) => f.type === 'number' && keyWords(f.key).some((w) => w.startsWith(most)))
    : undefined;
  // 'highest score first': the field after the superlative.
  const superlative = superlativeSort(text, fields) ?? countedSuperlative(text, fields);
  const firstFlag = fields.find(
    (f) => f.type === 'boolean' && mentionedFirst(ctx.promptText, f.key) !== null,
  );
  const ordered = fields.find(
    (f) =>
      f.type === 'number' && hasWord(f.key, ['order', 'position', 'rank', 'sequence', 'priority']),
  );
  // Unsaid, a calendar runs soonest first (events, bookings, a start or due date), posts newest.
  const scheduled = (field: string) =>
    hasWord(field, ['start', 'starts', 'begin', 'check', 'due', 'deadline', 'event']) ||
    hasWord(collection.name, SCHEDULED_ITEMS);
  const dateOrder = (field: string): 'asc' | 'desc' =>
    prompt.newestFirst || (prompt.past && !prompt.upcoming)
      ? 'desc'
      : prompt.oldestFirst || prompt.upcoming || scheduled(field)
        ? 'asc'
        : 'desc';
  const added = date && !scheduled(date.key) ? orderWhenAdded(text, date, nouns) : null;
  if (list.sortDropdownId) list.sortOptions = sortOptions(ctx, list, hinted, date);
  const first = list.sortOptions[0];
  if (first) list.defaultSort = { field: first.field, order: first.order };
  else if (hinted)
    list.defaultSort = {
      field: hinted.key,
      order:
        saidOrder(text, prompt.sortWords) ??
        (hinted.type === 'date'
          ? dateOrder(hinted.key)
          : prompt.newestFirst || TOP_BY.test(text)
            ? 'desc'
            : 'asc'),
    };
  else if (superlative) list.defaultSort = superlative;
  else if (priced) list.defaultSort = { field: priced.key, order: cheapest ? 'asc' : 'desc' };
  else if (alphabetical) list.defaultSort = { field: alphabetical, order: 'asc' };
  else if (mostCounted) list.defaultSort = { field: mostCounted.key, order: 'desc' };
  else if (list.sortButtons[0]?.field)
    list.defaultSort = { field: list.sortButtons[0].field, order: 'asc' };
  else if (added) list.defaultSort = { field: '_createdDate', order: added };
  else if (date) list.defaultSort = { field: date.key, order: dateOrder(date.key) };
  else if (ordered) list.defaultSort = { field: ordered.key, order: 'asc' };
  // 'oldest first' with no date field: by when each item was saved.
  else if (prompt.oldestFirst) list.defaultSort = { field: '_createdDate', order: 'asc' };
  // 'Pinned threads always come first': the flagged ones, each part in the order said.
  if (firstFlag && !first && firstFlag.key !== list.defaultSort.field)
    list.defaultSort = {
      field: firstFlag.key,
      order: mentionedFirst(ctx.promptText, firstFlag.key) ?? 'desc',
      ...(list.defaultSort.field
        ? { then: { field: list.defaultSort.field, order: list.defaultSort.order } }
        : {}),
    };
  for (const button of list.sortButtons) if (!button.field) button.field = list.defaultSort.field;
  const then = thenSort(text, fields, list.defaultSort.order) ?? tieBreak(text, fields);
  if (then && then.field !== list.defaultSort.field && list.sortOptions.length === 0)
    list.defaultSort = { ...list.defaultSort, then };
  // 'sorted by severity with Critical first': the values' order, which no query can sort by.
  const rank =
    hinted?.type === 'text' && list.sortOptions.length === 0 && list.sortButtons.length === 0
      ? rankedValues(text, ctx.promptText, hinted)
      : null;
  if (hinted && rank)
    list.defaultSort = { ...list.defaultSort, field: hinted.key, order: 'asc', rank };
}

/** 'featured photos first' names the boolean field `featured`. */
function mentionedFirst(prompt: string, key: string): 'asc' | 'desc' | null {
  const word = keyWords(key)[0];
  if (!word) return null;
  const first = (not: string) =>
    new RegExp(
      String.raw`\b${not}${word}\w*\s+(?:\w+\s+)?(?:\([^)]{0,40}\)\s+)?(?:(?:always|should|must|will)\s+)?(?:(?:come|comes|go|goes|appear|appears|are shown|are listed)\s+)?(?:first|on top|at the top)\b`,
      'i',
    ).test(prompt);
  // 'unbought first', 'not done first': the unticked ones lead.
  return first('') ? 'desc' : first('(?:un|non-?|not\\s+)') ? 'asc' : null;
}

function sortOptions(
  ctx: PlanContext,
  list: ListPlan,
  hinted: SiteField | null,
  date: SiteField | null,
): SortOption[] {
  const quoted = quotedSortOptions(ctx, list, date);
  if (quoted.length >= 2) return quoted;
  const options: SortOption[] = [];
  const add = (field: string, order: 'asc' | 'desc', label: string) => {
    if (!options.some((o) => o.field === field && o.order === order))
      options.push({ field, order, label });
  };
  const both = (field: SiteField) => {
    const name = humanize(field.key);
    if (field.type === 'number') {
      add(field.key, 'asc', `${name}: low to high`);
      add(field.key, 'desc', `${name}: high to low`);
    } else if (field.type === 'date') {
      add(field.key, 'desc', `${name}: newest first`);
      add(field.key, 'asc', `${name}: oldest first`);
    } else {
      add(field.key, 'asc', `${name}: A to Z`);
      add(field.key, 'desc', `${name}: Z to A`);
    }
  };
  if (hinted) both(hinted);
  const title = list.collection ? displayField(list.collection) : null;
  if (title) add(title, 'asc', `${humanize(title)}: A to Z`);
  if (date) add(date.key, 'desc', `${humanize(date.key)}: newest first`);
  else add('_createdDate', 'desc', 'Newest first');
  if (!hinted && ctx.prompt.sort) {
    const number = list.collection?.fields.find((f) => f.type === 'number');
    if (number) both(number);
  }
  return options;
}

/**
 * The options the sentence about the sort dropdown quotes ('"Newest first", "Price: Low to
 * High"'), in its words and order: each label's field by its words (a date for 'Newest'), its
 * order by 'low to high', 'Z-A', 'oldest' and the like. Labels naming no field are left out.
 */
function quotedSortOptions(ctx: PlanContext, list: ListPlan, date: SiteField | null): SortOption[] {
  const id = list.sortDropdownId;
  const fields = list.collection?.fields ?? [];
  if (!id || fields.length === 0) return [];
  const sentence = sentenceNaming(ctx.promptText, id);
  const options: SortOption[] = [];
  const quoted = anyQuotedTexts(sentence ?? '');
  const labels = quoted.length > 0 ? quoted : listedSortLabels(sentence ?? '', id);
  for (const label of labels) {
    // The field's words without the order's: 'Name (A-Z)' is name, 'Price: Low to High' price.
    const own = label
      .replace(new RegExp(ASCENDING.source, 'gi'), ' ')
      .replace(new RegExp(DESCENDING.source, 'gi'), ' ');
    const named = bestField(
      keyWords(own).filter((w) => w.length > 1),
      fields,
      SORTABLE,
    );
    const measured = measuredField(label, fields);
    // "'Newest' (year desc)": the field and order said after the label.
    const after = sentence?.slice((sentence.indexOf(label) ?? 0) + label.length + 1) ?? '';
    const said = /^\s*\(\s*([A-Za-z]\w*)(?:\s+(asc|desc|ascending|descending))?\s*\)/i.exec(after);
    const saidField = fields.find(
      (f) => SORTABLE.includes(f.type) && f.key.toLowerCase() === said?.[1]?.toLowerCase(),
    );
    const field =
      saidField ??
      named ??
      measured ??
      (BY_DATE.test(label) ? (date ?? { key: '_createdDate', type: 'date' }) : null);
    if (!field) continue;
    const order =
      saidField && said?.[2]
        ? /^desc/i.test(said[2])
          ? 'desc'
          : 'asc'
        : DESCENDING.test(label)
          ? 'desc'
          : ASCENDING.test(label)
            ? 'asc'
            : field.type === 'date' || field.type === 'boolean'
              ? 'desc'
              : 'asc';
    if (!options.some((o) => o.field === field.key && o.order === order))
      options.push({ field: field.key, order, label });
  }
  return options;
}
