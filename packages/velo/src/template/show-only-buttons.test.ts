import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 25's restaurant menu: 'Buttons #startersButton, #mainsButton and #dessertsButton show
 * only that category' built no buttons (only a sentence saying 'filter' did); the checker named
 * them as unused.
 */

describe("template engine: category buttons that 'show only that category'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps the items of the clicked button’s category (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          'Restaurant menu. Show MenuItems in #menuRepeater with #dishName. Buttons #startersButton and #mainsButton show only that category.',
          { MenuItems: { dishName: 'text', category: 'text' } },
          [
            { id: 'menuRepeater', type: 'repeater' },
            { id: 'dishName', type: 'text', parentId: 'menuRepeater' },
            { id: 'startersButton', type: 'button' },
            { id: 'mainsButton', type: 'button' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('MenuItems', { dishName: 'Soup', category: 'Starters' });
            void page.data.insert('MenuItems', { dishName: 'Steak', category: 'Mains' });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      (run.$w('#mainsButton') as unknown as { label: string }).label = 'Mains';
      await run.fire('#mainsButton', 'click');
      await run.settle();
      expect(repeatedTexts(run, 'menuRepeater', 'dishName')).toEqual(['Steak']);
      expect(run.errors).toEqual([]);
    },
  );
});
