/**
 * Dollars as an admin types them, to whole cents (spec section 5: converted by rounding). The
 * product is fixed to 6 places first: 1.005 * 100 is 100.49999… in binary floating point, and
 * would otherwise round down to 100 instead of up to 101.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toFixed(6)));
}

/** Cents as the price input shows them (the input adds the $ and two decimals). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * What one token costs a customer, e.g. "$0.0375": cents are too coarse for it, so up to four
 * decimals are shown (at least two). Null when there is nothing to divide by.
 */
export function pricePerToken(cents: number, tokens: number): string | null {
  if (!Number.isFinite(cents) || !Number.isFinite(tokens) || tokens <= 0 || cents < 0) return null;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(cents / 100 / tokens);
}
