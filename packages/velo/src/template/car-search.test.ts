import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 20, 12: 'carsRepeater shows Cars of that type that are available'. Before, the words
 * between the items and 'that are available' hid the condition, and cars out on hire were offered.
 */

describe('template engine: items of a kind that are available', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists only the available cars (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Car rental search. Visitors pick a carTypeDropdown (All, Economy, SUV, Van). carsRepeater shows Cars of that type that are available, with modelText.',
          { Cars: { model: 'text', carType: 'text', available: 'boolean' } },
          [
            { id: 'carTypeDropdown', type: 'dropdown' },
            { id: 'carsRepeater', type: 'repeater' },
            { id: 'modelText', type: 'text', parentId: 'carsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun(page) {
            void page.data.insert('Cars', { model: 'Polo', carType: 'Economy', available: true });
            void page.data.insert('Cars', { model: 'Golf', carType: 'Economy', available: false });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const cars = (run.$w('#carsRepeater') as unknown as { data: { model: string }[] }).data;
      expect(cars.map((c) => c.model)).toEqual(['Polo']);
    },
  );
});
