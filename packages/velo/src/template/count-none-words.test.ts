import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 43: "#openCountText should say e.g. '12 open tickets' (use '1 open ticket' when there's
 * exactly one, and 'No open tickets' when there are none)" read '12 tickets' and '0 tickets':
 * 'e.g.' ended the sentence before its example. The words for none are said too. And
 * 'everyone else gets "Agents only."' is told to visitors as well as to members without the role.
 */

const TICKETS = pageRequest(
  "Support desk page. List all tickets whose status is 'Open' in #ticketsRepeater: subject in #subjectText. Above the list, #openCountText should say e.g. '12 open tickets' (use '1 open ticket' when there's exactly one, and 'No open tickets' when there are none). Only members with the Agent role may see this page; everyone else gets 'Agents only.' in #noticeText.",
  { Tickets: { subject: 'text', status: 'text' } },
  [
    { id: 'ticketsRepeater', type: 'repeater' },
    { id: 'subjectText', type: 'text', parentId: 'ticketsRepeater' },
    { id: 'openCountText', type: 'text' },
    { id: 'noticeText', type: 'text' },
  ],
  'frontend_backend',
);

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];
const text = (run: Run, id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;

describe('template engine: a count’s words for one, many and none', () => {
  it.each([
    [0, 'No open tickets'],
    [1, '1 open ticket'],
    [2, '2 open tickets'],
  ])('says %i open tickets as "%s"', async (open, said) => {
    const { run } = await runGenerated(TICKETS, {
      member: true,
      memberRoles: ['Agent'],
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (let i = 0; i < open; i++)
          void page.data.insert('Tickets', { subject: `T${i}`, status: 'Open' });
        void page.data.insert('Tickets', { subject: 'Done', status: 'Closed' });
      },
    });
    expect(run.errors).toEqual([]);
    expect(text(run, 'openCountText')).toBe(said);
  });

  it('tells a visitor what it tells other members', async () => {
    const { run } = await runGenerated(TICKETS, { itemsPerCollection: 1 });
    expect(run.errors).toEqual([]);
    expect(text(run, 'noticeText')).toBe('Agents only.');
  });
});
