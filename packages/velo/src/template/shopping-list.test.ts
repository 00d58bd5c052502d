import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 19, 16: a member's shopping list 'shows the items, unbought first'. Before, the words
 * were not read and the list ran newest first, bought or not.
 */

describe("template engine: a member's shopping list", () => {
  it('lists the items not yet bought first', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Personal shopping list. Each member has their own list in ShoppingItems and must only ever see their own items. itemNameInput and addItemButton add an item. listRepeater shows the items, unbought first. Each row has boughtCheckbox that saves bought.',
        { ShoppingItems: { itemName: 'text', bought: 'boolean' } },
        [
          { id: 'itemNameInput', type: 'input' },
          { id: 'addItemButton', type: 'button' },
          { id: 'listRepeater', type: 'repeater' },
          { id: 'itemNameText', type: 'text', parentId: 'listRepeater' },
          { id: 'boughtCheckbox', type: 'checkbox', parentId: 'listRepeater' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('ShoppingItems', { itemName: 'Milk', bought: true });
          void page.data.insert('ShoppingItems', { itemName: 'Eggs', bought: false });
          void page.data.insert('ShoppingItems', { itemName: 'Bread', bought: true });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'listRepeater', 'itemNameText')[0]).toBe('Eggs');
  });
});
