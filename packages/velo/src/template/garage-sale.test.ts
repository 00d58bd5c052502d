import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 21's garage sale: 'Hide sold items' listed only the sold ones and kept `sold` private,
 * and 'itemArea' (naming no field) showed the category where the prompt listed the neighborhood.
 */

describe('template engine: hiding the items a yes/no field marks', () => {
  it.each([
    ['velo', 'Hide sold items.'],
    ['frontend_backend', 'Hide sold items.'],
    ['frontend_backend', 'Sold items should be hidden.'],
  ] as const)('lists the others (%s: %s)', async (outputType, rule) => {
    const { result, run } = await runGenerated(
      pageRequest(
        `Garage sale listings: #itemsRepeater shows items with title, price and neighborhood. ${rule} Sort cheapest first.`,
        {
          SaleItems: {
            title: 'text',
            price: 'number',
            category: 'text',
            neighborhood: 'text',
            sold: 'boolean',
          },
        },
        [
          { id: 'itemsRepeater', type: 'repeater' },
          { id: 'itemTitle', type: 'text', parentId: 'itemsRepeater' },
          { id: 'itemPrice', type: 'text', parentId: 'itemsRepeater' },
          { id: 'itemArea', type: 'text', parentId: 'itemsRepeater' },
        ],
        outputType,
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          const item = (title: string, price: number, sold?: boolean) =>
            void page.data.insert('SaleItems', {
              title,
              price,
              category: 'Toys',
              neighborhood: `${title} street`,
              ...(sold === undefined ? {} : { sold }),
            });
          item('Bike', 40, true);
          item('Lamp', 15, false);
          item('Chair', 10);
        },
      },
    );
    expect(repeatedTexts(run, 'itemsRepeater', 'itemTitle')).toEqual(['Chair', 'Lamp']);
    expect(repeatedTexts(run, 'itemsRepeater', 'itemArea')).toEqual([
      'Chair street',
      'Lamp street',
    ]);
    expect(result.instructions).toContain('anyone can view content');
    expect(run.errors).toEqual([]);
  });
});
