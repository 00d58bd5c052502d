import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 19, 11: a lost and found board. Before, each card's foundItemText showed the date (a
 * field named 'item' matched no element: 'item' is a word ids use for their role), claimed items
 * stayed on the board ('unclaimed items' was not read), and 'a claimButton … that marks it
 * claimed' was left unused.
 */

const board = pageRequest(
  'Lost and found board. Anyone can report a found item with itemInput, locationInput, foundDatePicker and descriptionBox, then reportButton saves it to FoundItems with claimed false. foundRepeater shows unclaimed items, newest first. Admins see a claimButton in each card that marks it claimed; visitors must not see that button.',
  {
    FoundItems: {
      item: 'text',
      location: 'text',
      foundDate: 'date',
      description: 'text',
      claimed: 'boolean',
    },
  },
  [
    { id: 'itemInput', type: 'input' },
    { id: 'locationInput', type: 'input' },
    { id: 'foundDatePicker', type: 'custom', customType: 'DatePicker' },
    { id: 'descriptionBox', type: 'textarea' },
    { id: 'reportButton', type: 'button' },
    { id: 'formStatus', type: 'text' },
    { id: 'foundRepeater', type: 'repeater' },
    { id: 'foundItemText', type: 'text', parentId: 'foundRepeater' },
    { id: 'foundLocationText', type: 'text', parentId: 'foundRepeater' },
    { id: 'claimButton', type: 'button', parentId: 'foundRepeater' },
  ],
  'frontend_backend',
);

describe('template engine: a lost and found board', () => {
  it('lists the unclaimed items by name, and an admin claims one off the board', async () => {
    const { result, run } = await runGenerated(board, {
      ...AS_ADMIN,
      itemsPerCollection: 0,
      beforeRun(page) {
        const found = (item: string, day: number, claimed: boolean) =>
          void page.data.insert('FoundItems', {
            item,
            location: 'Gym',
            foundDate: new Date(2026, 10, day),
            claimed,
          });
        found('Umbrella', 1, false);
        found('Keys', 3, false);
        found('Wallet', 2, true);
      },
    });
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'foundRepeater', 'foundItemText')).toEqual(['Keys', 'Umbrella']);
    const keys = async () =>
      (await run.wixData.query('FoundItems').eq('item', 'Keys').find()).items[0];
    await run.fire('#claimButton', 'click', { itemId: (await keys())?._id });
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((await keys())?.['claimed']).toBe(true);
    expect(repeatedTexts(run, 'foundRepeater', 'foundItemText')).toEqual(['Umbrella']);
  });
});
