import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 41: 'Sort by priority (Urgent first, then High, Medium, Low)' ranked the value 'Urgent
 * first', so urgent tickets came last; and "subjectInput (required …), … status starts as 'Open'"
 * told a visitor who left the subject empty 'Open'.
 */

type Table = { rows: Record<string, unknown>[] };

describe('template engine: a ticket portal', () => {
  it('ranks Urgent first and asks for a missing subject in words', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Support portal. Logged-in customers can open a ticket with subjectInput (required, 5-120 chars), detailsInput (required) and priorityDropdown (Low, Medium, High, Urgent), button submitTicketBtn -> Tickets collection, status starts as 'Open'. Below, ticketsTable lists ONLY the current customer's tickets: subject, priority. Sort by priority (Urgent first, then High, Medium, Low). Messages in formMsg.",
        { Tickets: { subject: 'text', details: 'text', priority: 'text', status: 'text' } },
        [
          { id: 'subjectInput', type: 'input' },
          { id: 'detailsInput', type: 'textarea' },
          { id: 'priorityDropdown', type: 'dropdown' },
          { id: 'submitTicketBtn', type: 'button' },
          { id: 'ticketsTable', type: 'table' },
          { id: 'formMsg', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const priority of ['Low', 'Urgent', 'High'])
            void page.data.insert('Tickets', { subject: `A ${priority} one`, priority });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const rows = (run.$w('#ticketsTable') as unknown as Table).rows;
    expect(rows.map((r) => r['priority'])).toEqual(['Urgent', 'High', 'Low']);
    await run.fire('#submitTicketBtn', 'click');
    await run.settle();
    expect((run.$w('#formMsg') as unknown as { text: string }).text).toBe(
      'Please enter your subject.',
    );
  });
});
