import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A listings search as a user words it: a text given its field by the sentence ('bedrooms in
 * listingBeds', matching.ts), a choice '4+' meaning 4 or more (query-filters.ts `orMoreChoice`) and
 * 'Sort cheapest first' (plan-sorting.ts). Before, listingBeds showed the title, '4+' matched no
 * listing and the newest came first.
 */

type Repeater = {
  data: { title?: string }[];
  forEachItem(fn: ($item: (selector: string) => { text: string }) => void): void;
};

const PROMPT =
  'Visitors choose the number of bedrooms in bedroomsDropdown (1, 2, 3, 4+) to see matching Properties in listingsRepeater. Each card shows the title in listingTitle, price in listingPrice and bedrooms in listingBeds. Sort cheapest first.';

describe('template engine: a listings search as users word it', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows each card's bedrooms, cheapest first, and '4+' as 4 or more (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Properties: { title: 'text', price: 'number', bedrooms: 'number' } },
          [
            { id: 'bedroomsDropdown', type: 'dropdown' },
            { id: 'listingsRepeater', type: 'repeater' },
            { id: 'listingTitle', type: 'text', parentId: 'listingsRepeater' },
            { id: 'listingPrice', type: 'text', parentId: 'listingsRepeater' },
            { id: 'listingBeds', type: 'text', parentId: 'listingsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [title, price, bedrooms] of [
              ['Villa', 900, 5],
              ['Studio', 100, 1],
              ['House', 500, 4],
              ['Flat', 300, 2],
            ] as const)
              void page.data.insert('Properties', { title, price, bedrooms });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const repeater = () => run.$w('#listingsRepeater') as unknown as Repeater;
      const titles = () => repeater().data.map((p) => p.title);
      expect(titles()).toEqual(['Studio', 'Flat', 'House', 'Villa']);
      const beds: string[] = [];
      repeater().forEachItem(($item) => beds.push($item('#listingBeds').text));
      expect(beds).toEqual(['1', '2', '4', '5']);
      await run.setValue('#bedroomsDropdown', '4');
      await run.settle();
      expect(titles()).toEqual(['House', 'Villa']);
      await run.setValue('#bedroomsDropdown', '2');
      await run.settle();
      expect(titles()).toEqual(['Flat']);
      const labels = (run.$w('#bedroomsDropdown') as unknown as { options: { label: string }[] })
        .options;
      expect(labels.map((o) => o.label)).toEqual(['All', '1', '2', '3', '4+']);
      expect(run.errors).toEqual([]);
    },
  );

  // Review 19, 10: 'bedrooms at least the chosen number' makes every choice a minimum.
  it('reads every choice as a minimum when the prompt says so', async () => {
    const { run } = await runGenerated(
      pageRequest(
        PROMPT.replace('(1, 2, 3, 4+)', '(1, 2, 3, 4+), bedrooms at least the chosen number,'),
        { Properties: { title: 'text', price: 'number', bedrooms: 'number' } },
        [
          { id: 'bedroomsDropdown', type: 'dropdown' },
          { id: 'listingsRepeater', type: 'repeater' },
          { id: 'listingTitle', type: 'text', parentId: 'listingsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [title, price, bedrooms] of [
            ['Studio', 100, 1],
            ['Flat', 300, 2],
            ['House', 500, 4],
          ] as const)
            void page.data.insert('Properties', { title, price, bedrooms });
        },
      },
    );
    await run.setValue('#bedroomsDropdown', '2');
    await run.settle();
    expect((run.$w('#listingsRepeater') as unknown as Repeater).data.map((p) => p.title)).toEqual([
      'Flat',
      'House',
    ]);
    expect(run.errors).toEqual([]);
  });
});
