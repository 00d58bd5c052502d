import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { runGenerated } from './test-support';

/**
 * A table whose rows the visitor clicks: the prompt asks for the item page or a lightbox, and the
 * table's onRowSelect opens it for the clicked row. Run in the preview runtime over sample items.
 */

const engine = createVeloEngine();

const productsTable = (prompt: string, outputType: 'velo' | 'frontend_backend' = 'velo') =>
  ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Products',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'slug', type: 'text' },
          { id: 'price', type: 'number' },
        ],
      },
    ],
    elementIds: ['productsTable'],
    elementHierarchy: { elements: [{ id: 'productsTable', type: 'table' }] },
  });

type Table = { rows: Record<string, unknown>[] };

describe('template engine: table rows', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "opens the clicked row's item page by its slug (%s)",
    async (outputType) => {
      const request = productsTable(
        'Show all products in the table. Clicking a row opens the product page.',
        outputType,
      );
      const { result, run } = await runGenerated(request);
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const rows = (run.$w('#productsTable') as unknown as Table).rows;
      expect(rows.length).toBeGreaterThan(2);
      await run.fire('#productsTable', 'rowSelect', { rowIndex: 2 });
      expect(run.errors).toEqual([]);
      expect(run.navigations).toEqual([`/products/${String(rows[2]?.['slug'])}`]);
      expect(result.instructions).toContain('whose URL is `/products/{slug}`');
      expect(result.instructions).toContain(
        'Click a row of `productsTable`: its item page (`/products/...`) opens.',
      );
    },
  );

  it.each([
    ['Clicking a row goes to /shop/<slug> for that product.', '/shop', 'slug'],
    ['Clicking a product row opens /store/item/ + its _id.', '/store/item', '_id'],
  ])('opens the item page at the path the prompt gives: %s', async (sentence, prefix, field) => {
    const request = productsTable(`Show all products in the table. ${sentence}`, 'velo');
    const { result, run } = await runGenerated(request);
    const rows = (run.$w('#productsTable') as unknown as Table).rows;
    await run.fire('#productsTable', 'rowSelect', { rowIndex: 1 });
    expect(run.errors).toEqual([]);
    expect(run.navigations).toEqual([`${prefix}/${String(rows[1]?.[field])}`]);
    expect(result.instructions).toContain(
      `whose URL is \`${prefix}/{${field === '_id' ? 'ID' : field}}\``,
    );
  });

  it('navigates by the item id when the collection has no slug, keeping the id in the rows', async () => {
    const request = ZGenerationRequest.parse({
      ...productsTable('List the products in the table; selecting a row opens its page.'),
      collections: [
        {
          name: 'Products',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'price', type: 'number' },
          ],
        },
      ],
    });
    const { run } = await runGenerated(request);
    const rows = (run.$w('#productsTable') as unknown as Table).rows;
    await run.fire('#productsTable', 'rowSelect', { rowIndex: 0 });
    expect(run.navigations).toEqual([`/products/${String(rows[0]?.['_id'])}`]);
  });

  it('opens the lightbox the prompt names with the clicked row', async () => {
    const request = productsTable(
      'Show the products in the table. Clicking a row opens the "Product Details" lightbox.',
    );
    const { result, run } = await runGenerated(request);
    const rows = (run.$w('#productsTable') as unknown as Table).rows;
    await run.fire('#productsTable', 'rowSelect', { rowIndex: 1 });
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(run.records.lightboxes).toEqual([{ name: 'Product Details', data: rows[1] }]);
    expect(result.instructions).toContain('**Create the lightbox "Product Details".**');
    expect(result.instructions).toContain('`wixWindowFrontend.lightbox.getContext()` returns');
    expect(run.navigations).toEqual([]);
  });

  it('opens the item page from a row when the popup the prompt names belongs to something else', async () => {
    const { result } = await runGenerated(
      productsTable(
        'Show the products in the table; clicking a row opens the product page. A Subscribe button opens the newsletter popup.',
      ),
    );
    expect(result.frontendCode).toContain(
      'wixLocationFrontend.to(`/products/${event.rowData.slug}`)',
    );
    expect(result.instructions).not.toContain('Product Details');
  });

  it('finds the lightbox in whichever sentence about rows asks for it', async () => {
    const { result } = await runGenerated(
      productsTable(
        'A table of products where each row shows the title and price. Clicking a row opens the "Product Details" lightbox.',
      ),
    );
    expect(result.frontendCode).toContain("openLightbox('Product Details', event.rowData)");
  });

  it('leaves row clicks alone when the prompt does not ask for them', async () => {
    const result = await engine.generate(productsTable('Show all products in the table.'));
    expect(result.frontendCode).not.toContain('onRowSelect');
    expect(result.instructions).not.toContain('item page');
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'loads every row, not the first 100, and pages them as the prompt says (%s)',
    async (outputType) => {
      const request = productsTable(
        'Show all products in productsTable with 20 rows per page, newest first.',
        outputType,
      );
      const { result, run } = await runGenerated(request, { itemsPerCollection: 150 });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const table = run.$w('#productsTable') as unknown as Table & {
        pagination: { type: string; rowsPerPage: number };
      };
      expect(table.rows).toHaveLength(150);
      expect(table.pagination).toMatchObject({ type: 'pagination', rowsPerPage: 20 });
      expect(result.instructions).toContain('shows up to 1000 products, 20 rows per page.');
    },
  );

  it('keeps to the rows the prompt counts', async () => {
    const { run } = await runGenerated(
      productsTable('Show the 10 newest products in productsTable.'),
      { itemsPerCollection: 30 },
    );
    expect((run.$w('#productsTable') as unknown as Table).rows).toHaveLength(10);
  });
});
