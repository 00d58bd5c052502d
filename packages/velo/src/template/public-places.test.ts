import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 38: a food truck's stops (an Address field, no contact details) were told to be kept
 * private, as if they were people's homes; and '#condDropdown' on a sell form never saved the
 * listing's condition ('cond' is short for it).
 */

describe('template engine: addresses of places, and a condition said in short', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "keeps a stop's address public, and a person's private (%s)",
    async (outputType) => {
      const elements = [
        { id: 'stopsRepeater', type: 'repeater' },
        { id: 'locationText', type: 'text', parentId: 'stopsRepeater' },
      ];
      const stops = await runGenerated(
        pageRequest(
          'Show food truck stops from Stops in #stopsRepeater with #locationText.',
          { Stops: { locationName: 'text', address: 'address' } },
          elements,
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const people = await runGenerated(
        pageRequest(
          'Show our volunteers from Stops in #stopsRepeater with #locationText.',
          { Stops: { locationName: 'text', address: 'address', email: 'text' } },
          elements,
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      // Page-only code says what its list leaves out; the web method strips it.
      const withheld = /leaves out `address`|\{ address: _address/;
      const said = (r: typeof stops) => `${r.result.instructions}\n${r.result.backendCode}`;
      expect(said(stops)).not.toMatch(withheld);
      expect(said(people)).toMatch(/address/);
      expect(said(people)).toMatch(withheld);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "saves '#condDropdown' as the listing's condition (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Sell form: #titleIn, #priceIn, #condDropdown (New, Used) and #postBtn. Save to Listings.',
          { Listings: { title: 'text', price: 'number', condition: 'text' } },
          [
            { id: 'titleIn', type: 'input' },
            { id: 'priceIn', type: 'input' },
            { id: 'condDropdown', type: 'dropdown' },
            { id: 'postBtn', type: 'button' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#titleIn', 'Bike');
      await run.setValue('#priceIn', '40');
      await run.setValue('#condDropdown', 'Used');
      await run.fire('#postBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Listings').find();
      expect(items.map((i) => i['condition'])).toEqual(['Used']);
    },
  );
});
