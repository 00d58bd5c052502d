import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 50, 10: '#restockInput + #restockBtn in each card: typing 25 and clicking restock adds
 * 25 to that product's stock' added 25 whatever was typed. The typed amount is not built, so the
 * button is left unwired (the stock never changes by a number nobody typed) and the warning
 * names both elements.
 */

describe('template engine: an amount typed in the item, given as an example', () => {
  it('adds no fixed example amount and names the elements in a warning', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Admin page. #productsRepeater lists all Products with #pName and a #restockInput + #restockBtn in each card: typing 25 and clicking restock adds 25 to that product's stock.",
        { Products: { name: 'text', stock: 'number' } },
        [
          { id: 'productsRepeater', type: 'repeater' },
          { id: 'pName', type: 'text', parentId: 'productsRepeater' },
          { id: 'restockInput', type: 'input', parentId: 'productsRepeater' },
          { id: 'restockBtn', type: 'button', parentId: 'productsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Products', { _id: 'p1', name: 'Nails', stock: 3 }),
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("never uses '#restockInput' or '#restockBtn'"),
    ]);
    await run.setValue('#restockInput', '5', { itemId: 'p1' });
    await run.fire('#restockBtn', 'click', { itemId: 'p1' });
    await run.settle();
    const product = await run.wixData.get('Products', 'p1', { suppressAuth: true });
    expect(product?.['stock']).toBe(3);
    expect(run.errors).toEqual([]);
  });
});
