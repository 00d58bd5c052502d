import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 25's store locator: 'When a city is picked, show that city's stores' listed every store
 * at first and offered an 'All' choice nobody asked for. The list now waits for a city.
 */

describe('template engine: a list that waits for its dropdown', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows nothing until a city is picked, then that city’s stores (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Store locator: #cityDropdown lists the cities from the Stores collection. When a city is picked, show that city's stores in #storesRepeater with #storeName.",
          { Stores: { name: 'text', city: 'text' } },
          [
            { id: 'cityDropdown', type: 'dropdown' },
            { id: 'storesRepeater', type: 'repeater' },
            { id: 'storeName', type: 'text', parentId: 'storesRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Stores', { name: 'Harbour', city: 'Porto' });
            void page.data.insert('Stores', { name: 'Castle', city: 'Lisbon' });
          },
        },
      );
      expect(repeatedTexts(run, 'storesRepeater', 'storeName')).toEqual([]);
      const dropdown = run.$w('#cityDropdown') as unknown as { options: { value: string }[] };
      expect(dropdown.options.map((o) => o.value).sort()).toEqual(['Lisbon', 'Porto']);
      await run.setValue('#cityDropdown', 'Porto');
      await run.fire('#cityDropdown', 'change');
      await run.settle();
      expect(repeatedTexts(run, 'storesRepeater', 'storeName')).toEqual(['Harbour']);
      expect(run.errors).toEqual([]);
    },
  );
});
