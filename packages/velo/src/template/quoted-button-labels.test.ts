import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 46: "Each invoice has a 'Mark paid' button: set paid to true. Also a Delete button on
 * each invoice." left #markPaidButton unwired without a word: its label in quotes was no mention
 * of it. Run in the preview.
 */

describe('template engine: an item button named by its quoted label', () => {
  it('marks the invoice paid', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Admins only. Show unpaid invoices in the repeater. Each invoice has a 'Mark paid' button: set paid to true. Also a Delete button on each invoice.",
        { Invoices: { clientName: 'text', paid: 'boolean' } },
        [
          { id: 'invoicesRepeater', type: 'repeater' },
          { id: 'clientText', type: 'text', parentId: 'invoicesRepeater' },
          { id: 'markPaidButton', type: 'button', parentId: 'invoicesRepeater' },
          { id: 'deleteButton', type: 'button', parentId: 'invoicesRepeater' },
        ],
        'frontend_backend',
      ),
      {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('Invoices', { clientName: 'Acme', paid: false }),
      },
    );
    const [invoice] = (run.$w('#invoicesRepeater') as unknown as { data: { _id: string }[] }).data;
    await run.fire('#markPaidButton', 'click', { itemId: String(invoice?._id) });
    await run.settle();
    const { items } = await run.wixData.query('Invoices').find({ suppressAuth: true });
    expect(items.map((i) => [i['clientName'], i['paid']])).toEqual([['Acme', true]]);
    expect(run.errors).toEqual([]);
  });
});
