import { describe, expect, it } from 'vitest';

import { generate, pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 52: 'My wishlist: #wishRepeater shows the signed-in member's Wishlist items … #wRemove
 * removes the item from the wishlist.' Before, 'wishlist' read as a button that saves items to a
 * wishlist: every member's Wishlist rows went to anyone, and each click of #wRemove inserted a
 * row into Variants (whose reference was guessed to name Wishlist) or deleted one.
 */

const wishlist = pageRequest(
  "My wishlist: #wishRepeater shows the signed-in member's Wishlist items, newest first, with #wNote. #wRemove removes the item from the wishlist.",
  {
    Variants: { product: 'reference', size: 'text', price: 'number' },
    Wishlist: { variant: 'reference', note: 'text', addedOn: 'date' },
  },
  [
    { id: 'wishRepeater', type: 'repeater' },
    { id: 'wNote', type: 'text', parentId: 'wishRepeater' },
    { id: 'wRemove', type: 'button', parentId: 'wishRepeater' },
  ],
  'frontend_backend',
);

describe("template engine: a list of the member's own wishlist rows", () => {
  it('reads and removes only the signed-in member’s own rows', () => {
    const { pieces } = generate(wishlist);
    expect(pieces.backendCode).toContain(
      "wishlistQuery().eq('_owner', member._id).skip(skip).limit(limit).find()",
    );
    expect(pieces.backendCode).toContain('if (!member || item._owner !== member._id) {');
    expect(pieces.backendCode).not.toContain("'Variants'");
    expect(permissionsOf(pieces.instructions, 'Wishlist')).toContain(
      "only the item's author can view content",
    );
  });

  it('takes the row off the list when its button is clicked', async () => {
    const { run } = await runGenerated(wishlist, {
      member: true,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('Wishlist', { _id: 'w-1', note: 'Blue tee' });
        void page.data.insert('Wishlist', { _id: 'w-2', note: 'Red mug' });
      },
    });
    expect(run.errors).toEqual([]);
    await run.fire('#wRemove', 'click', { itemId: 'w-1' });
    await run.settle();
    const left = await run.wixData.query('Wishlist').find({ suppressAuth: true });
    expect(left.items.map((item) => item._id)).toEqual(['w-2']);
    expect(await run.wixData.query('Variants').count({ suppressAuth: true })).toBe(0);
  });
});
