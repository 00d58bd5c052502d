import { describe, expect, it } from 'vitest';

import { idempotencyKeyFrom, requestHash, stableJson } from './idempotency';

describe('idempotency helpers', () => {
  it('writes JSON with sorted keys and without undefined members', () => {
    expect(stableJson({ b: 1, a: { d: [1, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":null,"z":1}]},"b":1}',
    );
    expect(stableJson([undefined, 'x'])).toBe('[null,"x"]');
  });

  it('hashes equal inputs equally whatever their key order, and different ones differently', () => {
    const one = requestHash({ prompt: 'p', collections: [{ name: 'A', fields: [] }] });
    const two = requestHash({ collections: [{ fields: [], name: 'A' }], prompt: 'p' });
    expect(one).toBe(two);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ prompt: 'q' })).not.toBe(requestHash({ prompt: 'p' }));
  });

  it('reads the header trimmed, treats blank as none and refuses over 255 characters', () => {
    expect(idempotencyKeyFrom(undefined)).toBeNull();
    expect(idempotencyKeyFrom('   ')).toBeNull();
    expect(idempotencyKeyFrom('  abc  ')).toBe('abc');
    expect(idempotencyKeyFrom('k'.repeat(255))).toHaveLength(255);
    expect(() => idempotencyKeyFrom('k'.repeat(256))).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST' }),
    );
  });
});
