import type { SiteField, SiteStructure } from '../structure';
import { currencyNamed } from './currency';
import { keyWords } from './naming';
import type { Plan } from './plan-types';

/**
 * How the prompt asks number fields to be shown: as money ('price (formatted like $450,000)') or
 * as stars ('ratingText as stars like ★★★★☆'). Read from the clauses that name the field.
 */

function numberFields(structure: SiteStructure): SiteField[] {
  return structure.collections.flatMap((c) => c.fields).filter((f) => f.type === 'number');
}

/** The prompt's clauses naming the field ('e.g. $19.99' stays in its clause). */
function clausesNaming(prompt: string, field: SiteField): string[] {
  const names = keyWords(field.key);
  return prompt
    .replace(/\b(?:e\.g|i\.e)\./gi, 'eg')
    .split(/(?<=[.;])\s+|,\s+(?![^(]*\))/)
    .filter((clause) => names.some((n) => keyWords(clause).includes(n)));
}

/**
 * Number fields shown as money: a clause naming the field with an amount in a currency
 * ('price (formatted like $450,000)', 'price (2 decimals, e.g. $19.99)', 'the fee in euros').
 */
export function moneyFields(prompt: string, structure: SiteStructure): Plan['money'] {
  const money: Plan['money'] = {};
  for (const field of numberFields(structure)) {
    for (const clause of clausesNaming(prompt, field)) {
      const amount = /([$€£])\s?\d[\d,]*(?:\.(\d{1,2}))?/.exec(clause);
      const currency = currencyNamed(amount?.[1] ?? clause);
      if (!currency) continue;
      // Cents unless the example has none ('like $450,000') or the prompt rounds.
      const decimals = /\b(?:2|two) decimals?\b/i.test(clause)
        ? 2
        : amount
          ? (amount[2]?.length ?? 0)
          : /\b(?:no decimals?|whole (?:numbers?|units?|dollars|euros|pounds)|rounded)\b/i.test(
                clause,
              )
            ? 0
            : 2;
      money[field.key] = { currency, decimals };
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
  for (const field of numberFields(structure)) {
    const clause = clausesNaming(prompt, field).find((c) => /[★☆]|\bstars?\b/i.test(c));
    if (!clause) continue;
    const example = /[★☆]{3,10}/.exec(clause)?.[0].length;
    const outOf = Number(/\bout of (\d{1,2})\b/i.exec(clause)?.[1] ?? 0);
    stars[field.key] = example ?? (outOf >= 3 && outOf <= 10 ? outOf : 5);
  }
  return stars;
}
