import type { SiteField } from '../structure';
import { sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord } from './naming';
import type { FormLimit } from './plan-form-limits';

/** 'per day', 'a day', 'each day', 'daily', 'per evening': a limit that starts again every day. */
const PER_DAY =
  /\b(?:per|a|each|every)\s+(?:calendar\s+)?(?:day|evening|night)\b|\bdaily\b|\bnightly\b/i;

/**
 * A limit said per day ('Max 5 logs per member per day', 'one check-in a day', 'at most 30
 * passes per day') counts only the same day's items: those of the date the form fills when it
 * fills one, else those saved since midnight. Before, 'per member per day' capped a member's
 * logs for good.
 */
export function perDay(
  prompt: string,
  limit: FormLimit | null,
  filled: SiteField[],
): FormLimit | null {
  if (!limit || !saysPerDay(prompt, limit.max)) return limit;
  const day = filled.find((f) => f.type === 'date');
  if (day) return limit.fields.includes(day) ? limit : { ...limit, fields: [...limit.fields, day] };
  return {
    ...limit,
    perDay: true,
    message: limit.message
      .replace(/^You can send at most (\d+)\.$/, 'You can send at most $1 a day.')
      .replace(/^You have already sent one\.$/, 'You have already sent one today.')
      .replace(/^Sorry, that day is fully booked\.$/, 'Sorry, today is fully booked.'),
  };
}

/**
 * 'At most 30 passes per day', 'max 40 bookings a day', 'at most 40 guests per evening': a cap
 * on the items of one day, said of the collection's items rather than of a field ('3 per slot'
 * is a capacity). Guests, people or seats add up the number field that holds them ('The server
 * adds up partySize', else a party size): 40 parties of 8 were 320 guests.
 */
export function dailyCap(prompt: string, filled: SiteField[]): FormLimit | null {
  const said =
    /\b(?:at most|max(?:imum)?(?: of)?|up to|no more than|only|limit(?:ed)? to)\s+(\d{1,4})\s+((?:[a-z-]+\s+){0,2}?)(?:per|a|each)\s+(?:day|evening|night)\b/i.exec(
      prompt,
    );
  const max = Number(said?.[1] ?? 0);
  if (!said || max < 1) return null;
  const noun = (said[2] ?? '').trim();
  const numbers = { name: '', fields: filled.filter((f) => f.type === 'number') };
  const summedBy = SUMMED_BY.exec(prompt)?.[1];
  const sum =
    fieldsNamedIn(noun, numbers)[0] ??
    (summedBy ? fieldsNamedIn(summedBy, numbers)[0] : undefined) ??
    (/\b(?:guests?|people|persons?|seats?|covers?|diners?)\b/i.test(noun)
      ? numbers.fields.find((f) => hasWord(f.key, PARTY_WORDS))
      : undefined);
  return { fields: [], max, message: 'Sorry, that day is fully booked.', sum: sum ?? null };
}

/** 'so sum partySize', 'adds up the partySize': the number field a total adds up. */
export const SUMMED_BY = /\b(?:sum|sums|add up|adds up|total of)\s+(?:the\s+|their\s+)?([a-z]\w*)/i;

const PARTY_WORDS = ['party', 'size', 'guests', 'people', 'persons', 'seats', 'covers', 'diners'];

function saysPerDay(prompt: string, max: number): boolean {
  const count = max === 1 ? String.raw`\b(?:one|once|1|single)\b` : String.raw`\b${max}\b`;
  return sentencesOf(prompt).some((s) => new RegExp(count, 'i').test(s) && PER_DAY.test(s));
}
