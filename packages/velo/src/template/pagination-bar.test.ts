import { describe, expect, it } from 'vitest';

import { runGenerated, siteRequest } from './test-support';

/**
 * A Pagination bar under a list: it shows how many pages there are and marks the current one,
 * a page picked in it loads that page, and a new search starts again at page 1. Before, the bar
 * was left unused and only the first page could be seen. Run in the preview.
 */

const elements = [
  { id: 'searchInput', type: 'input' },
  { id: 'productsRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
  { id: 'productsPagination', type: 'custom', customType: 'Pagination' },
];

const request = (outputType: 'velo' | 'frontend_backend') =>
  siteRequest(
    'Show the products in productsRepeater, 6 per page, sorted by title, with productsPagination to move between pages. searchInput searches the titles.',
    { name: 'Products', fields: [['title', 'text']] },
    elements,
    { outputType },
  );

type Repeater = { data: { _id: string; title?: string }[] };
type Pager = { totalPages: number; currentPage: number };

describe('template engine: Pagination bar', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'pages through the items by the page picked, and a search starts at page 1 (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), { itemsPerCollection: 20 });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const all = (await run.wixData.query('Products').ascending('title').find()).items;
      const titles = () =>
        (run.$w('#productsRepeater') as unknown as Repeater).data.map((i) => i.title);
      const pager = () => run.$w('#productsPagination') as unknown as Pager;
      expect(titles()).toEqual(all.slice(0, 6).map((i) => i['title']));
      expect([pager().totalPages, pager().currentPage]).toEqual([4, 1]);
      await run.setValue('#productsPagination', 4);
      await run.settle();
      expect(titles()).toEqual(all.slice(18, 20).map((i) => i['title']));
      expect(pager().currentPage).toBe(4);
      // The last title alone ('Sample title 9'): one page of one.
      const last = String(all.at(-1)?.['title']);
      await run.setValue('#searchInput', last);
      await run.settle();
      expect([pager().totalPages, pager().currentPage, titles()]).toEqual([1, 1, [last]]);
      expect(run.errors).toEqual([]);
      expect(result.instructions).toContain('- Pagination Bar, ID `productsPagination`');
      expect(result.instructions).toContain(
        'Pick page 2 in `productsPagination`: the next 6 products show, and the bar marks page 2.',
      );
    },
  );
});
