import type { SiteField, SiteStructure } from '../structure';
import { type PromptFeatures, clausesOf, idPattern, sentencesOf } from './keywords';
import { keyWords } from './naming';

/** A day on the visitor's calendar: the start of today, this week (Monday) or this month, moved by `offset` of its unit. */
export interface DateBound {
  unit: 'day' | 'week' | 'month';
  offset: number;
}

/** The days a list shows ('this week', 'upcoming'): its date field from `from` (on) to `to` (before). */
export interface DateWindow {
  field: string;
  from: DateBound | null;
  to: DateBound | null;
  /** As the prompt says it, for the code's comments: 'this week'. */
  said: string;
  /**
   * Buttons showing the other side of a one-bound window ('pastButton shows past events
   * instead'): the options flag `key` turns the bound round and sorts by `order`.
   */
  flip?: {
    key: 'past' | 'upcoming';
    said: string;
    order: 'asc' | 'desc';
    showIds: string[];
    backIds: string[];
  };
}

/**
 * The days a list shows, as the prompt words them: 'upcoming' (today on), 'past' (before today),
 * "today's classes", 'this week', 'next month', 'the next 14 days', 'the last 30 days'. Bounds are
 * on the visitor's calendar (queries.ts writes them), so a week is the visitor's Monday to Sunday.
 */

const day = (days: number): DateBound => ({ unit: 'day', offset: days });

type Span = [RegExp, (n: number) => { from: DateBound | null; to: DateBound | null; said: string }];

/** 'this week' / 'the current week' and 'next week' (or month): one unit from its start. */
function calendarSpans(unit: 'week' | 'month'): Span[] {
  const span = (offset: number, said: string) => () => ({
    from: { unit, offset },
    to: { unit, offset: offset + 1 },
    said,
  });
  return [
    [new RegExp(String.raw`\b(?:this|the current)\s+${unit}(?:'s)?\b`), span(0, `this ${unit}`)],
    [new RegExp(String.raw`\bnext\s+${unit}(?:'s)?\b`), span(1, `next ${unit}`)],
  ];
}

/** Phrases naming a span of days, each with its bounds; the first that matches wins. */
const SPANS: Span[] = [
  [
    /\b(?:next|coming|following|upcoming)\s+(\d{1,3})\s+days\b/,
    (n) => ({ from: day(0), to: day(n), said: `the next ${n} days` }),
  ],
  [
    /\b(?:last|past|previous)\s+(\d{1,3})\s+days\b/,
    (n) => ({ from: day(1 - n), to: null, said: `the last ${n} days` }),
  ],
  ...calendarSpans('week'),
  ...calendarSpans('month'),
  [/\btoday\s+and\s+tomorrow\b/, () => ({ from: day(0), to: day(2), said: 'today and tomorrow' })],
  // 'whose shiftDate is today or later': no end, where 'is today' alone is one day.
  [
    /\btoday\s+or\s+(?:later|after|in the future|onwards?)\b|\btoday\s+onwards?\b|\bon\s+or\s+after\s+today\b/,
    () => ({ from: day(0), to: null, said: 'from today on' }),
  ],
  [
    /\btoday\s+or\s+(?:earlier|before)\b|\bon\s+or\s+before\s+today\b/,
    () => ({ from: null, to: day(1), said: 'up to today' }),
  ],
  [
    // Not "-> Issues with today's date": a value saved, not the days shown.
    // 'with pickupDate = today' too.
    /\btoday's\b(?!\s+date)|\b(?:happening|scheduled|due|held|on|for|open|is|are|dated)\s+today\b|\w\s*={1,3}\s*today\b/,
    () => ({ from: day(0), to: day(1), said: 'today' }),
  ],
  [
    /\btomorrow's\b|\b(?:happening|scheduled|due|held|on|for|open|is|are|dated)\s+tomorrow\b/,
    () => ({ from: day(1), to: day(2), said: 'tomorrow' }),
  ],
];

/** Sentences whose days are about something else than which items show. */
const NOT_A_BOUND =
  /\b(?:highlight\w*|badges?|banners?|labels?|on sale|sales?|returns?|refunds?|trials?|answered|repl(?:y|ies|ied)|ships?|shipping|deliver\w*|book|books|booking|reserve|sign up|register|buy|add|adds|we add|go on sale)\b/;

/**
 * The list's date window from its text, on `dates` (the field the text names, else `fallback`),
 * or null when the text bounds no days. Quoted copy ('"New this week"') is not a bound.
 */
export function dateWindowOf(
  text: string,
  prompt: Pick<PromptFeatures, 'upcoming' | 'past'>,
  dates: SiteField[],
  fallback: SiteField | null,
  nouns: string[],
  listId: string | null = null,
): DateWindow | null {
  // A quote opens after a space or bracket, not inside a word: "today's" is not one.
  const said = text.toLowerCase().replace(/(?<![\w'])'[^'\n]*'(?![\w])|"[^"\n]*"|“[^”\n]*”/g, ' ');
  const words = new Set(keyWords(said));
  const field =
    dates.find((f) => keyWords(f.key).some((w) => w !== 'date' && words.has(w))) ?? fallback;
  if (!field) return null;
  // The phrase bounds the list only beside its name ('this week's events', 'events in the next
  // 14 days'), in a sentence about showing them: 'free returns within 30 days', "today's free
  // trial", 'due today are highlighted', 'book a class for today' are not bounds.
  const near = (sentence: string, at: number, length: number) =>
    nouns.some((noun) => {
      for (const m of sentence.matchAll(new RegExp(String.raw`\b${noun}`, 'g')))
        if (m.index + noun.length >= at - 30 && m.index <= at + length + 30) return true;
      return false;
    });
  const matchOf = (pattern: RegExp) => {
    for (const sentence of sentencesOf(said)) {
      if (NOT_A_BOUND.test(sentence)) continue;
      const match = pattern.exec(sentence);
      // A sentence naming the list by its id is about it ('eventsRepeater shows …').
      const aboutList = listId !== null && sentence.includes(listId.toLowerCase());
      // '#checkInButton in each card checks in for today': what a button does, not which show.
      if (!aboutList && /\b\w*(?:button|btn)\b/.test(sentence)) continue;
      if (match && (aboutList || near(sentence, match.index, match[0].length))) return match;
    }
    return null;
  };
  for (const [pattern, span] of SPANS) {
    const match = matchOf(pattern);
    if (!match) continue;
    const window = span(Number(match[1] ?? match[2] ?? 0));
    // 'upcoming events this week': from today to the week's end.
    const from = prompt.upcoming && window.from?.unit !== 'day' ? day(0) : window.from;
    return { field: field.key, ...window, from };
  }
  if (prompt.upcoming) return { field: field.key, from: day(0), to: null, said: 'from today on' };
  if (prompt.past) return { field: field.key, from: null, to: day(0), said: 'before today' };
  return null;
}

/**
 * The text without the clauses naming a checkbox or switch: '`hasOpenHouse` checkbox to only show
 * listings with an upcoming open house' is what ticking it does, not which days always show
 * (every listing without an open house was hidden).
 */
export function withoutToggleClauses(text: string, structure: SiteStructure): string {
  const toggles = structure.elements.filter(
    (e) => e.veloType === 'Checkbox' || e.veloType === 'Switch',
  );
  if (toggles.length === 0) return text;
  return clausesOf(text)
    .filter((clause) => !toggles.some((t) => idPattern(t.id).test(clause)))
    .join(', ');
}
