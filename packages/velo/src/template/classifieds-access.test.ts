import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 18's classifieds (11): 'All visitors can browse Listings … A member can edit the price
 * of their own listings only'. Editing one's own is no reading of one's own: everyone browses
 * every listing. Before, the list was a SiteMember method filtered to the caller's own listings,
 * so visitors saw none and each member only theirs.
 */

const PROMPT =
  'Classifieds. All visitors can browse Listings in listingsRepeater (title, price). Signed in members can post a listing with titleInput, priceInput, postListingButton. A member can edit the price of their own listings only: each item has priceEditInput and updatePriceButton.';

describe('template engine: a public list whose own items members edit', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows a visitor every listing (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Listings: { title: 'text', price: 'number' } },
          [
            { id: 'listingsRepeater', type: 'repeater' },
            { id: 'listingTitle', type: 'text', parentId: 'listingsRepeater' },
            { id: 'listingPrice', type: 'text', parentId: 'listingsRepeater' },
            { id: 'priceEditInput', type: 'input', parentId: 'listingsRepeater' },
            { id: 'updatePriceButton', type: 'button', parentId: 'listingsRepeater' },
            { id: 'titleInput', type: 'input' },
            { id: 'priceInput', type: 'input' },
            { id: 'postListingButton', type: 'button' },
          ],
          outputType,
        ),
        { itemsPerCollection: 3 },
      );
      expect(run.errors).toEqual([]);
      expect((run.$w('#listingsRepeater') as unknown as { data: unknown[] }).data).toHaveLength(3);
      expect(result.instructions).toContain('anyone can view content');
    },
  );
});
