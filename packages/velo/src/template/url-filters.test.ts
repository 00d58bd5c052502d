import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * A list the page's URL narrows ('?category=shoes' shows only that category, all without it),
 * with a heading naming the value. Run in the preview at both URLs, with and without a backend.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  ZGenerationRequest.parse({
    prompt:
      'Read the category from the URL query parameter ?category=shoes and show only products of that category in productsRepeater. Without the parameter show all products. Show the category in headingText.',
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Products',
        fields: [
          { id: 'name', type: 'text' },
          { id: 'category', type: 'text' },
        ],
      },
    ],
    elementIds: ['headingText', 'productsRepeater', 'nameText'],
    elementHierarchy: {
      elements: [
        { id: 'headingText', type: 'text' },
        { id: 'productsRepeater', type: 'repeater' },
        { id: 'nameText', type: 'text', parentId: 'productsRepeater' },
      ],
    },
  });

const seed = {
  itemsPerCollection: 0,
  beforeRun: (page: { data: { insert(c: string, i: object): Promise<unknown> } }) => {
    for (const [name, category] of [
      ['Boot', 'shoes'],
      ['Cap', 'hats'],
      ['Sandal', 'shoes'],
    ])
      void page.data.insert('Products', { name, category });
  },
};

describe('template engine: lists the URL narrows', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows only the category the URL names, and names it (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), {
        ...seed,
        url: 'https://www.example.com/products?category=shoes',
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const names = (run.$w('#productsRepeater') as unknown as { data: { name: string }[] }).data;
      expect(names.map((p) => p.name).sort()).toEqual(['Boot', 'Sandal']);
      expect((run.$w('#headingText') as unknown as { text: string }).text).toBe('shoes');
    },
  );

  it('shows every product without the parameter', async () => {
    const { run } = await runGenerated(request('velo'), {
      ...seed,
      url: 'https://www.example.com/products',
    });
    const names = (run.$w('#productsRepeater') as unknown as { data: { name: string }[] }).data;
    expect(names).toHaveLength(3);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "starts a dropdown on the same field at the URL's value, and lets the visitor choose another (%s)",
    async (outputType) => {
      const base = request(outputType);
      const dropdownPage = ZGenerationRequest.parse({
        ...base,
        prompt:
          'Show the products in productsRepeater. categoryDropdown filters them by category. When the page is opened with ?category=shoes, preselect that category in categoryDropdown and show only those products.',
        elementIds: [...base.elementIds, 'categoryDropdown'],
        elementHierarchy: {
          elements: [
            ...(base.elementHierarchy?.elements ?? []),
            { id: 'categoryDropdown', type: 'dropdown' },
          ],
        },
      });
      const { result, run } = await runGenerated(dropdownPage, {
        ...seed,
        url: 'https://www.example.com/products?category=shoes',
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const names = () =>
        (run.$w('#productsRepeater') as unknown as { data: { name: string }[] }).data
          .map((p) => p.name)
          .sort();
      expect(names()).toEqual(['Boot', 'Sandal']);
      expect((run.$w('#categoryDropdown') as unknown as { value: string }).value).toBe('shoes');
      await run.setValue('#categoryDropdown', 'hats');
      await run.settle();
      expect(names()).toEqual(['Cap']);
      await run.setValue('#categoryDropdown', '');
      await run.settle();
      expect(names()).toEqual(['Boot', 'Cap', 'Sandal']);
      expect(result.instructions).toContain('and `categoryDropdown` shows it chosen');
    },
  );
});
