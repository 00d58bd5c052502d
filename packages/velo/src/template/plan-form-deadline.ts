import { anyQuotedTexts, sentencesOf } from './keywords';
import { itemsLabel } from './naming';

/**
 * The last day a form takes entries, from the prompt: 'Registration closes on June 1, 2027',
 * 'after 2027-06-01 disable the form', 'entries accepted until 15 March 2027', 'must register
 * before May 1 2027' (the day before). `closesAt` is the midnight after the last day, as
 * [year, monthIndex, day] for `new Date(…)`; `year` null when the prompt gives none (this year's).
 */
export interface FormDeadline {
  closesAt: [number | null, number, number];
  /** When entries stop, in the prompt's words: 'after June 1, 2027', 'on May 1 2027'. */
  when: string;
  message: string;
}

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const ORDINAL = String.raw`(?:st|nd|rd|th)?`;
/** 'June 1, 2027', '1 June 2027', 'June 1st', '2027-06-01'. */
const DAY = String.raw`(?:${MONTH}\s+\d{1,2}${ORDINAL}(?:,?\s+\d{4})?|\d{1,2}${ORDINAL}\s+(?:of\s+)?${MONTH}(?:,?\s+\d{4})?|\d{4}-\d{2}-\d{2})`;

/** A sentence about entries stopping: 'closes', 'deadline', 'disable the form', 'no more'. */
const CLOSING =
  /\b(?:clos(?:e|es|ed|ing)|deadline|disabled?|no (?:more|longer|new)|stop|not accepted|accepted until|open until|last day)\b|\bno\s+[a-z-]+\s+(?:after|from)\b/i;
/** … of a form's entries, not of a list's items ('show the events that close after May 1'). */
const ENTRIES =
  /\b(?:registration|registrations|register|applications?|apply|entries|entry|submissions?|submit|sign[- ]?ups?|form|orders?|ordering|bookings?|rsvps?|nominations?|voting|votes?|enrol\w*|enroll\w*|pre-?orders?)\b/i;

/** 'Show the events that close after May 1', 'list bookings …': a list's rule, not the form's. */
const LISTING = /^\W*(?:show|list|display|filter|sort|hide)\b/i;

export function formDeadline(prompt: string, collectionName: string | null): FormDeadline | null {
  for (const sentence of sentencesOf(prompt)) {
    if (!CLOSING.test(sentence) || !ENTRIES.test(sentence) || LISTING.test(sentence)) continue;
    // 'before May 1': May 1 is already closed; 'on', 'until', 'after', 'deadline' name the last day.
    const said = new RegExp(String.raw`(?:\b(before)\s+)?(${DAY})(?![\d-])`, 'i').exec(sentence);
    const day = said?.[2] ? parseDay(said[2]) : null;
    if (!said?.[2] || !day) continue;
    const [year, month, date] = day;
    const before = said[1] !== undefined;
    const items = collectionName ? itemsLabel(collectionName) : 'entries';
    return {
      closesAt: [year, month, before ? date : date + 1],
      when: `${before ? 'on' : 'after'} ${said[2]}`,
      message:
        anyQuotedTexts(sentence)[0] ??
        (before
          ? `Sorry, ${items} closed on ${said[2]}.`
          : `Sorry, ${items} closed: the last day was ${said[2]}.`),
    };
  }
  return null;
}

/** 'June 1, 2027' → [2027, 5, 1]; null for a day that does not exist. */
function parseDay(text: string): [number | null, number, number] | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const year = /\b(\d{4})\b/.exec(text)?.[1];
  const monthName = new RegExp(MONTH, 'i').exec(text)?.[0].slice(0, 3).toLowerCase() ?? '';
  const month = iso ? Number(iso[2]) - 1 : MONTHS.indexOf(monthName as (typeof MONTHS)[number]);
  const date = Number(iso ? iso[3] : /\b(\d{1,2})(?:st|nd|rd|th)?\b(?!\d)/.exec(text)?.[1]);
  if (month < 0 || month > 11 || !(date >= 1 && date <= 31)) return null;
  return [iso ? Number(iso[1]) : year ? Number(year) : null, month, date];
}

/** `new Date(…)` of the midnight entries close at (this year's when the prompt gives none). */
export function closingDate(deadline: FormDeadline): string {
  const [year, month, day] = deadline.closesAt;
  return `new Date(${year ?? 'new Date().getFullYear()'}, ${month}, ${day})`;
}
