import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 20, 5 and 6: whose items a list shows, said in words the reading missed. "the
 * logged-in seller's Listings" (a role other than member or user) and "Members see their own
 * loans in myLoansRepeater with a returnButton …" (a sentence about a button, which the page's
 * access set aside). Before, each member's dashboard listed every seller's listings and anyone
 * could read every loan; the seller could not delete their own listing either.
 */

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];
const shown = (run: Run, id: string) =>
  (run.$w(`#${id}`) as unknown as { data: Record<string, unknown>[] }).data;

describe("template engine: a member's own items, as users say it", () => {
  it("lists only the logged-in seller's listings, and lets them delete their own", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Marketplace seller dashboard. On this members-only page, myListingsRepeater shows only the logged-in seller's Listings (title, price, status) newest first. Each item has deleteButton which deletes the listing.",
        { Listings: { title: 'text', price: 'number', status: 'text' } },
        [
          { id: 'myListingsRepeater', type: 'repeater' },
          { id: 'listingTitleText', type: 'text', parentId: 'myListingsRepeater' },
          { id: 'deleteButton', type: 'button', parentId: 'myListingsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        // The sample listings are another member's; what the run inserts is this member's.
        itemsPerCollection: 2,
        member: true,
        beforeRun(page) {
          void page.data.insert('Listings', { _id: 'mine', title: 'My lamp' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(shown(run, 'myListingsRepeater').map((l) => l['title'])).toEqual(['My lamp']);
    expect(result.backendCode).toContain("listingsQuery().eq('_owner', member._id)");
    expect(result.backendCode).not.toContain('Permissions.Admin');
  });

  it('lists only the member’s own loans beside the books', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Library book loans. booksRepeater lists Books sorted by title with titleText, authorText and statusText showing 'Available' or 'On loan'. Logged-in members click borrowButton to borrow a book: create a Loans row with the book, dueDate 14 days from today, and set available to false. Members see their own loans in myLoansRepeater with a returnButton that marks the loan returned and makes the book available again.",
        {
          Books: { title: 'text', author: 'text', available: 'boolean' },
          Loans: { book: 'reference', dueDate: 'date', returned: 'boolean' },
        },
        [
          { id: 'booksRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'booksRepeater' },
          { id: 'authorText', type: 'text', parentId: 'booksRepeater' },
          { id: 'statusText', type: 'text', parentId: 'booksRepeater' },
          { id: 'borrowButton', type: 'button', parentId: 'booksRepeater' },
          { id: 'myLoansRepeater', type: 'repeater' },
          { id: 'loanTitleText', type: 'text', parentId: 'myLoansRepeater' },
          { id: 'loanDueText', type: 'text', parentId: 'myLoansRepeater' },
          { id: 'returnButton', type: 'button', parentId: 'myLoansRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 2,
        member: true,
        beforeRun(page) {
          void page.data.insert('Books', { _id: 'dune', title: 'Dune', available: true });
          void page.data.insert('Loans', { _id: 'l1', book: 'dune' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(shown(run, 'myLoansRepeater').map((l) => l['_id'])).toEqual(['l1']);
    expect(result.backendCode).toContain("loansQuery().eq('_owner', member._id)");
  });
});
