import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated, siteRequest } from './test-support';

/**
 * A page that shows the one item its URL names ('read the property id from the URL
 * (?property=ID)') and a form that saves together with it ('an enquiry form … saved to
 * Enquiries together with the listing'). Run in the preview at such a URL.
 */

const detailPage = (outputType: 'velo' | 'frontend_backend') => {
  const elements = [
    { id: 'listingTitle', type: 'text' },
    { id: 'listingPrice', type: 'text' },
    { id: 'enquiryForm', type: 'form' },
    { id: 'enqName', type: 'input', parentId: 'enquiryForm' },
    { id: 'enqEmail', type: 'input', parentId: 'enquiryForm' },
    { id: 'enqSubmit', type: 'button', parentId: 'enquiryForm' },
    { id: 'enquiryStatus', type: 'text' },
  ];
  return ZGenerationRequest.parse({
    prompt:
      'Property details page: read the property id from the URL (?property=ID), load it from Listings and show the title and price. An enquiry form below (name, email) saves to Enquiries together with the listing, then shows a thank you in enquiryStatus.',
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Listings',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'price', type: 'number' },
        ],
      },
      {
        name: 'Enquiries',
        fields: [
          { id: 'listing', type: 'reference' },
          { id: 'name', type: 'text' },
          { id: 'email', type: 'text' },
        ],
      },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
};

describe('template engine: the item the URL names', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the listing of ?property= and saves the enquiry with it (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(detailPage(outputType), {
        itemsPerCollection: 0,
        url: 'https://www.example.com/property?property=lst-2',
        beforeRun: (page) => {
          for (const [_id, title, price] of [
            ['lst-1', 'Harbour flat', 300000],
            ['lst-2', 'Garden house', 450000],
            ['lst-3', 'City loft', 520000],
          ] as const)
            void page.data.insert('Listings', { _id, title, price });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      // 'enqName' fills the enquiry's name: the visitor reads 'name', not 'enq name'.
      expect(result.frontendCode).toContain("return 'Please enter your name.';");
      expect((run.$w('#listingTitle') as unknown as { text: string }).text).toBe('Garden house');
      const set = (id: string, value: string) =>
        ((run.$w(`#${id}`) as unknown as { value: string }).value = value);
      set('enqName', 'Ada');
      set('enqEmail', 'ada@example.com');
      await run.fire('#enqSubmit', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Enquiries').find();
      expect(items[0]).toMatchObject({ name: 'Ada', listing: 'lst-2' });
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'on the dynamic item page /products/{slug}: the product of its path, beside a list of the same collection (%s)',
    async (outputType) => {
      const request = siteRequest(
        "This is the dynamic item page for Products (URL /products/{slug}). Show the current product's name in nameText and price in priceText, read from the slug in the URL. Below, relatedRepeater shows other products with relatedName.",
        {
          name: 'Products',
          fields: [
            ['name', 'text'],
            ['slug', 'text'],
            ['price', 'number'],
          ],
        },
        [
          { id: 'nameText', type: 'text' },
          { id: 'priceText', type: 'text' },
          { id: 'relatedRepeater', type: 'repeater' },
          { id: 'relatedName', type: 'text', parentId: 'relatedRepeater' },
        ],
        { outputType },
      );
      const { result, run } = await runGenerated(request, {
        itemsPerCollection: 0,
        // The preview has no page prefix: its path is ['products', 'red-shoe'], Wix's ['red-shoe'].
        url: 'https://www.example.com/products/red-shoe',
        beforeRun: (page) => {
          for (const [name, slug, price] of [
            ['Blue hat', 'blue-hat', 20],
            ['Red shoe', 'red-shoe', 80],
          ] as const)
            void page.data.insert('Products', { name, slug, price });
        },
      });
      // The item's query and loader are not the list's: two 'productsQuery' would not run at all.
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      expect(result.frontendCode).toContain("const itemKey = path[path.length - 1] || '';");
      expect((run.$w('#nameText') as unknown as { text: string }).text).toBe('Red shoe');
      const related = run.$w('#relatedRepeater') as unknown as { data: { name: string }[] };
      expect(related.data.map((item) => item.name).sort()).toEqual(['Blue hat', 'Red shoe']);
    },
  );

  it('shows the item the URL names in one text, beside a list of the same collection', async () => {
    const request = siteRequest(
      "Read the product id from the URL (?product=ID) and show that product's name in nameText. Below, productsRepeater lists the other products with their name in itemName.",
      { name: 'Products', fields: [['name', 'text']] },
      [
        { id: 'nameText', type: 'text' },
        { id: 'productsRepeater', type: 'repeater' },
        { id: 'itemName', type: 'text', parentId: 'productsRepeater' },
      ],
      { outputType: 'velo' },
    );
    const { result, run } = await runGenerated(request, {
      itemsPerCollection: 0,
      url: 'https://www.example.com/product?product=p-2',
      beforeRun: (page) => {
        void page.data.insert('Products', { _id: 'p-1', name: 'Blue hat' });
        void page.data.insert('Products', { _id: 'p-2', name: 'Red shoe' });
      },
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(run.errors).toEqual([]);
    expect((run.$w('#nameText') as unknown as { text: string }).text).toBe('Red shoe');
    expect(result.instructions).toContain(
      "Open the page with `?product=` and an item's ID: that item shows in `nameText`.",
    );
  });
});
