import type { SiteField, SiteStructure } from '../structure';
import { currencyNamed, moneyAmount } from './currency';
import { anyQuotedTexts } from './keywords';
import { areSynonyms, hasWord, keyWords } from './naming';
import type { Plan } from './plan-types';

/**
 * How the prompt asks fields to be shown: numbers as money ('price (formatted like $450,000)')
 * or stars ('ratingText as stars like ★★★★☆'), dates as their example ('the date like
 * March 14, 2025'). Read from the clauses that name the field.
 */

function fieldsOfType(structure: SiteStructure, type: SiteField['type']): SiteField[] {
  return structure.collections.flatMap((c) => c.fields).filter((f) => f.type === type);
}

/**
 * The prompt's clauses naming the field ('e.g. $19.99' stays in its clause); split at commas too
 * unless `commas` is false (a date's example has them: 'March 14, 2025').
 */
function clausesNaming(prompt: string, field: SiteField, commas = true): string[] {
  const names = keyWords(field.key);
  const clauses = prompt
    .replace(/\b(?:e\.g|i\.e)\./gi, 'eg')
    .split(commas ? /(?<=[.;])\s+|,\s+(?![^(]*\))|\s+and\s+(?=#)/ : /(?<=[.;])\s+/)
    .filter((clause) => namesField(clause, field));
  // 'shows guideFee like "$45/hr"' before '#kayakPrice … like "$12.00 / day"' (price ~ fee).
  const exact = (clause: string) => names.every((n) => keyWords(clause).includes(n));
  return [...clauses.filter(exact), ...clauses.filter((c) => !exact(c))];
}

function namesField(text: string, field: SiteField): boolean {
  const names = keyWords(field.key);
  return keyWords(text).some((w) => names.some((n) => n === w || areSynonyms(n, w)));
}

/**
 * Number fields shown as money: a clause naming the field with an amount in a currency
 * ('price (formatted like $450,000)', 'price (2 decimals, e.g. $19.99)', 'the fee in euros').
 */
/** Number fields that count something other than money. */
const NOT_MONEY = [
  'minute',
  'minutes',
  'min',
  'mins',
  'hour',
  'hours',
  'duration',
  'day',
  'days',
  'week',
  'weeks',
  'year',
  'years',
  'age',
  'count',
  'quantity',
  'qty',
  'stock',
  'seat',
  'seats',
  'capacity',
  'rating',
  'star',
  'stars',
  'guest',
  'guests',
];

export function moneyFields(prompt: string, structure: SiteStructure): Plan['money'] {
  const money: Plan['money'] = {};
  for (const field of fieldsOfType(structure, 'number')) {
    for (const clause of clausesNaming(prompt, field)) {
      // '$12.00 / day', '€450 per week', '$45/hr': the rate's unit is kept after the amount.
      const amount = moneyAmount(clause);
      const per = amount
        ? /^(?:\s*\/\s*[A-Za-z]{1,8}\b\.?|\s+per\s+(?!(?:a|an|the)\b)[A-Za-z]{1,8}\b)/.exec(
            amount.after,
          )
        : null;
      // 'the price … formatted as dollars and the duration in minutes': the dollars are the
      // price's; a count of minutes, seats or stars is money only with an amount of its own.
      if (!amount && hasWord(field.key, NOT_MONEY)) continue;
      // 'formatted as money' names no currency: US dollars, until the prompt names another.
      const currency =
        amount?.currency ??
        currencyNamed(clause) ??
        (/\b(?:as|in) (?:money|currency)\b/i.test(clause) ? 'USD' : null);
      if (!currency) continue;
      // Cents unless the example has none ('like $450,000') or the prompt rounds.
      const decimals = /\b(?:2|two) decimals?\b/i.test(clause)
        ? 2
        : amount
          ? amount.decimals
          : /\b(?:no decimals?|whole (?:numbers?|units?|dollars|euros|pounds)|rounded)\b/i.test(
                clause,
              )
            ? 0
            : 2;
      money[field.key] = { currency, decimals, ...(per ? { per: per[0] } : {}) };
      break;
    }
  }
  return money;
}

/**
 * Number fields shown as stars, by how many stars make the whole: the example's length
 * ('★★★★☆'), else 'out of N', else 5.
 */
export function starFields(prompt: string, structure: SiteStructure): Plan['stars'] {
  const stars: Plan['stars'] = {};
  for (const field of fieldsOfType(structure, 'number')) {
    const clause = clausesNaming(prompt, field).find((c) => /[★☆]|\bstars?\b/i.test(c));
    if (!clause) continue;
    const example = /[★☆]{3,10}/.exec(clause)?.[0].length;
    const outOf = Number(/\bout of (\d{1,2})\b/i.exec(clause)?.[1] ?? 0);
    stars[field.key] = example ?? (outOf >= 3 && outOf <= 10 ? outOf : 5);
  }
  return stars;
}

/** Number fields of seconds shown as a clock: 'formatted as mm:ss from timeSeconds' (12:34). */
export function clockFields(prompt: string, structure: SiteStructure): Plan['clocks'] {
  const clocks: Plan['clocks'] = {};
  for (const field of fieldsOfType(structure, 'number')) {
    const clause = clausesNaming(prompt, field).find((c) => CLOCK.test(c));
    if (clause) clocks[field.key] = /\bh{1,2}:mm:ss\b/i.test(clause) ? 'h:mm:ss' : 'm:ss';
  }
  return clocks;
}

const CLOCK = /\b(?:h{1,2}:)?m{1,2}:ss\b/i;

/**
 * Number fields shown with the unit of the prompt's example: 'the read time like "25 min"',
 * '(e.g. 4.5 km)', '#12'. Money and stars are read first and keep their own format.
 */
const REFUSING =
  /\b(?:can'?t|cannot|must(?:n'?t)?|(?:more|less|fewer) than|at (?:most|least)|no more than|limit|reached|exceeds?|too (?:many|much|few))\b/i;

export function unitFields(prompt: string, structure: SiteStructure): Plan['units'] {
  const units: Plan['units'] = {};
  for (const field of fieldsOfType(structure, 'number')) {
    for (const clause of clausesNaming(prompt, field)) {
      // "can't enroll in more than 18 credits ("Credit limit of 18 reached")": a refusal's words.
      const examples = [
        ...(REFUSING.test(clause) ? [] : anyQuotedTexts(clause)),
        ...[...clause.matchAll(/\b(?:like|eg|as in)\s+(\S+\s*[A-Za-z%]*)/gi)].map(
          (m) => m[1] ?? '',
        ),
      ];
      // '25 min', '#12', and words before: 'Episode 42', 'Stall 12', 'Up to 8 guests'.
      const unit = examples
        .map((e) =>
          /^([#~]|[A-Z][A-Za-z]{1,15}(?: [a-z]{1,8}){0,2} )?\d+(?:[.,]\d+)?(\s?(?:[A-Za-z]{1,12}\.?|%))?$/.exec(
            e.trim(),
          ),
        )
        .find((m) => m !== null && (m[1] ?? m[2]) !== undefined);
      // 'like 7 and 19': a word of the sentence, not a unit; '1st' is an ordinal.
      if (!unit || /^\s?(?:st|nd|rd|th|and|or|to|a|an|the|of|in|at|for|per)$/i.test(unit[2] ?? ''))
        continue;
      units[field.key] = { prefix: unit[1] ?? '', suffix: unit[2] ?? '' };
      break;
    }
  }
  return units;
}

const DIGITS: Record<string, number> = { no: 0, zero: 0, one: 1, two: 2, three: 3 };

/**
 * Number fields shown with as many decimals as the prompt says: 'average rating to one decimal',
 * '#topRating shown with 1 decimal place'. Money keeps its own decimals.
 */
export function decimalFields(prompt: string, structure: SiteStructure): Plan['decimals'] {
  const decimals: Plan['decimals'] = {};
  for (const field of fieldsOfType(structure, 'number')) {
    for (const clause of clausesNaming(prompt, field)) {
      const said = /\b(no|zero|one|two|three|[0-3])\s+decimals?(?:\s+places?)?\b/i.exec(clause);
      // '(#topRating shown with one decimal, #reviewCount)': the decimals of the field just before.
      const before =
        clause
          .slice(0, said?.index ?? 0)
          .split(/[,;(]/)
          .pop() ?? '';
      if (!said || !namesField(before, field) || moneyAmount(clause) || REFUSING.test(clause))
        continue;
      const word = said[1]?.toLowerCase() ?? '';
      decimals[field.key] = DIGITS[word] ?? Number(word);
      break;
    }
  }
  return decimals;
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december';
const SHORT_MONTHS = 'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const WEEKDAYS = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';

/**
 * Date fields shown the way the prompt's example writes a date, as the locale and options of
 * `toLocaleDateString`: 'March 14, 2025' (en-US, long month), '14 March 2025' (en-GB),
 * '14/03/2025' (en-GB), '03/14/2025' (en-US), '2025-03-14' (sv-SE writes ISO days), 'Fri, Mar 14'.
 * A date with no example keeps the visitor's own format.
 */
export function dateFormats(prompt: string, structure: SiteStructure): Plan['dateFormats'] {
  const formats: Plan['dateFormats'] = {};
  for (const field of fieldsOfType(structure, 'date')) {
    for (const clause of clausesNaming(prompt, field, false)) {
      const format = exampleFormat(clause);
      if (!format) continue;
      formats[field.key] = format;
      break;
    }
  }
  return formats;
}

function exampleFormat(clause: string): Plan['dateFormats'][string] | null {
  const weekday = new RegExp(
    String.raw`\b(${WEEKDAYS}|mon|tue|wed|thu|fri|sat|sun)\b,?\s+`,
    'i',
  ).exec(clause);
  const wd = weekday ? (weekday[1]!.length > 3 ? "weekday: 'long', " : "weekday: 'short', ") : '';
  const monthFirst = new RegExp(
    String.raw`\b(${MONTHS}|${SHORT_MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(,?\s+\d{4})?`,
    'i',
  ).exec(clause);
  const dayFirst = new RegExp(
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(${MONTHS}|${SHORT_MONTHS})\.?\b(,?\s+\d{4})?`,
    'i',
  ).exec(clause);
  const named = monthFirst ?? dayFirst;
  if (named) {
    const month = named[1]!.length > 4 || /^may$/i.test(named[1]!) ? 'long' : 'short';
    const year = named[2] ? ", year: 'numeric'" : '';
    return {
      locale: monthFirst ? 'en-US' : 'en-GB',
      options: `{ ${wd}month: '${month}', day: 'numeric'${year} }`,
    };
  }
  if (/\b\d{4}-\d{2}-\d{2}\b/.test(clause)) return { locale: 'sv-SE', options: '{}' };
  const slashed = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(clause);
  if (slashed) {
    // '14/03/2025' can only be day first; '03/04/2025' is read as the US writes it unless the
    // prompt says day first.
    const dayFirstSaid = Number(slashed[1]) > 12 || /\bdd\/mm\b|\bday first\b/i.test(clause);
    return {
      locale: dayFirstSaid ? 'en-GB' : 'en-US',
      options: "{ day: '2-digit', month: '2-digit', year: 'numeric' }",
    };
  }
  // 'time like 18:30' shows the time alone, 24-hour; 'like 6:30 pm' on a 12-hour clock. Only an
  // example is a format: not 'placed before 9:00 AM', nor a dropdown's '15:00, 16:00' beside it.
  const time =
    /\b(?:like|e\.g\.?|as|such as|format(?:ted)?(?: as| like)?|shown as)\s+["'“]?\d{1,2}:\d{2}(\s?[ap]\.?m\.?)?(?![\d:])/i.exec(
      clause,
    );
  if (time)
    return time[1]
      ? { locale: 'en-US', options: "{ hour: 'numeric', minute: '2-digit' }", time: true }
      : { locale: 'en-GB', options: "{ hour: '2-digit', minute: '2-digit' }", time: true };
  return null;
}
