import { describe, expect, it } from 'vitest';

import { shortId } from './short-id';

describe('shortId', () => {
  it('keeps the first block of a uuid', () => {
    expect(shortId('3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e')).toBe('3f2a9c1e');
  });

  it('cuts any other id to 8 characters', () => {
    expect(shortId('abcdefghijkl')).toBe('abcdefgh');
    expect(shortId('abc')).toBe('abc');
  });
});
