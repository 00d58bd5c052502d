import type { Page } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * An item page with a list of items like it ('up to 4 related products from the same category,
 * not the current one'): the list follows the item shown and never shows it. Run in the preview
 * at the item's URL, with a visitor opening a related item.
 */

const PRODUCTS = [
  ['p1', 'Trail shoe', 'shoes', ['outdoor', 'running']],
  ['p2', 'Road shoe', 'shoes', ['running']],
  ['p3', 'Sandal', 'shoes', ['summer']],
  ['p4', 'Boot', 'shoes', ['outdoor']],
  ['p5', 'Slipper', 'shoes', ['home']],
  ['p6', 'Sun hat', 'hats', ['summer']],
  ['p7', 'Beanie', 'hats', ['outdoor']],
] as const;

const productPage = (
  outputType: 'velo' | 'frontend_backend',
  sentence: string,
  url = 'Read the product id from the URL (?product=ID)',
) => {
  const elements = [
    { id: 'nameText', type: 'text' },
    { id: 'categoryText', type: 'text' },
    { id: 'relatedRepeater', type: 'repeater' },
    { id: 'relName', type: 'text', parentId: 'relatedRepeater' },
  ];
  return ZGenerationRequest.parse({
    prompt: `Product page: ${url} and show its name in nameText and its category in categoryText. ${sentence}`,
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Products',
        fields: [
          { id: 'name', type: 'text' },
          { id: 'category', type: 'text' },
          { id: 'tags', type: 'tags' },
        ],
      },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
};

const seed = (page: Page) => {
  for (const [_id, name, category, tags] of PRODUCTS)
    void page.data.insert('Products', { _id, name, category, tags: [...tags] });
};

type Repeater = { data: { _id: string }[] };

describe('template engine: related items on an item page', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows up to 4 others of the same category and opens one in place (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        productPage(
          outputType,
          'Below, relatedRepeater shows up to 4 related products from the same category, not the current one; clicking relName opens that product.',
        ),
        {
          itemsPerCollection: 0,
          url: 'https://www.example.com/product?product=p2',
          beforeRun: seed,
          codeBefore: 'export const urlQuery = () => wixLocationFrontend.query;\n',
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const related = () =>
        (run.$w('#relatedRepeater') as unknown as Repeater).data.map((i) => i._id).sort();
      expect((run.$w('#nameText') as unknown as { text: string }).text).toBe('Road shoe');
      expect(related()).toHaveLength(4);
      expect(related()).not.toContain('p2');
      expect(related().every((id) => ['p1', 'p3', 'p4', 'p5'].includes(id))).toBe(true);
      // The visitor opens a related product: it shows here and the URL names it.
      await run.fire('#relName', 'click', { itemId: 'p4' });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(run.navigations).toEqual([]);
      expect((run.$w('#nameText') as unknown as { text: string }).text).toBe('Boot');
      expect((run.exports['urlQuery'] as () => Record<string, string>)()['product']).toBe('p4');
      expect(related()).toEqual(['p1', 'p2', 'p3', 'p5']);
      expect(result.instructions).toContain(
        'Click Preview: `relatedRepeater` shows up to 4 other products with the same `category`, never the one the page shows.',
      );
      expect(result.instructions).not.toContain('Create the item page');
    },
  );

  it('matches on any shared tag when the tags are what is alike', async () => {
    const { result, run } = await runGenerated(
      productPage(
        'velo',
        'relatedRepeater lists 3 similar products with the same tags (never this one).',
      ),
      {
        itemsPerCollection: 0,
        url: 'https://www.example.com/product?product=p1',
        beforeRun: seed,
      },
    );
    expect(result.diagnostics).toEqual([]);
    expect(run.errors).toEqual([]);
    const ids = (run.$w('#relatedRepeater') as unknown as Repeater).data.map((i) => i._id);
    expect(ids).toHaveLength(3);
    expect(ids.every((id) => ['p2', 'p4', 'p7'].includes(id))).toBe(true);
  });

  it('on a dynamic item page, follows the item its path names and links to theirs', async () => {
    const { result, run } = await runGenerated(
      productPage(
        'velo',
        'relatedRepeater shows other products in the same category; clicking relName opens that product.',
        'This is the dynamic item page of Products (URL /products/{ID})',
      ),
      {
        itemsPerCollection: 0,
        url: 'https://www.example.com/products/p6',
        beforeRun: seed,
      },
    );
    expect(result.diagnostics).toEqual([]);
    expect(run.errors).toEqual([]);
    const ids = (run.$w('#relatedRepeater') as unknown as Repeater).data.map((i) => i._id);
    expect(ids).toEqual(['p7']);
    await run.fire('#relName', 'click', { itemId: 'p7' });
    expect(run.navigations).toEqual(['/products/p7']);
  });
});
