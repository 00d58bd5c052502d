import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 19, 7: a support desk's admin page. Before, the reply typed in replyBox was thrown away
 * while the ticket was marked Answered, the selected ticket's details were not shown, closeButton
 * (in a sentence of its own) was left unused, and 'oldest first' listed the newest first.
 */

const desk = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Admin page for the support desk. Admins only. adminTicketsTable has the columns subject and status and lists all Tickets where status is 'Open', oldest first. When the admin selects a row, show its details in detailsText, they type a reply in replyBox and click replyButton to save the reply and set status to 'Answered'. closeButton sets status to 'Closed'.",
    { Tickets: { subject: 'text', details: 'text', status: 'text', reply: 'text' } },
    [
      { id: 'adminTicketsTable', type: 'table' },
      { id: 'detailsText', type: 'text' },
      { id: 'replyBox', type: 'textarea' },
      { id: 'replyButton', type: 'button' },
      { id: 'closeButton', type: 'button' },
      { id: 'messageText', type: 'text' },
    ],
    outputType,
  );

type Table = { rows: Record<string, unknown>[] };

describe('template engine: a support desk answering the selected ticket', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the ticket, saves the reply with its status and closes another (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(desk(outputType), {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('Tickets', {
            _id: 'old',
            subject: 'Old one',
            details: 'Printer jams',
            status: 'Open',
          });
          void page.data.insert('Tickets', {
            _id: 'new',
            subject: 'New one',
            details: 'No wifi',
            status: 'Open',
          });
          void page.data.insert('Tickets', {
            _id: 'done',
            subject: 'Done',
            details: '-',
            status: 'Closed',
          });
        },
      });
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      const table = () => run.$w('#adminTicketsTable') as unknown as Table;
      expect(table().rows.map((r) => r['subject'])).toEqual(['Old one', 'New one']);
      // Saved in the same millisecond here, so the order is read from the query.
      expect(result.backendCode || result.frontendCode).toContain(
        "return query.ascending('_createdDate');",
      );
      const select = async (subject: string) => {
        const rowIndex = table().rows.findIndex((r) => r['subject'] === subject);
        await run.fire('#adminTicketsTable', 'rowSelect', {
          rowIndex,
          rowData: table().rows[rowIndex],
        });
        await run.settle();
      };
      await select('Old one');
      expect((run.$w('#detailsText') as unknown as { text: string }).text).toBe('Printer jams');
      await run.fire('#replyButton', 'click');
      await run.settle();
      expect((run.$w('#messageText') as unknown as { text: string }).text).toBe(
        'Please enter the reply first.',
      );
      await run.setValue('#replyBox', 'We fixed it, sorry!');
      await run.fire('#replyButton', 'click');
      await run.settle();
      await select('New one');
      await run.fire('#closeButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const stored = (await run.wixData.query('Tickets').ascending('subject').find()).items;
      expect(stored.map((t) => [t['subject'], t['status'], t['reply']])).toEqual([
        ['Done', 'Closed', undefined],
        ['New one', 'Closed', undefined],
        ['Old one', 'Answered', 'We fixed it, sorry!'],
      ]);
      expect(table().rows).toEqual([]);
    },
  );
});
