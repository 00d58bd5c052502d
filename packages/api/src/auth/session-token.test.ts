import { describe, expect, it } from 'vitest';

import {
  generateSessionToken,
  hashSecret,
  parseSessionToken,
  secretMatches,
} from './session-token';

describe('session tokens', () => {
  it('are id.secret with 160 random bits in each part', () => {
    const { id, secret, token } = generateSessionToken();
    expect(token).toBe(`${id}.${secret}`);
    expect(id).toMatch(/^[a-km-z2-9]{32}$/);
    expect(secret).toMatch(/^[a-km-z2-9]{32}$/);
    const many = new Set(Array.from({ length: 1000 }, () => generateSessionToken().secret));
    expect(many.size).toBe(1000);
  });

  it('parse only well-formed tokens', () => {
    expect(parseSessionToken('abc.def')).toEqual({ id: 'abc', secret: 'def' });
    const neverIssued = ['ABC.def', 'abc.d-f', 'ab\u0000c.def', "abc'.def", 'abc.de f'];
    for (const bad of ['', 'abc', 'abc.', '.def', 'a.b.c', `${'a'.repeat(65)}.b`, ...neverIssued]) {
      expect(parseSessionToken(bad), bad).toBeNull();
    }
  });

  it('store SHA-256 of the secret and compare it exactly', () => {
    const stored = hashSecret('the-secret');
    expect(stored).toHaveLength(32);
    expect(secretMatches('the-secret', stored)).toBe(true);
    expect(secretMatches('the-secreT', stored)).toBe(false);
    expect(secretMatches('the-secret', stored.slice(0, 16))).toBe(false);
  });
});
