import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's wishlist: 'Show how many items are in the member's wishlist in wishlistCount.'
 * Before, wishlistCount showed the number of products in the shop and never changed. Run in the
 * preview as a member with one product saved, then saving and unsaving with the heart.
 */

const PROMPT =
  'Online shop wishlist. In the productsRepeater each product has a heartButton. When a logged-in member clicks it, add the product to their wishlist (Wishlist collection with a product reference), or remove it if it is already there, and change the button label between "Save" and "Saved". Show how many items are in the member\'s wishlist in wishlistCount.';

const ELEMENTS = [
  { id: 'productsRepeater', type: 'repeater' },
  { id: 'productName', type: 'text', parentId: 'productsRepeater' },
  { id: 'heartButton', type: 'button', parentId: 'productsRepeater' },
  { id: 'wishlistCount', type: 'text' },
];

describe("template engine: a count of the member's own rows", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows how many products the member saved, as they save and unsave (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Products: { name: 'text' }, Wishlist: { product: 'reference' } },
          ELEMENTS,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          member: { _id: 'm-1' },
          beforeRun: (page) => {
            for (const name of ['Kettle', 'Toaster', 'Lamp'])
              void page.data.insert('Products', { _id: name.toLowerCase(), name });
            void page.data.insert('Wishlist', { product: 'kettle', _owner: 'm-1' });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const count = () => (run.$w('#wishlistCount') as unknown as { text: string }).text;
      expect(count()).toBe('1');
      await run.fire('#heartButton', 'click', { itemId: 'lamp' });
      await run.settle();
      expect(count()).toBe('2');
      await run.fire('#heartButton', 'click', { itemId: 'kettle' });
      await run.settle();
      expect(count()).toBe('1');
      expect(run.errors).toEqual([]);
    },
  );
});
