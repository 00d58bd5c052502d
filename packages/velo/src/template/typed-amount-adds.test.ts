import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 50, 10: '#restockInput + #restockBtn in each card: typing 25 and clicking restock adds
 * 25 to that product's stock' added 25 whatever was typed. The number typed in the item's input
 * is what is added now, on the server to the stored stock; nothing typed adds nothing.
 */

describe('template engine: an amount typed in the item, given as an example', () => {
  it.each([
    [
      'velo',
      "#restockInput + #restockBtn in each card: typing 25 and clicking restock adds 25 to that product's stock and refreshes the card's stock text.",
    ],
    [
      'frontend_backend',
      "#restockInput + #restockBtn in each card: typing 25 and clicking restock adds 25 to that product's stock and refreshes the card's stock text.",
    ],
    [
      'frontend_backend',
      'Each card has #restockInput and #restockBtn: #restockBtn adds the typed amount to the stock.',
    ],
  ] as const)('adds the number typed, not the example (%s): %s', async (outputType, said) => {
    const { result, run } = await runGenerated(
      pageRequest(
        `Admin page. #productsRepeater lists all Products with #pName and #pStock. ${said}`,
        { Products: { name: 'text', stock: 'number' } },
        [
          { id: 'productsRepeater', type: 'repeater' },
          { id: 'pName', type: 'text', parentId: 'productsRepeater' },
          { id: 'pStock', type: 'text', parentId: 'productsRepeater' },
          { id: 'restockInput', type: 'input', parentId: 'productsRepeater' },
          { id: 'restockBtn', type: 'button', parentId: 'productsRepeater' },
        ],
        outputType,
      ),
      {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Products', { _id: 'p1', name: 'Nails', stock: 3 }),
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    const stock = async () =>
      (await run.wixData.get('Products', 'p1', { suppressAuth: true }))?.['stock'];
    await run.fire('#restockBtn', 'click', { itemId: 'p1' });
    await run.settle();
    expect(await stock()).toBe(3);
    await run.setValue('#restockInput', '5', { itemId: 'p1' });
    await run.fire('#restockBtn', 'click', { itemId: 'p1' });
    await run.settle();
    expect(await stock()).toBe(8);
    expect(repeatedTexts(run, 'productsRepeater', 'pStock')).toEqual(['8']);
    expect(run.errors).toEqual([]);
  });
});
