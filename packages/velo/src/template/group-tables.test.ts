import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * A table of figures per value of a field ('statusTable shows one row per status with the number
 * of orders and the total amount'): one grouped aggregate, run in the preview over real items.
 */

const engine = createVeloEngine();

const dashboard = (prompt: string, outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    prompt,
    { Orders: { orderNumber: 'text', status: 'text', amount: 'number' } },
    [{ id: 'statusTable', type: 'table' }],
    outputType,
  );

type Table = { rows: Record<string, unknown>[]; columns: { label: string }[] };

describe('template engine: a table of figures per value of a field', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows one row per status with the number of orders and their total (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        dashboard(
          'Admin dashboard: statusTable shows one row per status with the number of orders and the total amount.',
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [orderNumber, status, amount] of [
              ['A-1', 'paid', 30],
              ['A-2', 'paid', 12.5],
              ['A-3', 'pending', 8],
              ['A-4', undefined, 5],
            ] as const)
              void page.data.insert('Orders', { orderNumber, status, amount });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const table = run.$w('#statusTable') as unknown as Table;
      expect(table.columns.map((c) => c.label)).toEqual([
        'Status',
        'Number of orders',
        'Total amount',
      ]);
      expect(table.rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ status: 'paid', count: 2, totalAmount: 42.5 }),
          expect.objectContaining({ status: 'pending', count: 1, totalAmount: 8 }),
          expect.objectContaining({ status: '(none)', count: 1, totalAmount: 5 }),
        ]),
      );
      expect(table.rows).toHaveLength(3);
      expect(result.instructions).toContain(
        '`statusTable` shows one row per `status` with number of orders and total amount',
      );
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toContain(
          'export const getOrdersByStatus = webMethod(Permissions.Admin,',
        );
        expect(result.backendCode).not.toContain('getStatus');
      }
    },
  );

  it('reads the average a sentence asks for, and is not a list of the items', async () => {
    const result = await engine.generate(
      dashboard(
        'statusTable: how many orders there are per status and the average amount.',
        'velo',
      ),
    );
    expect(result.frontendCode).toContain(
      ".group('status').count().avg('amount', 'averageAmount')",
    );
    expect(result.frontendCode).not.toContain("wixData.query('Orders')");
  });

  it('a table of the orders themselves stays a list', async () => {
    const result = await engine.generate(
      dashboard('statusTable lists all orders with their number, status and amount.', 'velo'),
    );
    expect(result.frontendCode).not.toContain('aggregate(');
    expect(result.frontendCode).toContain("wixData.query('Orders')");
  });
});
