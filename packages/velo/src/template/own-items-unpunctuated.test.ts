import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 39: '#myOrders repeater shows the members own preorders' (no apostrophe) listed every
 * member's preorders to any member. It reads as 'the member's own'.
 */

type Repeater = { data: Record<string, unknown>[] };

describe("template engine: 'the members own' items", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists only the signed-in member's items (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'preorder page for sourdough. members only. #myOrders repeater shows the members own preorders (#orderDate, #orderQty) sorted by pickup date.',
          { Preorders: { pickupDate: 'date', quantity: 'number' } },
          [
            { id: 'myOrders', type: 'repeater' },
            { id: 'orderDate', type: 'text', parentId: 'myOrders' },
            { id: 'orderQty', type: 'text', parentId: 'myOrders' },
          ],
          outputType,
        ),
        {
          member: true,
          itemsPerCollection: 3,
          beforeRun: (page) =>
            void page.data.insert('Preorders', { pickupDate: new Date(2030, 1, 2), quantity: 4 }),
        },
      );
      expect(run.errors).toEqual([]);
      const shown = (run.$w('#myOrders') as unknown as Repeater).data;
      expect(shown.map((i) => i['quantity'])).toEqual([4]);
    },
  );
});
