import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

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
});
