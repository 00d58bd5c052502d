import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 52: 'Order history table #ordersTable for the signed-in member: their Orders only,
 * newest first, columns orderNumber, orderDate, total (as currency) and status. #totalSpent
 * shows the sum of their order totals.' Before, #totalSpent showed one of their orders' total
 * and the table had every field as a column.
 */

const history = pageRequest(
  'Order history table #ordersTable for the signed-in member: their Orders only, newest first, columns orderNumber, orderDate, total (as currency) and status. #totalSpent shows the sum of their order totals.',
  {
    Orders: {
      orderNumber: 'text',
      orderDate: 'date',
      total: 'number',
      status: 'text',
      shippingAddress: 'text',
    },
  },
  [
    { id: 'ordersTable', type: 'table' },
    { id: 'totalSpent', type: 'text' },
  ],
  'frontend_backend',
);

describe("template engine: the sum of a member's own orders", () => {
  it('adds up their order totals as money, beside the columns said', async () => {
    const { run } = await runGenerated(history, {
      member: true,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [orderNumber, total] of [
          ['A-1', 20],
          ['A-2', 35],
          ['A-3', 50],
        ] as const)
          void page.data.insert('Orders', { orderNumber, total, status: 'Paid' });
      },
    });
    expect(run.errors).toEqual([]);
    expect((run.$w('#totalSpent') as unknown as { text: string }).text).toBe('$105.00');
    const table = run.$w('#ordersTable') as unknown as { columns: { id: string }[] };
    expect(table.columns.map((c) => c.id)).toEqual(['orderNumber', 'orderDate', 'total', 'status']);
  });
});
