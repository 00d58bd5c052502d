import { describe, expect, it } from 'vitest';

import { formatCents, formatDate, formatDateTime } from './format';

describe('formatCents', () => {
  it('shows cents as dollars', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(1999)).toBe('$19.99');
  });

  it('takes the currency code in lower case, as the payment provider writes it', () => {
    expect(formatCents(500, 'usd')).toBe('$5.00');
  });
});

describe('formatDateTime', () => {
  it('uses a long date, "at", then the time', () => {
    expect(formatDateTime('2025-03-04T14:05:00')).toBe('March 4, 2025 at 2:05 PM');
  });

  it('says N/A for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('N/A');
  });
});

describe('formatDate', () => {
  it('uses a long date', () => {
    expect(formatDate('2025-03-04T14:05:00')).toBe('March 4, 2025');
  });
});
