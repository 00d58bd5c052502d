import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * An order form's total (plan-order-total.ts): 'totalText shows the total price (price x
 * quantity)' shows the chosen product's price times the quantity as they change, and the saved
 * order's total is worked out where the item is made, from the stored price. Before, the text
 * showed the sum of every product's price and the order was saved without a total.
 */

const PROMPT =
  'Simple order form. The customer picks a product in productDropdown (from Products, showing name and price) and a quantity in qtyInput (1 to 20). totalText shows the total price (price x quantity) and updates whenever either changes. When they click placeOrderButton, save the order to Orders with the product, quantity, total and their email from orderEmailInput, and show the order confirmation in orderStatus.';

describe('template engine: an order total from a chosen item and a quantity', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows price times quantity as they change and saves that total (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Products: { name: 'text', price: 'number' },
            Orders: { product: 'reference', quantity: 'number', total: 'number', email: 'text' },
          },
          [
            { id: 'productDropdown', type: 'dropdown' },
            { id: 'qtyInput', type: 'input' },
            { id: 'totalText', type: 'text' },
            { id: 'orderEmailInput', type: 'input' },
            { id: 'placeOrderButton', type: 'button' },
            { id: 'orderStatus', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Products', { _id: 'tee', name: 'Tee', price: 19.99 });
            void page.data.insert('Products', { _id: 'mug', name: 'Mug', price: 12 });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const total = () => (run.$w('#totalText') as unknown as { text: string }).text;
      const options = (run.$w('#productDropdown') as unknown as { options: { label: string }[] })
        .options;
      expect(options.map((o) => o.label)).toEqual(['Mug', 'Tee']);
      await run.setValue('#productDropdown', 'tee');
      await run.setValue('#qtyInput', '3');
      await run.settle();
      expect(total()).toBe((59.97).toLocaleString());
      await run.setValue('#productDropdown', 'mug');
      await run.settle();
      expect(total()).toBe('36');
      await run.setValue('#orderEmailInput', 'ada@example.com');
      await run.fire('#placeOrderButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Orders').find();
      expect(items.map((o) => [o['product'], o['quantity'], o['total']])).toEqual([['mug', 3, 36]]);
    },
  );
});
