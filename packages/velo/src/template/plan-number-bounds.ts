import type { SiteElement, SiteField } from '../structure';
import { hasWord, keyWords, singular } from './naming';
import { AT_LEAST, AT_MOST, CHARACTERS, saidAbout } from './plan-input-rules';
import type { FormInput } from './plan-types';

/**
 * A number input's bounds from the prompt: a range it keeps to ('guests (1 to 12)', 'at least
 * 1'), a bound it must pass ('more than 0') and one it must stay under ('less than 50 kg'). A
 * range's end that a stricter bound repeats is dropped, so each is checked once.
 */
export function numberBounds(
  prompt: string,
  input: SiteElement,
  ids: string[],
  field: SiteField | null = null,
): Pick<FormInput, 'range' | 'above' | 'below'> {
  const above = numberAbove(prompt, input, ids);
  const below = numberBelow(prompt, input, ids);
  const [min = null, max = null] =
    numberRange(prompt, input, ids, field) ??
    // Wix's ratings input gives 1 to 5 stars: the web method takes nothing else.
    (input.veloType === 'RatingsInput' ? [1, 5] : []);
  const low = min !== null && above !== null && min <= above ? null : min;
  const high = max !== null && below !== null && max >= below ? null : max;
  return {
    range: low === null && high === null ? null : [low, high],
    ...(above !== null ? { above } : {}),
    ...(below !== null ? { below } : {}),
  };
}

/** A number's bounds: 'guests (1 to 12)', or 'quantity (a number, at least 1)'. */
function numberRange(
  prompt: string,
  input: SiteElement,
  ids: string[],
  field: SiteField | null,
): FormInput['range'] {
  const spelled = spelledRange(prompt, input, field);
  if (spelled) return spelled;
  for (const part of saidAbout(prompt, input, ids)) {
    if (new RegExp(`\\b${CHARACTERS}\\b`, 'i').test(part)) continue;
    // 'minimum $5': an amount's currency sign before its number.
    // 'max 2 decimals' is a number's precision, not its bound.
    const notCount = String.raw`(?![\d.]|\s*(?:decimals?|decimal places|dp|digits?)\b)`;
    const min = new RegExp(
      String.raw`(?:\b${AT_LEAST}\s+|>=\s*)[$€£]?(-?\d+)${notCount}|[$€£]?(-?\d+)\s*or more\b`,
      'i',
    ).exec(part);
    const max = new RegExp(
      String.raw`(?:\b${AT_MOST}\s+|<=\s*)[$€£]?(-?\d+)${notCount}|[$€£]?(-?\d+)\s*or (?:less|fewer)\b`,
      'i',
    ).exec(part);
    if (min || max) {
      const low = min ? Number(min[1] ?? min[2]) : null;
      const high = max ? Number(max[1] ?? max[2]) : null;
      return low !== null && high !== null && low > high ? null : [low, high];
    }
  }
  // '#qtyInput - number, 1 to 12', '#hoursInput (number, 0.5 to 12)', ': 2 to 8 players': after
  // the id itself, and not a length ('10 to 15 digits').
  for (const part of saidAbout(prompt, input, ids, true)) {
    const between =
      /^[^.;]{0,30}?(?<![\d.:])(-?\d+(?:\.\d+)?)\s*(?:to|–|-)\s*(-?\d+(?:\.\d+)?)(?![\d.:])(?!\s*(?:digits?|characters?|chars?|letters?|words?)\b)/i.exec(
        part,
      );
    if (between && Number(between[1]) < Number(between[2]))
      return [Number(between[1]), Number(between[2])];
  }
  return null;
}

