/**
 * The currency a text names, by symbol or word: '$19.99', 'the fee in euros', 'GBP', 'price in
 * pounds'. Pounds next to a weight ('weight in pounds') are not money.
 */
const CURRENCIES: [RegExp, string][] = [
  [/€|\beuros?\b|\beur\b/i, 'EUR'],
  [/£|\bpounds?\b|\bgbp\b/i, 'GBP'],
  [/\$|\bdollars?\b|\busd\b/i, 'USD'],
];

export function currencyNamed(text: string): string | null {
  const money = /\bweigh/i.test(text) ? text.replace(/\bpounds?\b/gi, ' ') : text;
  return CURRENCIES.find(([said]) => said.test(money))?.[1] ?? null;
}

/** An amount written in money ('€123.45', '$ 450,000'), with the words before and after it. */
export interface MoneyAmount {
  currency: string;
  decimals: number;
  before: string;
  after: string;
}

export function moneyAmount(text: string): MoneyAmount | null {
  const amount = /([$€£])\s?\d[\d,]*(?:\.(\d{1,2}))?/.exec(text);
  const currency = amount ? currencyNamed(amount[1] ?? '') : null;
  if (!amount || !currency) return null;
  return {
    currency,
    decimals: amount[2]?.length ?? 0,
    before: text.slice(0, amount.index),
    after: text.slice(amount.index + amount[0].length),
  };
}
