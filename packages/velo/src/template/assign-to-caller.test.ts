import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 50, 5: "clicking assignMeBtn sets the ticket's assignee to the current agent and status
 * to 'In Progress'" saved the word 'the' as every ticket's assignee, and no status. The assignee
 * is now the id of the member who clicks, read on the server (or by page-only code), with the
 * status beside it.
 */

const PROMPT =
  'Admin page: `ticketsRepeater` lists the Tickets with subject. Each card has an `assignMeBtn` — clicking it sets the ticket\'s assignee to the current agent and status to "In Progress".';

describe('template engine: a change naming the member who clicks', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "saves the clicking member's id and the status (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Tickets: { subject: 'text', status: 'text', assignee: 'text' } },
          [
            { id: 'ticketsRepeater', type: 'repeater' },
            { id: 'subjectText', type: 'text', parentId: 'ticketsRepeater' },
            { id: 'assignMeBtn', type: 'button', parentId: 'ticketsRepeater' },
          ],
          outputType,
        ),
        {
          ...AS_ADMIN,
          member: { _id: 'agent-7' },
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Tickets', { _id: 't1', subject: 'Login fails', status: 'Open' });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      await run.fire('#assignMeBtn', 'click', { itemId: 't1' });
      await run.settle();
      const ticket = await run.wixData.get('Tickets', 't1', { suppressAuth: true });
      expect([ticket?.['assignee'], ticket?.['status']]).toEqual(['agent-7', 'In Progress']);
      expect(run.errors).toEqual([]);
    },
  );
});
