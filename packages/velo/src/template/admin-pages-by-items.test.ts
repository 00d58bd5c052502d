import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 46: 'Admins see all hour logs in the repeater.' (the list named by its items, not its
 * id) and "I'd like a staff page listing all our tickets" left both lists open to every visitor.
 * A staff page beside a team collection stays the public team page. Run in the preview.
 */

const HOURS = pageRequest(
  'Admins see all hour logs in the repeater.',
  { HourLogs: { volunteerName: 'text', hours: 'number' } },
  [
    { id: 'logsRepeater', type: 'repeater' },
    { id: 'nameText', type: 'text', parentId: 'logsRepeater' },
  ],
  'frontend_backend',
);

const staffPage = (collection: string) =>
  pageRequest(
    `I'd like a staff page listing all our ${collection.toLowerCase()} in the repeater, newest first.`,
    { [collection]: { title: 'text' } },
    [
      { id: 'itemsRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'itemsRepeater' },
    ],
    'frontend_backend',
  );

describe("template engine: admins' lists said by their items or as a staff page", () => {
  it('shows the hour logs to admins alone', async () => {
    const visitor = await runGenerated(HOURS, { itemsPerCollection: 2 });
    expect(repeatedTexts(visitor.run, 'logsRepeater', 'nameText')).toEqual([]);
    const admin = await runGenerated(HOURS, { itemsPerCollection: 2, ...AS_ADMIN });
    expect(repeatedTexts(admin.run, 'logsRepeater', 'nameText')).toHaveLength(2);
    expect(admin.result.backendCode).toContain(
      'export const getHourLogs = webMethod(Permissions.Admin',
    );
  });

  it('keeps a staff page of tickets for admins, and a staff page of the team public', async () => {
    const tickets = await runGenerated(staffPage('Tickets'), { itemsPerCollection: 2 });
    expect(repeatedTexts(tickets.run, 'itemsRepeater', 'titleText')).toEqual([]);
    expect(tickets.result.backendCode).toContain(
      'export const getTickets = webMethod(Permissions.Admin',
    );
    const team = await runGenerated(staffPage('TeamMembers'), { itemsPerCollection: 2 });
    expect(repeatedTexts(team.run, 'itemsRepeater', 'titleText')).toHaveLength(2);
  });
});
