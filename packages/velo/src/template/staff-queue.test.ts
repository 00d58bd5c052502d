import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 18's moderation queue, 'for staff only' (2, 8): staff are the site's admins, so the
 * pending comments are read by admins alone; and 'approveButton sets status to Approved,
 * deleteButton removes the comment' gives the remove to deleteButton only. Before, visitors loaded
 * the pending comments and approving a comment deleted it.
 */

const PROMPT =
  "moderation queue for staff only. show Comments where status is 'Pending' in queueRepeater (author, body). approveButton sets status to Approved, deleteButton removes the comment. visitors must not see pending comments";

const ELEMENTS = [
  { id: 'queueRepeater', type: 'repeater' },
  { id: 'authorText', type: 'text', parentId: 'queueRepeater' },
  { id: 'bodyText', type: 'text', parentId: 'queueRepeater' },
  { id: 'approveButton', type: 'button', parentId: 'queueRepeater' },
  { id: 'deleteButton', type: 'button', parentId: 'queueRepeater' },
];

const queue = (outputType: 'velo' | 'frontend_backend', who: object) =>
  runGenerated(
    pageRequest(
      PROMPT,
      { Comments: { author: 'text', body: 'text', status: 'text' } },
      ELEMENTS,
      outputType,
    ),
    {
      ...who,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('Comments', {
          _id: 'c1',
          author: 'Ann',
          body: 'Hi',
          status: 'Pending',
        });
        void page.data.insert('Comments', {
          _id: 'c2',
          author: 'Bo',
          body: 'Spam',
          status: 'Pending',
        });
        void page.data.insert('Comments', {
          _id: 'c3',
          author: 'Cy',
          body: 'Old',
          status: 'Approved',
        });
      },
    },
  );

const shown = (run: Awaited<ReturnType<typeof queue>>['run']) =>
  (run.$w('#queueRepeater') as unknown as { data: { _id: string }[] }).data.map((c) => c._id);

describe('template engine: a staff-only moderation queue', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'approves one comment and deletes another, for admins (%s)',
    async (outputType) => {
      const { result, run } = await queue(outputType, AS_ADMIN);
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect([...shown(run)].sort()).toEqual(['c1', 'c2']);
      await run.fire('#approveButton', 'click', { itemId: 'c1' });
      await run.fire('#deleteButton', 'click', { itemId: 'c2' });
      await run.settle();
      expect(run.errors).toEqual([]);
      const stored = (await run.wixData.query('Comments').ascending('author').find()).items;
      expect(stored.map((c) => `${String(c._id)} ${String(c['status'])}`)).toEqual([
        'c1 Approved',
        'c3 Approved',
      ]);
      expect(result.instructions).toContain('only admins can view content');
    },
  );

  it('sends visitors none of the pending comments', async () => {
    const { result, run } = await queue('frontend_backend', {});
    expect(result.backendCode).toContain('export const getComments = webMethod(Permissions.Admin,');
    expect(shown(run)).toEqual([]);
  });
});
