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
