import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 44: 'Save to Orders with an auto-generated order number like ORD-0001, ORD-0002 …
 * (sequential, never duplicated, stored in orderNumber). Then show "Thanks! Your order number is
 * ORD-0001" (with the real number)' saved no number and told every customer ORD-0001. The web
 * module numbers each order, one more than the highest, and the thanks names it.
 */

describe('template engine: numbers the web module gives each saved item', () => {
  it('numbers orders in turn and says the real number', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        "Order form. Customer fills #nameInput and #qtyInput (1-20), then hits #placeOrderBtn. Save to Orders with an auto-generated order number like ORD-0001, ORD-0002 … (sequential, never duplicated, stored in orderNumber). Then show 'Thanks! Your order number is ORD-0001' (with the real number) in #confirmText. Customers don't log in.",
        { Orders: { orderNumber: 'text', customerName: 'text', quantity: 'number' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'qtyInput', type: 'input' },
          { id: 'placeOrderBtn', type: 'button' },
          { id: 'confirmText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Orders', { orderNumber: 'ORD-0009', customerName: 'Old' }),
      },
    );
    expect(run.errors).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).not.toContain('prompt-message-unsaid');
    const said: string[] = [];
    for (const name of ['Ada', 'Bo']) {
      await run.setValue('#nameInput', name);
      await run.setValue('#qtyInput', '2');
      await run.fire('#placeOrderBtn', 'click');
      await run.settle();
      said.push((run.$w('#confirmText') as unknown as { text: string }).text);
    }
    expect(said).toEqual([
      'Thanks! Your order number is ORD-0010',
      'Thanks! Your order number is ORD-0011',
    ]);
    const orders = await run.wixData.query('Orders').find({ suppressAuth: true });
    expect(
      orders.items.map((o) => `${String(o['customerName'])} ${String(o['orderNumber'])}`).sort(),
    ).toEqual(['Ada ORD-0010', 'Bo ORD-0011', 'Old ORD-0009']);
  });
});
