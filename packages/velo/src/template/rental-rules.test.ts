import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 43: 'a rental can be at most 7 days long … and the same bike can't have two rentals that
 * overlap' was dropped without a word: any length was saved, and a bike could be rented twice on
 * the same days. The length is checked on the page and in the web method, the overlap in the web
 * method, each with the prompt's message.
 */

const RENTALS = pageRequest(
  "Bike rental shop. Members pick a bike in #bikeDropdown (filled from the Bikes collection, showing the bike name), a start date in #startPicker and an end date in #endPicker, then hit #rentBtn. Rules: a rental can be at most 7 days long, the end can't be before the start, and the same bike can't have two rentals that overlap. Save it to Rentals with the member's id. Messages in #statusText: 'Rental confirmed!' on success, 'Rentals are limited to 7 days.' if too long, 'That bike is already rented for some of those days.' if it overlaps.",
  {
    Bikes: { name: 'text' },
    Rentals: { bike: 'reference', memberId: 'text', startDate: 'date', endDate: 'date' },
  },
  [
    { id: 'bikeDropdown', type: 'dropdown' },
    { id: 'startPicker', type: 'custom', customType: 'DatePicker' },
    { id: 'endPicker', type: 'custom', customType: 'DatePicker' },
    { id: 'rentBtn', type: 'button' },
    { id: 'statusText', type: 'text' },
  ],
  'frontend_backend',
);

describe('template engine: a rental’s longest length and no overlapping rentals', () => {
  it('refuses a rental too long or overlapping another of the same bike', async () => {
    const { run } = await runGenerated(RENTALS, {
      member: true,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('Bikes', { _id: 'b1', name: 'Roadster' });
        void page.data.insert('Rentals', {
          bike: 'b1',
          startDate: new Date(2027, 4, 10),
          endDate: new Date(2027, 4, 12),
        });
      },
    });
    expect(run.errors).toEqual([]);
    const rent = async (from: number, to: number) => {
      await run.setValue('#bikeDropdown', 'b1');
      await run.setValue('#startPicker', new Date(2027, 4, from));
      await run.setValue('#endPicker', new Date(2027, 4, to));
      await run.fire('#rentBtn', 'click');
      await run.settle();
      return (run.$w('#statusText') as unknown as { text: string }).text;
    };
    expect(await rent(1, 8)).toBe('Rentals are limited to 7 days.');
    expect(await rent(11, 14)).toBe('That bike is already rented for some of those days.');
    expect(await rent(13, 19)).not.toMatch(/limited|already/);
    const saved = await run.wixData.query('Rentals').find({ suppressAuth: true });
    expect(saved.items).toHaveLength(2);
  });
});
