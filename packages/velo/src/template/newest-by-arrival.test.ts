import type { Page } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { generate, pageRequest, runGenerated } from './test-support';

/**
 * Review 49: '#quotesTable lists all QuoteRequests newest first with name, weddingDate and
 * status'. Before, the table was sorted by the wedding date (the latest wedding first, not the
 * request that came in last) and showed every field, the email and message too.
 */

const quotes = pageRequest(
  'Admin page for my wedding photography business. #quotesTable lists all QuoteRequests newest first with name, weddingDate and status. Only admins can see this page.',
  {
    QuoteRequests: {
      name: 'text',
      email: 'text',
      weddingDate: 'date',
      status: 'text',
      message: 'text',
    },
  },
  [{ id: 'quotesTable', type: 'table' }],
  'frontend_backend',
);

/** Inserts in order, each in a later millisecond than the one before: when each came in. */
function arriving(page: Page, items: Record<string, unknown>[]) {
  for (const item of items) {
    const at = Date.now();
    while (Date.now() === at);
    void page.data.insert('QuoteRequests', item);
  }
}

describe('template engine: newest first by when items came in', () => {
  it('lists the requests that came in last first, with the columns said', async () => {
    const { run } = await runGenerated(quotes, {
      itemsPerCollection: 0,
      member: { _id: 'member-admin' },
      memberRoles: ['Admin'],
      beforeRun: (page) =>
        arriving(page, [
          { name: 'Ada', weddingDate: new Date(2028, 0, 5), status: 'New' },
          { name: 'Ben', weddingDate: new Date(2027, 4, 1), status: 'New' },
          { name: 'Cy', weddingDate: new Date(2027, 8, 1), status: 'Quoted' },
        ]),
    });
    expect(run.errors).toEqual([]);
    const table = run.$w('#quotesTable') as unknown as {
      rows: Record<string, unknown>[];
      columns: { id: string }[];
    };
    expect(table.rows.map((r) => r['name'])).toEqual(['Cy', 'Ben', 'Ada']);
    expect(table.columns.map((c) => c.id)).toEqual(['name', 'weddingDate', 'status']);
  });

  it.each([
    ['Posts', 'publishedDate', 'blogRepeater shows Posts newest first'],
    ['Orders', 'orderDate', 'ordersTable lists Orders newest first'],
    ['Events', 'startDate', 'eventsRepeater shows Events, newest first'],
    [
      'Threads',
      'lastReplyAt',
      'threadsRepeater shows Threads, most recent activity first (lastReplyAt)',
    ],
    ['Quotes', 'weddingDate', 'quotesRepeater shows Quotes newest first by weddingDate'],
  ])("keeps %s' own date (%s) for 'newest first'", (collection, field, prompt) => {
    const request = pageRequest(
      prompt,
      { [collection]: { title: 'text', [field]: 'date' } },
      [{ id: prompt.split(' ')[0] ?? '', type: prompt.includes('Table') ? 'table' : 'repeater' }],
      'frontend_backend',
    );
    expect(generate(request).pieces.backendCode).toContain(`.descending('${field}')`);
  });

  it("sorts 'oldest first' by when each came in where the date is another's (review 52)", () => {
    const request = pageRequest(
      "Technician board. #ticketsRepeater shows all JobTickets whose status is not 'Done', oldest first, with #tCode.",
      { JobTickets: { ticketCode: 'text', status: 'text', estimatedDate: 'date' } },
      [
        { id: 'ticketsRepeater', type: 'repeater' },
        { id: 'tCode', type: 'text', parentId: 'ticketsRepeater' },
      ],
      'frontend_backend',
    );
    expect(generate(request).pieces.backendCode).toContain(".ascending('_createdDate')");
  });
});
