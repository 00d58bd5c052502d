import type { SiteElement } from '../structure';
import type { FormInput } from './plan-form-types';
import { MESSAGE } from './plan-form-messages';
import { saidAbout } from './plan-input-rules';

/**
 * What a typed code must look like: '(zipInput, 5 digits)' exactly that many digits, 'We only
 * serve zips starting with 94 — otherwise show '…'' one of those starts, refused in the quoted
 * words. Never a web address's 'https://' (that is `secure`).
 */
export function textPattern(
  prompt: string,
  input: SiteElement,
  ids: string[],
): FormInput['pattern'] | undefined {
  let digits: { counts: number[]; refusal: string | null } | undefined;
  let starts: string[] = [];
  let refusal: string | null = null;
  for (const part of saidAbout(prompt, input, ids)) {
    // '5 digits', '10 or 13 digits': each length allowed, refused in the quote after it.
    const count = /^[^.;]{0,12}?\b(\d{1,2}(?:\s*(?:or|\/|,)\s*\d{1,2})*)[- ]digits?\b/i.exec(part);
    // 'phone must be digits only ("Phone must contain only numbers")': any length of digits.
    const only = count ? null : ONLY_DIGITS.exec(part);
    const said = count ?? only;
    if (said && digits === undefined) {
      const quote = new RegExp(MESSAGE).exec(part.slice(said.index + said[0].length));
      digits = {
        counts: (count?.[1]?.match(/\d+/g) ?? []).map(Number),
        refusal: quote ? (quote[1] ?? quote[2] ?? quote[3] ?? null) : null,
      };
    }
    const start =
      /\b(?:start(?:s|ing)?|begin(?:s|ning)?)\s+with\s+['"]?(\w{1,10})['"]?((?:\s*(?:,|or)\s*['"]?\w{1,10}['"]?)*)/i.exec(
        part,
      );
    if (start && starts.length === 0 && !/^https?$/i.test(start[1] ?? '')) {
      starts = [start[1] ?? '', ...(start[2] ?? '').split(/\s*(?:,|\bor\b)\s*/)]
        .map((v) => v.replace(/['"]/g, '').trim())
        .filter(Boolean);
      const said = new RegExp(
        String.raw`\b(?:otherwise|if not|else)\b[^'"“]{0,30}${MESSAGE}(?=[\s.,;:!?)]|$)`,
        'i',
      ).exec(part);
      refusal = said ? (said[1] ?? said[2] ?? said[3] ?? null) : null;
    }
  }
  const shape = saidAbout(prompt, input, ids)
    .map((part) => shapeOf(part, prompt))
    .find((found) => found !== null);
  if (shape) digits = undefined;
  if (digits === undefined && starts.length === 0 && !shape) return undefined;
  return {
    ...(digits !== undefined ? { digits } : {}),
    ...(shape ? { shape } : {}),
    starts,
    refusal,
  };
}

const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
const KIND = String.raw`(capital\s+|upper-?case\s+|lower-?case\s+|small\s+)?(letters?|digits?|numbers?)`;
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/**
 * 'must look like two capital letters followed by 8 digits (e.g. AB12345678)': a regular
 * expression literal of the shape, and its words (the example when the prompt gives one).
 */
function shapeOf(part: string, prompt: string): { regex: string; words: string } | null {
  const said = new RegExp(
    String.raw`\b${COUNT}\s+${KIND}\s+(?:followed\s+by|then|and\s+then)\s+${COUNT}\s+${KIND}`,
    'i',
  ).exec(part);
  if (!said) return null;
  const piece = (count: string, letterCase: string, kind: string) => {
    const n = NUMBER_WORDS.indexOf(count.toLowerCase()) + 1 || Number(count);
    if (/^(?:digit|number)/i.test(kind)) return `\\d{${n}}`;
    const set = /capital|upper/i.test(letterCase)
      ? 'A-Z'
      : /lower|small/i.test(letterCase)
        ? 'a-z'
        : 'A-Za-z';
    return `[${set}]{${n}}`;
  };
  const [, c1 = '', l1 = '', k1 = '', c2 = '', l2 = '', k2 = ''] = said;
  const example =
    /^[^.;]{0,20}?\(?\s*(?:e\.g\.?|eg|for example|like|such as)\s*:?\s*([A-Za-z0-9]{3,20})\b/i.exec(
      // From the prompt itself: 'e.g.' ends the part's sentence.
      prompt.slice(prompt.indexOf(said[0]) + said[0].length),
    )?.[1];
  return {
    regex: `/^${piece(c1, l1, k1)}${piece(c2, l2, k2)}$/`,
    words: example ?? said[0].replace(/\s+/g, ' '),
  };
}

/** Said of the input itself, before another's words begin: 'phone must be digits only'. */
const ONLY_DIGITS =
  /^[^.;,]{0,30}?\b(?:(?:digits|numbers|numerals)\s+only|only\s+(?:digits|numbers|numerals)|numeric(?:\s+only)?)\b/i;

/** A regular expression literal for a code of one of these digit counts (/^\d{5}$/), or any. */
export function digitsPattern(digits: number[]): string {
  const counts = digits.map((n) => `\\d{${n}}`);
  if (counts.length === 0) return '/^\\d+$/';
  return counts.length === 1 ? `/^${counts[0]}$/` : `/^(?:${counts.join('|')})$/`;
}

/** The engine's words when a code has other than digits, or another count of them. */
export function digitsRefusal(name: string, counts: number[]): string {
  return counts.length > 0
    ? `${name} must be ${counts.join(' or ')} digits.`
    : `${name} must contain only digits.`;
}

/** 'Insurance number must look like AB12345678.' */
export function shapeRefusal(name: string, shape: { words: string }): string {
  return `${name} must look like ${shape.words}.`;
}
