import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Ids that shorten the collection's name or share a first word ('#propBeds ("3 bd")' in
 * Properties, 'listingBaths' beside 'listingTitle'): that word names no field, and the unit of
 * the example follows the field's synonym ('beds' for bedrooms). Before (review 14), #propBeds
 * and #propBaths were left empty: the extra word sank their match below the bar.
 */

const listings = (prefix: string) =>
  pageRequest(
    `Listings page. #${prefix}Repeater shows each property: #${prefix}Title, #${prefix}Price ("$450,000"), #${prefix}Beds ("3 bd"), #${prefix}Baths ("2 ba") and #${prefix}City.`,
    {
      Properties: {
        title: 'text',
        price: 'number',
        bedrooms: 'number',
        bathrooms: 'number',
        city: 'text',
      },
    },
    [
      { id: `${prefix}Repeater`, type: 'repeater' },
      ...['Title', 'Price', 'Beds', 'Baths', 'City'].map((name) => ({
        id: `${prefix}${name}`,
        type: 'text',
        parentId: `${prefix}Repeater`,
      })),
    ],
  );

describe('template engine: ids shortening the collection or sharing a first word', () => {
  it.each(['prop', 'listing'])(
    'shows bedrooms and bathrooms with their units (%s…)',
    async (prefix) => {
      const { result, run } = await runGenerated(listings(prefix), {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Properties', {
            title: 'Elm Street',
            price: 450000,
            bedrooms: 3,
            bathrooms: 2,
            city: 'Austin',
          }),
      });
      expect(run.errors).toEqual([]);
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      const text = (name: string) => repeatedTexts(run, `${prefix}Repeater`, `${prefix}${name}`)[0];
      expect(['Title', 'Price', 'Beds', 'Baths', 'City'].map(text)).toEqual([
        'Elm Street',
        '$450,000',
        '3 bd',
        '2 ba',
        'Austin',
      ]);
    },
  );
});
