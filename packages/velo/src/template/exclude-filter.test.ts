import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 12's cafeteria menu: '#allergenGroup (checkbox group: Nuts, Dairy, Gluten, Eggs) should
 * HIDE any dish that contains one of the ticked allergens'. Before, ticking Dairy showed only
 * the dishes with dairy, and the first choice read 'checkbox group: Nuts'.
 */

describe('template engine: a checkbox group that hides what is ticked', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps only the dishes with none of the ticked allergens (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          '#menuRepeater shows the MenuItems (name in #dishName). #allergenGroup (checkbox group: Nuts, Dairy, Gluten, Eggs) should HIDE any dish that contains one of the ticked allergens.',
          { MenuItems: { name: 'text', allergens: 'tags' } },
          [
            { id: 'allergenGroup', type: 'custom', customType: 'CheckboxGroup' },
            { id: 'menuRepeater', type: 'repeater' },
            { id: 'dishName', type: 'text', parentId: 'menuRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun(page) {
            void page.data.insert('MenuItems', { name: 'Pasta', allergens: ['Gluten', 'Dairy'] });
            void page.data.insert('MenuItems', { name: 'Salad', allergens: ['Nuts'] });
            void page.data.insert('MenuItems', { name: 'Soup' });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const group = run.$w('#allergenGroup') as unknown as { options: { label: string }[] };
      expect(group.options.map((o) => o.label)).toEqual(['Nuts', 'Dairy', 'Gluten', 'Eggs']);
      await run.setValue('#allergenGroup', ['Dairy']);
      await run.settle();
      expect(run.errors).toEqual([]);
      const shown = (run.$w('#menuRepeater') as unknown as { data: { name: string }[] }).data;
      expect(shown.map((d) => d.name).sort()).toEqual(['Salad', 'Soup']);
    },
  );
});
