import { describe, expect, it } from 'vitest';

import { filterFaqs } from './filter-faqs';

const items = [
  { question: 'Do tokens expire?', answer: 'No, never.' },
  { question: 'Refunds?', answer: 'Purchases are FINAL.' },
];

describe('filterFaqs', () => {
  it('keeps everything for a blank query', () => {
    expect(filterFaqs(items, '   ')).toEqual(items);
  });

  it('matches the question case-insensitively', () => {
    expect(filterFaqs(items, 'EXPIRE')).toEqual([items[0]]);
  });

  it('matches the answer text too', () => {
    expect(filterFaqs(items, 'final')).toEqual([items[1]]);
  });

  it('gives an empty list when nothing matches', () => {
    expect(filterFaqs(items, 'stripe')).toEqual([]);
  });
});
