import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's product reviews: a dynamic product page showing no field of the product, a list of
 * its reviews and a form with a Ratings Input. Before, the ratings input was no form input, the
 * comment was saved as a new *product* (members were told to get write access to Products), and
 * every product's reviews were listed. Run in the preview, whose dataset holds the first product.
 */

const PROMPT =
  "Product reviews on my dynamic product page (dataset #dynamicDataset, Products collection). Show the reviews for this product from the Reviews collection, newest first, each with the reviewer's name, the star rating and the comment. Logged-in members can post a review using ratingInput (1 to 5 stars, required) and commentInput (at least 10 characters); after posting, refresh the list.";

const COLLECTIONS = {
  Products: { name: 'text', price: 'number' },
  Reviews: { product: 'reference', rating: 'number', comment: 'text', reviewerName: 'text' },
} as const;

const ELEMENTS = [
  { id: 'dynamicDataset', type: 'dataset' },
  { id: 'reviewsRepeater', type: 'repeater' },
  { id: 'reviewerName', type: 'text', parentId: 'reviewsRepeater' },
  { id: 'reviewComment', type: 'text', parentId: 'reviewsRepeater' },
  { id: 'ratingInput', type: 'custom', customType: 'RatingsInput' },
  { id: 'commentInput', type: 'textarea' },
  { id: 'postReviewButton', type: 'button' },
  { id: 'reviewStatus', type: 'text' },
];

function insertProducts(page: { data: { insert(c: string, item: object): unknown } }) {
  void page.data.insert('Products', { _id: 'p-1', name: 'Kettle', price: 30 });
  void page.data.insert('Products', { _id: 'p-2', name: 'Toaster', price: 40 });
  void page.data.insert('Reviews', { product: 'p-1', rating: 5, comment: 'Boils fast, love it' });
  void page.data.insert('Reviews', { product: 'p-2', rating: 2, comment: 'Burns the bread' });
}

type Repeater = { data: { comment?: string }[] };

describe('template engine: a review form on a dynamic product page', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists this product's reviews and saves a rated review to Reviews, tied to it (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(PROMPT, COLLECTIONS, ELEMENTS, outputType),
        { itemsPerCollection: 0, beforeRun: insertProducts, member: { id: 'm-1' } },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const shown = () =>
        (run.$w('#reviewsRepeater') as unknown as Repeater).data.map((r) => r.comment);
      expect(shown()).toEqual(['Boils fast, love it']);
      const status = () => (run.$w('#reviewStatus') as unknown as { text: string }).text;

      await run.setValue('#commentInput', 'Solid and quiet kettle');
      await run.fire('#postReviewButton', 'click');
      await run.settle();
      expect(status()).toBe('Please choose a rating.');

      await run.setValue('#ratingInput', 4);
      await run.fire('#postReviewButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Reviews').eq('rating', 4).find();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ product: 'p-1', comment: 'Solid and quiet kettle' });
      expect(await run.wixData.query('Products').count()).toBe(2);
      expect(shown().sort()).toEqual(['Boils fast, love it', 'Solid and quiet kettle']);
      expect((run.$w('#ratingInput') as unknown as { value: unknown }).value).toBeNull();
      expect(result.instructions).not.toMatch(/Products`[^\n]*\n[^\n]*site members can add/);
    },
  );

  it('saves a comment-only review to Reviews, not as a product named after it', async () => {
    const { run } = await runGenerated(
      pageRequest(
        PROMPT.replace('ratingInput (1 to 5 stars, required) and ', ''),
        COLLECTIONS,
        ELEMENTS.filter((e) => e.id !== 'ratingInput'),
      ),
      { itemsPerCollection: 0, beforeRun: insertProducts },
    );
    await run.setValue('#commentInput', 'Solid and quiet kettle');
    await run.fire('#postReviewButton', 'click');
    await run.settle();
    expect(await run.wixData.query('Products').count()).toBe(2);
    const { items } = await run.wixData.query('Reviews').eq('product', 'p-1').find();
    expect(items.map((r) => r['comment']).sort()).toEqual([
      'Boils fast, love it',
      'Solid and quiet kettle',
    ]);
  });
});