/** A number's lower bound it must pass: 'price (must be more than 0)', 'a positive amount'. */
function numberAbove(prompt: string, input: SiteElement, ids: string[]): number | null {
  for (const part of saidAbout(prompt, input, ids)) {
    const above =
      /(?<!\b(?:no|not)\s+)\b(?:more|greater|bigger|higher)\s+than\s+[$€£]?(-?\d+(?:\.\d+)?)|\b(?:must|has to|should)\s+be\s+(?:above|over|>(?!=))\s*[$€£]?(-?\d+(?:\.\d+)?)|\b(positive)\b/i.exec(
        part,
      );
    if (above) return above[3] ? 0 : Number(above[1] ?? above[2]);
  }
  return null;
}

/** A number's upper bound it must stay under: 'weight … less than 50 kg', 'must be below 100'. */
function numberBelow(prompt: string, input: SiteElement, ids: string[]): number | null {
  for (const part of saidAbout(prompt, input, ids)) {
    const below =
      /(?<!\b(?:no|not)\s+)\b(?:less|lower|smaller)\s+than\s+[$€£]?(-?\d+(?:\.\d+)?)|\b(?:be|and|or)\s+(?:below|under|<(?!=))\s*[$€£]?(-?\d+(?:\.\d+)?)/i.exec(
        part,
      );
    if (below) return Number(below[1] ?? below[2]);
  }
  return null;
}

/**
 * 'number of guests (1 to 12)', 'age … between 18 and 99', 'hoursInput (number between 0.5 and
 * 12)' → [1, 12], [18, 99], [0.5, 12].
 */
function spelledRange(
  prompt: string,
  input: SiteElement,
  field: SiteField | null,
): [number, number] | null {
  // The id's last word first ('guestsInput'), then the others ('guestCountInput': guests), then
  // the field's ('Quantity must be between 1 and 12' of #qtyInput).
  const said = keyWords(input.id);
  const fieldWords = keyWords(field?.key ?? '').filter((w) => !said.includes(w));
  for (const word of [...said.slice(-1), ...said.slice(0, -1), ...fieldWords]) {
    const match = new RegExp(
      `\\b${singular(word)}\\w*([^.\\d]{0,40}?)(\\d+(?:\\.\\d+)?)\\s*(?:to|-|–|and)\\s*(\\d+(?:\\.\\d+)?)`,
      'i',
    ).exec(prompt);
    // Between the word and its numbers no other thing begins: 'age and phone (phone must be 10
    // to 15 digits)' gives age no range.
    if (!match || /,|\band\b|\bor\b/i.test(match[1] ?? '')) continue;
    const [, , from, to] = match;
    const min = Number(from);
    const max = Number(to);
    return min <= max ? [min, max] : null;
  }
  return null;
}

/** Numbers that count people or things: a party of 2.5 guests is no party. */
export const COUNTED_WORDS = [
  'guests',
  'guest',
  'people',
  'persons',
  'party',
  'attendees',
  'adults',
  'children',
  'kids',
  'tickets',
  'seats',
  'quantity',
  'qty',
  'nights',
  'rooms',
];

/**
 * A count of people or things is never below 0, nor a quantity, a party or a booking's nights
 * below 1, unless the prompt gives its own lower bound: a party of -2 would be saved as one.
 */
export function countedBounds(
  bounds: Pick<FormInput, 'range' | 'above' | 'below'>,
  input: SiteElement,
  field: SiteField | null,
): Pick<FormInput, 'range' | 'above' | 'below'> {
  const said = `${input.id} ${field?.key ?? ''}`;
  if (input.veloType === 'Slider' || !hasWord(said, COUNTED_WORDS)) return bounds;
  return withLowBound(
    bounds,
    hasWord(said, ['adults', 'children', 'kids', 'child', 'adult']) ? 0 : 1,
  );
}

/** The bounds with `low` as the least value allowed, unless the prompt gives a lower bound itself. */
export function withLowBound(
  bounds: Pick<FormInput, 'range' | 'above' | 'below'>,
  low: number | null,
): Pick<FormInput, 'range' | 'above' | 'below'> {
  if (low === null || bounds.above !== undefined || (bounds.range?.[0] ?? null) !== null)
    return bounds;
  return { ...bounds, range: [low, bounds.range?.[1] ?? null] };
}
