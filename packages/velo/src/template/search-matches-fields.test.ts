import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 49, 1: 'the search box `searchInput` which matches title or city' searched the title
 * and the description: a home in Leeds was not found by 'Leeds', and one whose description
 * mentions Leeds was. The fields after 'matches' are the ones searched.
 */

describe("template engine: a search box that 'matches title or city'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'searches the title and the city (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Show the Properties in `listingsRepeater` (title, city). The search box `searchInput` which matches title or city.',
          { Properties: { title: 'text', city: 'text', description: 'rich-text' } },
          [
            { id: 'searchInput', type: 'input' },
            { id: 'listingsRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'listingsRepeater' },
            { id: 'cityText', type: 'text', parentId: 'listingsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Properties', {
              title: 'Loft',
              city: 'Leeds',
              description: 'Bright',
            });
            void page.data.insert('Properties', {
              title: 'Cottage',
              city: 'York',
              description: 'Leeds view',
            });
            void page.data.insert('Properties', {
              title: 'Leeds Road house',
              city: 'Hull',
              description: '',
            });
          },
        },
      );
      await run.setValue('#searchInput', 'Leeds');
      await run.settle();
      expect(repeatedTexts(run, 'listingsRepeater', 'titleText').sort()).toEqual([
        'Leeds Road house',
        'Loft',
      ]);
      expect(run.errors).toEqual([]);
    },
  );
});
