import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Buttons beside a table acting on the selected row (review 6): 'When the admin selects a row,
 * markShippedButton sets its status to shipped and cancelButton sets it to cancelled after a
 * confirmation.' Before, both buttons were left unused and a row click opened an /orders/{ID}
 * page nobody asked for.
 */

const ordersPage = (outputType: 'velo' | 'frontend_backend', removal = false) => {
  const elements = [
    { id: 'ordersTable', type: 'table' },
    { id: 'markShippedButton', type: 'button' },
    { id: removal ? 'deleteButton' : 'cancelButton', type: 'button' },
    { id: 'statusText', type: 'text' },
  ];
  return pageRequest(
    `Admin orders page (only site admins can see it). ordersTable lists all orders with columns order number, total and status. When the admin selects a row, markShippedButton sets its status to shipped and ${removal ? 'deleteButton removes it' : 'cancelButton sets it to cancelled after a confirmation'}. statusText shows what happened.`,
    { Orders: { orderNumber: 'text', total: 'number', status: 'text' } },
    elements,
    outputType,
  );
};

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];
type Element = { text: string; label: string; enabled: boolean; rows: Record<string, unknown>[] };

async function withOrders(request: ReturnType<typeof ordersPage>) {
  const { result, run } = await runGenerated(request, {
    ...AS_ADMIN,
    itemsPerCollection: 0,
    beforeRun: (page) => {
      void page.data.insert('Orders', { orderNumber: 'A-1', total: 20, status: 'paid' });
      void page.data.insert('Orders', { orderNumber: 'A-2', total: 35, status: 'paid' });
    },
  });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
  const act = async (id: string, event = 'click', data?: Record<string, unknown>) => {
    await run.fire(`#${id}`, event, data);
    await run.settle();
    expect(run.errors).toEqual([]);
  };
  const select = (orderNumber: string) => {
    const rowIndex = $('ordersTable').rows.findIndex((r) => r['orderNumber'] === orderNumber);
    return act('ordersTable', 'rowSelect', { rowIndex, rowData: $('ordersTable').rows[rowIndex] });
  };
  const stored = async (run: Run) =>
    (await run.wixData.query('Orders').ascending('orderNumber').find()).items.map(
      (o) => `${String(o['orderNumber'])} ${String(o['status'])}`,
    );
  return { result, run, $, act, select, stored: () => stored(run) };
}

describe('template engine: buttons acting on the selected table row', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'changes the selected order, the second click confirming a cancel (%s)',
    async (outputType) => {
      const { result, run, $, act, select, stored } = await withOrders(ordersPage(outputType));
      expect($('markShippedButton').enabled).toBe(false);
      await select('A-2');
      expect($('markShippedButton').enabled).toBe(true);
      await act('markShippedButton');
      expect(await stored()).toEqual(['A-1 paid', 'A-2 shipped']);
      expect($('statusText').text).toBe('Order A-2: status set to shipped.');
      // The table reloaded with the change, and nothing is selected any more.
      expect($('ordersTable').rows.map((r) => r['status'])).toContain('shipped');
      expect($('cancelButton').enabled).toBe(false);

      await select('A-1');
      await act('cancelButton');
      expect(await stored()).toEqual(['A-1 paid', 'A-2 shipped']);
      expect($('cancelButton').label).toBe('Click again to confirm');
      expect($('statusText').text).toBe(
        'Click again to confirm: order A-1, status set to cancelled.',
      );
      await act('cancelButton');
      expect(await stored()).toEqual(['A-1 cancelled', 'A-2 shipped']);
      expect(run.navigations).toEqual([]);
      expect(result.instructions).not.toContain("(the code doesn't use it)");
      expect(result.instructions).toContain(
        "Select a row of `ordersTable` and click `cancelButton` (as a site admin) twice (the first click shows 'Click again to confirm'): `statusText` says what happened",
      );
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toContain(
          'export const cancelOrder = webMethod(Permissions.Admin',
        );
      }
    },
  );

  it('removes the selected order', async () => {
    const { $, act, select, stored } = await withOrders(ordersPage('frontend_backend', true));
    await select('A-1');
    await act('deleteButton');
    expect(await stored()).toEqual(['A-2 paid']);
    expect($('ordersTable').rows.map((r) => r['orderNumber'])).toEqual(['A-2']);
    expect($('statusText').text).toBe('Order A-1: removed.');
  });
});

/**
 * Review 18: 'checkInButton in each row sets checkedIn true' of a table. A Table holds no
 * buttons, so the button beside it acts on the row selected, and the setup says so. Before, the
 * button was left unused.
 */
describe('template engine: a button asked for in each row of a table', () => {
  it('acts on the row selected and is placed beside the table', async () => {
    const { result, $, select, act, stored } = await withOrders(
      pageRequest(
        'Admin orders page (only site admins can see it). ordersTable lists all orders with columns order number, total and status. markShippedButton in each row sets status to shipped.',
        { Orders: { orderNumber: 'text', total: 'number', status: 'text' } },
        [
          { id: 'ordersTable', type: 'table' },
          { id: 'markShippedButton', type: 'button' },
        ],
        'frontend_backend',
      ),
    );
    await select('A-1');
    await act('markShippedButton');
    expect(await stored()).toEqual(['A-1 shipped', 'A-2 paid']);
    expect($('markShippedButton').enabled).toBe(false);
    expect(result.instructions).toContain(
      'Button, ID `markShippedButton` (beside `ordersTable`, not in it: a Table holds no buttons, so the code has it act on the row selected)',
    );
  });
});

describe('template engine: a status text named in the sentence about selecting', () => {
  it("says what happened rather than showing the row's status", async () => {
    const { $, select, act } = await withOrders(
      pageRequest(
        'Admin orders page (only site admins can see it). ordersTable lists all orders with columns order number, total and status. When the admin selects a row, markShippedButton sets its status to shipped and statusText says what happened.',
        { Orders: { orderNumber: 'text', total: 'number', status: 'text' } },
        [
          { id: 'ordersTable', type: 'table' },
          { id: 'markShippedButton', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
        'frontend_backend',
      ),
    );
    await select('A-1');
    expect($('statusText').text).not.toBe('paid');
    await act('markShippedButton');
    expect($('statusText').text).toBe('Order A-1: status set to shipped.');
  });
});
