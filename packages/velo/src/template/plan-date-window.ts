import type { SiteField } from '../structure';
import type { PromptFeatures } from './keywords';
import { keyWords } from './naming';
import type { DateBound, DateWindow } from './plan-types';

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
    /\b(?:next|coming|following|upcoming)\s+(\d{1,3})\s+days\b|\bwithin\s+(?:the\s+next\s+)?(\d{1,3})\s+days\b/,
    (n) => ({ from: day(0), to: day(n), said: `the next ${n} days` }),
  ],
  [
    /\b(?:last|past|previous)\s+(\d{1,3})\s+days\b/,
    (n) => ({ from: day(1 - n), to: null, said: `the last ${n} days` }),
  ],
  ...calendarSpans('week'),
  ...calendarSpans('month'),
  [/\btoday\s+and\s+tomorrow\b/, () => ({ from: day(0), to: day(2), said: 'today and tomorrow' })],
  [
    /\btoday's\b|\b(?:happening|scheduled|due|held|on|for|open|is|are|dated)\s+today\b/,
    () => ({ from: day(0), to: day(1), said: 'today' }),
  ],
  [
    /\btomorrow's\b|\b(?:happening|scheduled|due|held|on|for|open|is|are|dated)\s+tomorrow\b/,
    () => ({ from: day(1), to: day(2), said: 'tomorrow' }),
  ],
];

/**
 * The list's date window from its text, on `dates` (the field the text names, else `fallback`),
 * or null when the text bounds no days. Quoted copy ('"New this week"') is not a bound.
 */
export function dateWindowOf(
  text: string,
  prompt: Pick<PromptFeatures, 'upcoming' | 'past'>,
  dates: SiteField[],
  fallback: SiteField | null,
): DateWindow | null {
  // A quote opens after a space or bracket, not inside a word: "today's" is not one.
  const said = text.toLowerCase().replace(/(?<![\w'])'[^'\n]*'(?![\w])|"[^"\n]*"|“[^”\n]*”/g, ' ');
  const words = new Set(keyWords(said));
  const field =
    dates.find((f) => keyWords(f.key).some((w) => w !== 'date' && words.has(w))) ?? fallback;
  if (!field) return null;
  for (const [pattern, span] of SPANS) {
    const match = pattern.exec(said);
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
