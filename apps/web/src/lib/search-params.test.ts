import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { optionalOneOf, optionalPositiveInt, optionalString, searchParser } from './search-params';

/** The zod schemas the routes' validateSearch used before it was written without zod. */
const ZOD_SCHEMAS = {
  generator: z.object({
    restore: z.string().max(100).optional().catch(undefined),
    version: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  admin: z.object({
    tab: z.enum(['settings', 'users', 'purchases']).optional().catch(undefined),
  }),
};

const PARSERS = {
  generator: searchParser({ restore: optionalString(100), version: optionalPositiveInt }),
  admin: searchParser({ tab: optionalOneOf(['settings', 'users', 'purchases'] as const) }),
};

/** What the router hands validateSearch: JSON-parsed values, so numbers, booleans and null too. */
const VALUES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -3,
  1.5,
  2,
  2 ** 60,
  '',
  ' ',
  '7',
  '0x10',
  'Infinity',
  'abc',
  'a'.repeat(100),
  'a'.repeat(101),
  'users',
  'Users',
  [3],
  { n: 1 },
];

describe('route search parsers', () => {
  for (const name of ['generator', 'admin'] as const) {
    it(`gives what the ${name} route's zod schema gave, key for key`, () => {
      const keys = Object.keys(ZOD_SCHEMAS[name].shape);
      let compared = 0;
      for (const key of keys) {
        for (const value of VALUES) {
          const search = { [key]: value, unrelated: 'dropped' };
          expect(PARSERS[name](search), `${key}=${JSON.stringify(value)}`).toStrictEqual(
            ZOD_SCHEMAS[name].parse(search),
          );
          compared += 1;
        }
      }
      expect(PARSERS[name]({})).toStrictEqual(ZOD_SCHEMAS[name].parse({}));
      console.log(`[search-params] ${name}: ${compared + 1} searches compared with zod`);
    });
  }

  it('keeps a valid value and turns an invalid one into undefined', () => {
    expect(PARSERS.generator({ restore: 'abc', version: '3' })).toStrictEqual({
      restore: 'abc',
      version: 3,
    });
    expect(PARSERS.generator({ restore: 42, version: 0 })).toStrictEqual({
      restore: undefined,
      version: undefined,
    });
    expect(PARSERS.admin({ tab: 'legal' })).toStrictEqual({ tab: undefined });
  });
});
