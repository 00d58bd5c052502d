import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 38's marketplace: "Seller's 'My offers' page … the offers on listings I own … #acceptBtn
 * / #declineBtn … Only the listing owner may accept or decline" listed the offers the member had
 * made as a buyer, let a buyer accept their own offer (the offer's author), and showed the
 * status in #offerAmt and the buyer's email in #offerState.
 */

const PROMPT =
  "Seller's 'My offers' page, members only. Show the offers on listings I own in #offersRepeater with #offerAmt and #offerState, and per item #acceptBtn that sets status to accepted. Only the listing owner may accept.";

const COLLECTIONS = {
  Listings: { title: 'text', price: 'number' },
  Offers: { listing: 'reference', amount: 'number', buyerEmail: 'text', status: 'text' },
} as const;

const ELEMENTS = [
  { id: 'offersRepeater', type: 'repeater' },
  { id: 'offerAmt', type: 'text', parentId: 'offersRepeater' },
  { id: 'offerState', type: 'text', parentId: 'offersRepeater' },
  { id: 'acceptBtn', type: 'button', parentId: 'offersRepeater' },
];

describe("template engine: a seller's offers on their own listings", () => {
  it("lists and accepts the offers on the seller's listings", async () => {
    const { run } = await runGenerated(
      pageRequest(PROMPT, COLLECTIONS, ELEMENTS, 'frontend_backend'),
      {
        member: { _id: 'seller-1' },
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Listings', { _id: 'bike', title: 'Bike', price: 90 });
          void page.data.insert('Offers', { listing: 'bike', amount: 80, status: 'pending' });
          void page.data.insert('Offers', { listing: 'other', amount: 5, status: 'pending' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'offersRepeater', 'offerAmt')).toEqual(['80']);
    expect(repeatedTexts(run, 'offersRepeater', 'offerState')).toEqual(['pending']);
    const [offer] = (await run.wixData.query('Offers').eq('listing', 'bike').find()).items;
    await run.fire('#acceptBtn', 'click', { itemId: String(offer?._id) });
    await run.settle();
    expect(run.errors).toEqual([]);
    const saved = await run.wixData.query('Offers').eq('listing', 'bike').find();
    expect(saved.items.map((o) => o['status'])).toEqual(['accepted']);
  });

  it("refuses a buyer accepting their own offer on someone else's listing", async () => {
    const { run, result } = await runGenerated(
      pageRequest(PROMPT, COLLECTIONS, ELEMENTS, 'frontend_backend'),
      {
        member: { _id: 'buyer-2' },
        itemsPerCollection: 0,
        codeBefore:
          "import { acceptOffer as acceptForTest } from 'backend/offers.web';\nexport const accept = (id) => acceptForTest(id);\n",
        beforeRun: (page) => {
          void page.data.insert('Offers', {
            _id: 'mine',
            listing: 'not-mine',
            amount: 1,
            status: 'pending',
          });
        },
      },
    );
    await expect(
      (run.exports['accept'] as (id: string) => Promise<unknown>)('mine'),
    ).rejects.toThrow('You can only change offers on your own listings.');
    expect(result.instructions).toContain(
      'only admins can update content ("Admin": the web methods check that each offer is on the signed-in member\'s own listing',
    );
  });
});
