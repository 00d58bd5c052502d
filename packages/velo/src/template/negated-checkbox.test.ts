import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A checkbox that keeps the items whose yes/no field is not ticked (review 15's plant swap:
 * '#availableOnly checkbox: when checked only show plants where swapped is false'). Before,
 * ticking it kept only the plants already swapped.
 */

describe('template engine: a checkbox keeping the items not ticked', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps the plants not swapped when ticked (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          '#plantsRepeater lists Plants (#plantName). #availableOnly checkbox: when checked only show plants where swapped is false.',
          { Plants: { plantName: 'text', swapped: 'boolean' } },
          [
            { id: 'plantsRepeater', type: 'repeater' },
            { id: 'plantName', type: 'text', parentId: 'plantsRepeater' },
            { id: 'availableOnly', type: 'checkbox' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Plants', { plantName: 'Fern', swapped: true });
            void page.data.insert('Plants', { plantName: 'Aloe', swapped: false });
            void page.data.insert('Plants', { plantName: 'Mint' });
          },
        },
      );
      const names = () =>
        (run.$w('#plantsRepeater') as unknown as { data: { plantName: string }[] }).data
          .map((p) => p.plantName)
          .sort();
      expect(names()).toEqual(['Aloe', 'Fern', 'Mint']);
      await run.setValue('#availableOnly', true);
      await run.settle();
      expect(names()).toEqual(['Aloe', 'Mint']);
      expect(run.errors).toEqual([]);
      expect(result.instructions).toContain(
        'Tick `availableOnly`: only plants whose `swapped` is not true stay',
      );
    },
  );
});
