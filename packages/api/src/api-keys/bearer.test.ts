import { describe, expect, it } from 'vitest';

import { readBearer, usesBearerScheme } from './bearer';

const KEY = 'vf_live_0123abcd' + 'a'.repeat(32);

describe('reading the Authorization header', () => {
  it.each([
    [`Bearer ${KEY}`, { kind: 'key', key: KEY }],
    [`bearer ${KEY}`, { kind: 'key', key: KEY }],
    [`BEARER   ${KEY}  `, { kind: 'key', key: KEY }],
    ['Bearer not-our-format', { kind: 'key', key: 'not-our-format' }],
  ])('reads a Bearer token from %j', (header, expected) => {
    expect(readBearer(header)).toEqual(expected);
    expect(usesBearerScheme(header)).toBe(true);
  });

  it.each(['Bearer', 'Bearer ', `Bearer ${KEY} extra`, `Bearer\t${KEY}`])(
    'calls %j malformed',
    (header) => {
      expect(readBearer(header)).toEqual({ kind: 'malformed' });
      expect(usesBearerScheme(header)).toBe(true);
    },
  );

  it('calls one of our keys sent without the Bearer scheme malformed', () => {
    expect(readBearer(KEY)).toEqual({ kind: 'malformed' });
    expect(readBearer(`Token ${KEY}`)).toEqual({ kind: 'malformed' });
    expect(usesBearerScheme(KEY)).toBe(false);
  });

  it('leaves other schemes (a proxy’s Basic auth) and an absent header alone', () => {
    for (const header of [undefined, '', '   ', 'Basic dXNlcjpwYXNz', 'Bearerish abc']) {
      expect(readBearer(header)).toEqual({ kind: 'none' });
      expect(usesBearerScheme(header)).toBe(false);
    }
  });
});
