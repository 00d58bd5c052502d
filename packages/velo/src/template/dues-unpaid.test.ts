import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 37's club dues page: 'list members who havent paid dues in #duesTable' beside a yes/no
 * `duesPaid` listed every member: 'havent' lost its 'not', 'who' was no relative word, and
 * 'paid dues' names duesPaid the other way round.
 */

type Table = { rows: Record<string, unknown>[] };

describe("template engine: 'members who havent paid dues'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists the unpaid members (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'admin dues dashbord - list members who havent paid dues in #duesTable (name, email), sorted by name. Admin only page.',
          { Members: { fullName: 'text', email: 'text', duesPaid: 'boolean' } },
          [{ id: 'duesTable', type: 'table' }],
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Members', { fullName: 'Ana', email: 'a@x.co', duesPaid: true });
            void page.data.insert('Members', { fullName: 'Ben', email: 'b@x.co', duesPaid: false });
            void page.data.insert('Members', { fullName: 'Cy', email: 'c@x.co' });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const rows = (run.$w('#duesTable') as unknown as Table).rows;
      expect(rows.map((r) => r['fullName'])).toEqual(['Ben', 'Cy']);
    },
  );
});
