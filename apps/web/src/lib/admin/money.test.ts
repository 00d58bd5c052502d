import { describe, expect, it } from 'vitest';

import { centsToDollars, dollarsToCents, pricePerToken } from './money';

describe('dollarsToCents', () => {
  it('converts dollars to whole cents', () => {
    expect(dollarsToCents(5)).toBe(500);
    expect(dollarsToCents(7.5)).toBe(750);
    expect(dollarsToCents(0.2)).toBe(20);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('rounds away floating point error instead of truncating', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(19.99)).toBe(1999);
  });

  it('rounds half a cent up, as the typed decimal reads', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(1.004)).toBe(100);
    expect(dollarsToCents(2.675)).toBe(268);
  });
});

describe('centsToDollars', () => {
  it('divides by 100', () => {
    expect(centsToDollars(500)).toBe(5);
    expect(centsToDollars(1999)).toBe(19.99);
  });
});

describe('pricePerToken', () => {
  it('divides the package price by its tokens, to at most four decimals', () => {
    expect(pricePerToken(750, 200)).toBe('$0.0375');
    expect(pricePerToken(500, 150)).toBe('$0.0333');
    expect(pricePerToken(1000, 10)).toBe('$1.00');
  });

  it('has nothing to say without tokens or a readable price', () => {
    expect(pricePerToken(500, 0)).toBeNull();
    expect(pricePerToken(Number.NaN, 150)).toBeNull();
  });
});
