import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 27's product page: 'below it a repeater of 4 related products from the same category
 * (not the current one)' listed 50 products, the current one too: the related list was found only
 * by its id in the sentence.
 */

type Repeater = { data: { _id: string }[] };

describe('template engine: related items said of the page’s only list of them', () => {
  it('shows up to 4 others of the same category, never the current one', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Product page: read the product id from the URL (?product=ID) and show its name in #nameText, and below it a repeater of 4 related products from the same category (not the current one).',
        { Products: { name: 'text', category: 'text' } },
        [
          { id: 'nameText', type: 'text' },
          { id: 'relatedRepeater', type: 'repeater' },
          { id: 'relName', type: 'text', parentId: 'relatedRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        url: 'https://www.example.com/product?product=p2',
        beforeRun: (page) => {
          const product = (_id: string, category: string) =>
            void page.data.insert('Products', { _id, name: _id, category });
          for (const id of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']) product(id, 'shoes');
          product('p7', 'hats');
        },
      },
    );
    const related = (run.$w('#relatedRepeater') as unknown as Repeater).data.map((i) => i._id);
    expect(related).toHaveLength(4);
    expect(related).not.toContain('p2');
    expect(related).not.toContain('p7');
    expect(run.errors).toEqual([]);
  });
});
