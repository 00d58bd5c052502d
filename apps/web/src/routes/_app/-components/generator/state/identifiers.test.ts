import { ZCollectionName, ZElementId, ZFieldKey } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { isInvalidCollectionName, isInvalidElementId, isInvalidFieldId } from './identifiers';

/** Values around every rule: blanks, '#', '_', '-', '/', non-ASCII letters and the length limits. */
const SAMPLES = [
  '',
  '   ',
  '#',
  '# ',
  '#repeater1',
  '##repeater1',
  ' repeater1 ',
  'repeater1',
  'repeater 1',
  '1repeater',
  '_createdDate',
  'title_2',
  'my-field',
  'Products',
  'Stores/Products',
  'Stores/Products/Variants',
  '/Products',
  'Stores/',
  'Stores/-x',
  'Ünïcode',
  'a'.repeat(64),
  'a'.repeat(65),
  `#${'a'.repeat(64)}`,
  `${'a'.repeat(64)}/${'b'.repeat(63)}`,
  `${'a'.repeat(64)}/${'b'.repeat(64)}`,
];

/** The red border's rule before it was written without zod: blank is fine, else the schema. */
function refusedBySchema(schema: z.ZodType, value: string): boolean {
  return value.trim() !== '' && !schema.safeParse(value).success;
}

describe('identifier red borders', () => {
  const cases = [
    ['collection names', isInvalidCollectionName, ZCollectionName],
    ['field ids', isInvalidFieldId, ZFieldKey],
    ['element ids', isInvalidElementId, ZElementId],
  ] as const;

  for (const [what, isInvalid, schema] of cases) {
    it(`flags exactly the ${what} the server's schema refuses`, () => {
      const flagged = SAMPLES.filter((value) => isInvalid(value));
      console.log(`[identifiers] ${what}: ${flagged.length}/${SAMPLES.length} samples flagged`);
      for (const value of SAMPLES) {
        expect(isInvalid(value), JSON.stringify(value)).toBe(refusedBySchema(schema, value));
      }
    });
  }

  it('accepts a pasted # on element ids but not on field ids', () => {
    expect(isInvalidElementId('#repeater1')).toBe(false);
    expect(isInvalidFieldId('#title')).toBe(true);
  });
});
