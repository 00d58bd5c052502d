import type { PageContext } from './page-context';
import { hasWord, inTemplate, singular, str, words } from './naming';

/** How the page shows a number field: money, a clock, stars, a unit, or grouped digits. */

/** 'year', 'vintage', 'zipCode', 'roomNumber', 'jerseyNo': digits read as a name, not a size. */
function namesNotCounts(key: string): boolean {
  const w = words(key).map((x) => x.toLowerCase());
  const last = w.at(-1) ?? '';
  return (
    hasWord(key, ['year', 'vintage', 'zip', 'postcode', 'isbn']) ||
    (w.length > 1 && ['number', 'no', 'num', 'code', 'id'].includes(last))
  );
}

/**
 * A number as the prompt shows the field `key`: money, stars, with a unit, else grouped digits.
 * `value` is the expression holding it (`item.price`, or a total worked out from it: `rate`
 * false, a total of a price '/ day' is not itself one a day).
 */
export function numberText(ctx: PageContext, key: string, value: string, rate = true): string {
  ctx.needs.add('asText');
  const money = ctx.plan.money[key];
  if (money) {
    ctx.needs.add('formatMoney');
    const shown = `formatMoney(${value}, ${str(money.currency)}, ${money.decimals})`;
    return money.per && rate
      ? `typeof ${value} === 'number' ? \`\${${shown}}${inTemplate(money.per)}\` : ''`
      : shown;
  }
  const clock = ctx.plan.clocks[key];
  if (clock) {
    ctx.needs.add('clockText');
    return `clockText(${value}${clock === 'h:mm:ss' ? ', true' : ''})`;
  }
  const stars = ctx.plan.stars[key];
  if (stars) {
    ctx.needs.add('starsText');
    return `starsText(${value}, ${stars})`;
  }
  // A year or a number that names something ('2019', 'room 1204') is not an amount: no grouping.
  const named = namesNotCounts(key);
  const decimals = ctx.plan.decimals[key];
  const shown =
    decimals !== undefined
      ? `formatDecimals(${value}, ${decimals})`
      : named
        ? value
        : `formatNumber(${value})`;
  const unit = ctx.plan.units[key];
  if (decimals !== undefined) ctx.needs.add('formatDecimals');
  else if (!named) ctx.needs.add('formatNumber');
  // '14 votes', '2 years': one of them is '1 vote', '1 year'.
  const plural = unit && /^\s[a-z]{2,}s$/i.test(unit.suffix) ? unit.suffix.trim() : null;
  const suffix =
    plural && singular(plural) !== plural
      ? `\${${value} === 1 ? ${str(` ${singular(plural)}`)} : ${str(` ${plural}`)}}`
      : inTemplate(unit?.suffix ?? '');
  if (unit)
    return `typeof ${value} === 'number' ? \`${inTemplate(unit.prefix)}\${${shown}}${suffix}\` : ''`;
  return named && decimals === undefined ? `asText(${value})` : shown;
}

/** A number rounded to hundredths in the generated code: 19.99 × 3 is 59.97, not 59.970000000000006. */
export const toHundredths = (expr: string) => `Math.round(${expr} * 100) / 100`;
