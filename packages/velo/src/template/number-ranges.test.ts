import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A number input's range written right after it (review 15): '#qtyInput - number, 1 to 12',
 * '#hoursInput (number, 0.5 to 12)'. Before, 50 was saved.
 */

describe("template engine: a range after a number input's id", () => {
  it.each([
    ['#nameInput, #qtyInput - number, 1 to 12, and #orderBtn -> Orders.', 'velo'],
    ['#nameInput, #qtyInput (number, 1 to 12) and #orderBtn -> Orders.', 'frontend_backend'],
  ] as const)('refuses 50 and saves 12: %s (%s)', async (prompt, outputType) => {
    const { run } = await runGenerated(
      pageRequest(
        prompt,
        { Orders: { name: 'text', quantity: 'number' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'qtyInput', type: 'input' },
          { id: 'orderBtn', type: 'button' },
        ],
        outputType,
      ),
      { itemsPerCollection: 0 },
    );
    const order = async (qty: string) => {
      await run.setValue('#nameInput', 'Kim');
      await run.setValue('#qtyInput', qty);
      await run.fire('#orderBtn', 'click');
      await run.settle();
    };
    await order('50');
    await order('12');
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Orders').find();
    expect(items.map((i) => i['quantity'])).toEqual([12]);
  });
});
