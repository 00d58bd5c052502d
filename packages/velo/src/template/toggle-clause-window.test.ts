import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 49, 10: '`hasOpenHouse` checkbox to only show listings with an upcoming open house' made
 * the list always keep only upcoming open houses, ticked or not: listings with none never showed.
 * What ticking a checkbox does is not which days always show; the checkbox is warned about.
 */

describe('template engine: a date bound said of a checkbox', () => {
  it('lists every listing and warns about the checkbox', async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000);
    const { result, run } = await runGenerated(
      pageRequest(
        'Listings repeater `listingRepeater` shows address and the next open house date. Filters: `hasOpenHouse` checkbox to only show listings with an upcoming open house.',
        { Listings: { address: 'text', openHouseDate: 'date' } },
        [
          { id: 'hasOpenHouse', type: 'checkbox' },
          { id: 'listingRepeater', type: 'repeater' },
          { id: 'addressText', type: 'text', parentId: 'listingRepeater' },
          { id: 'openHouseText', type: 'text', parentId: 'listingRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Listings', { address: '1 Elm St', openHouseDate: soon });
          void page.data.insert('Listings', { address: '2 Oak Ave' });
        },
      },
    );
    expect(repeatedTexts(run, 'listingRepeater', 'addressText').sort()).toEqual([
      '1 Elm St',
      '2 Oak Ave',
    ]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("never uses '#hasOpenHouse'"),
    ]);
    expect(run.errors).toEqual([]);
  });
});
