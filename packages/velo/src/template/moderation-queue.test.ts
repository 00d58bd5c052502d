import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 53: 'Comment moderation (admins only). #pendingTable shows Comments not yet approved,
 * newest first, with name, email, body and the date.' Before, the queue listed approved comments
 * too, and the date (Comments have no date field) was dropped.
 */

const moderation = pageRequest(
  'Comment moderation (admins only). #pendingTable shows Comments not yet approved, newest first, with name, email, body and the date.',
  { Comments: { name: 'text', email: 'text', body: 'text', approved: 'boolean' } },
  [{ id: 'pendingTable', type: 'table' }],
  'frontend_backend',
);

describe('template engine: a moderation queue', () => {
  it('lists the comments not yet approved, with the day each came in', async () => {
    const { run } = await runGenerated(moderation, {
      itemsPerCollection: 0,
      member: { _id: 'member-admin' },
      memberRoles: ['Admin'],
      beforeRun: (page) => {
        void page.data.insert('Comments', { name: 'Ann', body: 'Nice', approved: true });
        void page.data.insert('Comments', { name: 'Spam', body: 'Buy now' });
      },
    });
    expect(run.errors).toEqual([]);
    const table = run.$w('#pendingTable') as unknown as {
      rows: Record<string, unknown>[];
      columns: { id: string; label: string }[];
    };
    expect(table.rows.map((r) => r['name'])).toEqual(['Spam']);
    expect(table.columns.map((c) => c.label)).toEqual(['Name', 'Email', 'Body', 'Date']);
    expect(table.rows[0]?.['_createdDate']).toBe(new Date().toLocaleDateString());
  });
});
