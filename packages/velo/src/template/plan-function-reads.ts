import type { SiteCollection, SiteField } from '../structure';
import { readPrompt } from './keywords';
import { hasWord, keyWords, singular, words, nounForms } from './naming';
import { dateWindowOf } from './plan-date-window';
import type { DateWindow, PromptFunction } from './plan-types';

/** What a read the prompt names returns: how many, in what order, of which days. */

/**
 * How many, in what order and of which days a read returns: 'the 10 most expensive products',
 * 'getEventsThisWeek', 'upcoming events sorted by date', 'orders by status, newest first'.
 */
export function readShape(
  s: string,
  name: string,
  collection: SiteCollection,
): Pick<PromptFunction, 'limit' | 'sort' | 'dateWindow'> {
  const count =
    /\b(\d{1,3})\b(?!\s*(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|%|characters?))/.exec(
      s,
    );
  const limit = count ? Math.min(1000, Math.max(1, Number(count[1]))) : 50;
  // The name says it too: 'getEventsThisWeek', 'getUpcomingEvents'.
  const said = `${s} ${words(name).join(' ').toLowerCase()}`;
  const dates = collection.fields.filter((f) => f.type === 'date');
  const sayWords = new Set(keyWords(said).map(singular));
  const namedDate =
    dates.find((f) => keyWords(f.key).every((w) => sayWords.has(w))) ??
    dates.find((f) => keyWords(f.key).some((w) => w !== 'date' && sayWords.has(w))) ??
    dates.find((f) => hasWord(f.key, ['date', 'start', 'starts', 'when', 'day'])) ??
    dates[0] ??
    null;
  const window = dateWindowOf(said, readPrompt(said), dates, namedDate, nounForms(collection.name));
  const newest = /\b(?:newest|latest|recent|most recent)\b/.test(said);
  const oldest = /\b(?:oldest|earliest|soonest)\b/.test(said);
  const most = /\b(?:most|highest|top|largest|biggest)\b/.test(said);
  const least = /\b(?:least|lowest|cheapest|smallest)\b/.test(said);
  const priced = /\b(?:expensive|cheapest|price|priced|cost)\b/.test(said);
  // 'the 10 most expensive products', 'the top 5 by rating': a number or date field it names.
  const valued: SiteField | undefined =
    collection.fields.find((f) => f.type === 'number' && priced && hasPriceWord(f.key)) ??
    collection.fields.find(
      (f) => ['number', 'date'].includes(f.type) && keyWords(f.key).every((w) => sayWords.has(w)),
    );
  if (valued && (most || least) && !newest && !oldest)
    return {
      limit,
      sort: { field: valued.key, order: least ? 'asc' : 'desc' },
      dateWindow: window,
    };
  // 'sorted by time', 'ordered by date': that field, first to last unless it says otherwise.
  const by =
    /\b(?:sort(?:ed|s)?|order(?:ed|s)?)\s+by\s+(?:the\s+|their\s+|its\s+)?([a-z]+(?:\s[a-z]+)?)/.exec(
      s,
    )?.[1];
  const byWords = by ? keyWords(by) : [];
  const sortField = by
    ? (collection.fields.find(
        (f) => SORTABLE_TYPES.includes(f.type) && keyWords(f.key).every((w) => byWords.includes(w)),
      ) ??
      collection.fields.find(
        (f) => SORTABLE_TYPES.includes(f.type) && byWords.every((w) => keyWords(f.key).includes(w)),
      ))
    : undefined;
  const desc = newest || most;
  if (sortField)
    return {
      limit,
      sort: { field: sortField.key, order: desc ? 'desc' : 'asc' },
      dateWindow: window,
    };
  // Days bounded: their date field, soonest first unless it says newest ('the last 30 days').
  if (window)
    return {
      limit,
      sort: { field: window.field, order: newest || looksBack(window) ? 'desc' : 'asc' },
      dateWindow: window,
    };
  return {
    limit,
    sort: { field: '_createdDate', order: oldest ? 'asc' : 'desc' },
    dateWindow: null,
  };
}

const SORTABLE_TYPES = ['number', 'date', 'time', 'text'];

/** 'past events', 'the last 30 days': days before today, read newest first. */
function looksBack(window: DateWindow): boolean {
  return !window.from || (window.to === null && window.from.offset < 0);
}

function hasPriceWord(key: string): boolean {
  return keyWords(key).some((w) => ['price', 'cost', 'amount', 'fee'].includes(w));
}
