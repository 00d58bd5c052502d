import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 21's classifieds: 'The seller who posted an ad sees #markSoldButton on their own ads
 * only; clicking it sets sold to true … sellers' contact emails must not be sent to the browser'.
 * Before, the whole list became each member's own (buyers saw nothing), the button was left out,
 * and with it built the list's web method sent every seller's email.
 */

type Repeater = {
  data: Record<string, unknown>[];
  forEachItem(
    fn: ($item: (id: string) => { collapsed: boolean }, item: { _id: string }) => void,
  ): void;
};

const PROMPT =
  "Classifieds: #adsRepeater lists ads that are not sold, newest first, with title and price. The seller who posted an ad sees #markSoldButton on their own ads only; clicking it sets sold to true. Nobody else can mark an ad sold, and sellers' contact emails must not be sent to the browser.";

describe('template engine: a button on the seller’s own items of a public list', () => {
  it('shows every buyer the ads, lets the seller mark theirs, and keeps emails on the server', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        PROMPT,
        { Ads: { title: 'text', price: 'number', sold: 'boolean', sellerEmail: 'text' } },
        [
          { id: 'adsRepeater', type: 'repeater' },
          { id: 'adTitle', type: 'text', parentId: 'adsRepeater' },
          { id: 'adPrice', type: 'text', parentId: 'adsRepeater' },
          { id: 'markSoldButton', type: 'button', parentId: 'adsRepeater' },
          { id: 'adsStatus', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        // One sample ad of another member's.
        itemsPerCollection: 1,
        member: { _id: 'm-1' },
        beforeRun: (page) => {
          void page.data.insert('Ads', {
            _id: 'mine',
            title: 'Bike',
            price: 40,
            sold: false,
            sellerEmail: 'me@x.com',
          });
        },
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    const repeater = run.$w('#adsRepeater') as unknown as Repeater;
    expect(repeatedTexts(run, 'adsRepeater', 'adTitle')).toContain('Bike');
    for (const item of repeater.data) expect(item).not.toHaveProperty('sellerEmail');
    const shown: Record<string, boolean> = {};
    repeater.forEachItem(($item, item) => (shown[item._id] = !$item('#markSoldButton').collapsed));
    expect(
      Object.entries(shown)
        .filter(([, open]) => open)
        .map(([id]) => id),
    ).toEqual(['mine']);
    await run.fire('#markSoldButton', 'click', { itemId: 'mine' });
    await run.settle();
    expect((await run.wixData.get('Ads', 'mine'))?.sold).toBe(true);
    // Only the email is private ('mark an ad sold' says nothing of it), and the seller's change
    // reads and saves the admins-only collection with suppressAuth after its own check.
    expect(result.instructions).toContain(
      'only admins can view content ("Admin": the web module reads the items for the page with suppressAuth and sends only the items without their `sellerEmail`, so',
    );
    expect(result.backendCode).toMatch(/wixData\.get\('Ads', id, \{ suppressAuth: true \}\)/);
    expect(result.backendCode).toMatch(/wixData\.update\('Ads', [^;]*\{ suppressAuth: true \}\)/);
    expect(result.backendCode).toMatch(/getAds = webMethod\(Permissions\.Anyone,/);
  });
});
