import { describe, expect, it } from 'vitest';

import { clampPage, pageCount, rangeLabel } from './pagination';

describe('pageCount', () => {
  it('rounds up and is at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(57, 20)).toBe(3);
  });
});

describe('rangeLabel', () => {
  it('names the rows on the page and the total', () => {
    expect(rangeLabel(1, 20, 57)).toBe('1–20 of 57');
    expect(rangeLabel(3, 20, 57)).toBe('41–57 of 57');
    expect(rangeLabel(1, 20, 1)).toBe('1–1 of 1');
    expect(rangeLabel(2, 1000, 12345)).toBe('1,001–2,000 of 12,345');
  });

  it('says so when there is nothing', () => {
    expect(rangeLabel(1, 20, 0)).toBe('No results');
  });
});

describe('clampPage', () => {
  it('keeps a page in range and moves one past the end to the last page', () => {
    expect(clampPage(2, 57, 20)).toBe(2);
    expect(clampPage(5, 57, 20)).toBe(3);
    expect(clampPage(4, 0, 20)).toBe(1);
    expect(clampPage(0, 57, 20)).toBe(1);
  });
});
