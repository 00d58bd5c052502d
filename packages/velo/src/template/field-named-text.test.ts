import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 17: 'Show only approved vendors … in vendorsRepeater sorted alphabetically by stallName'
 * made the #stallName text a thing shown for approved vendors, and it never got the stall's name.
 */

describe('template engine: a text named like the field a list sorts by', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows the field; 'by stallName' is the sort's (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Show only approved vendors from Vendors in vendorsRepeater sorted alphabetically by stallName.',
          { Vendors: { stallName: 'text', approved: 'boolean' } },
          [
            { id: 'vendorsRepeater', type: 'repeater' },
            { id: 'stallName', type: 'text', parentId: 'vendorsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [stallName, approved] of [
              ['Pots & Co', true],
              ['Apple Barn', true],
              ['Hidden', false],
            ] as const)
              void page.data.insert('Vendors', { stallName, approved });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'vendorsRepeater', 'stallName')).toEqual([
        'Apple Barn',
        'Pots & Co',
      ]);
    },
  );
});
