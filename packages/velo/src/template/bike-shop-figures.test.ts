import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 36's bike shop: 'Show total unpaid estimates (sum of estimate where paid is false) in
 * #unpaidTotal formatted as dollars, and number of overdue orders (dueDate before today and status
 * not done) in #overdueCount' summed only the overdue unpaid orders (one sentence's conditions
 * were both figures'), as a bare number, and left the overdue count out.
 */

type Text = { text: string };

describe('template engine: two figures of one collection in one sentence', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps each figure to its own conditions, the total in dollars (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Staff page (admins only). Show total unpaid estimates (sum of estimate where paid is false) in #unpaidTotal formatted as dollars, and number of overdue orders (dueDate before today and status not done) in #overdueCount.',
          { WorkOrders: { estimate: 'number', paid: 'boolean', dueDate: 'date', status: 'text' } },
          [
            { id: 'unpaidTotal', type: 'text' },
            { id: 'overdueCount', type: 'text' },
          ],
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const past = new Date(2020, 0, 1);
            const future = new Date(2099, 0, 1);
            for (const [estimate, paid, dueDate, status] of [
              [100, false, future, 'open'],
              [50, false, past, 'open'],
              [70, true, past, 'open'],
              [30, false, past, 'done'],
            ] as const)
              void page.data.insert('WorkOrders', { estimate, paid, dueDate, status });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect((run.$w('#unpaidTotal') as unknown as Text).text).toBe(
        (180).toLocaleString(undefined, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
      );
      expect((run.$w('#overdueCount') as unknown as Text).text).toBe('2');
    },
  );
});
