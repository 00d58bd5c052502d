import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 13's bakery: '#qtyInput (1 to 12)' is the order's quantity ('qty', 'num' and 'nr' are
 * short forms of their fields' words). Before, the quantity was checked but never saved.
 */

describe('template engine: an input named by a short form of its field', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "saves '#qtyInput' as the quantity (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Order form: nameInput and qtyInput (1 to 12); orderButton saves to Orders.',
          { Orders: { customerName: 'text', quantity: 'number' } },
          [
            { id: 'nameInput', type: 'input' },
            { id: 'qtyInput', type: 'input' },
            { id: 'orderButton', type: 'button' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#nameInput', 'Ada');
      await run.setValue('#qtyInput', '3');
      await run.fire('#orderButton', 'click');
      await run.settle();
      const { items } = await run.wixData.query('Orders').find();
      expect(items.map((o) => o['quantity'])).toEqual([3]);
    },
  );
});
