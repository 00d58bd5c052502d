import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Item buttons named together, then each by its verb (review 50, 2): "each item has #approveBtn
 * and #rejectBtn - approve sets status to Approved and stamps decidedAt with now, reject sets
 * status to Rejected". Before, both were read as one list of values: Approve saved
 * `{ status: 'Approved', status: 'Rejected' }` (so every approval was a rejection), Reject saved
 * status 'stamps', and decidedAt was never set.
 */

const PROMPT =
  'manager approval page. only admins can see this. #pendingRepeater shows all LeaveRequests where status is Pending, with employee name. each item has #approveBtn and #rejectBtn - approve sets status to Approved and stamps decidedAt with now, reject sets status to Rejected. after clicking, the item should disappear from the list.';

const ELEMENTS = [
  { id: 'pendingRepeater', type: 'repeater' },
  { id: 'empNameText', type: 'text', parentId: 'pendingRepeater' },
  { id: 'approveBtn', type: 'button', parentId: 'pendingRepeater' },
  { id: 'rejectBtn', type: 'button', parentId: 'pendingRepeater' },
];

describe('template engine: item buttons said again by their verbs', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'approves with a date and rejects, each item leaving the pending list (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { LeaveRequests: { employeeName: 'text', status: 'text', decidedAt: 'date' } },
          ELEMENTS,
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('LeaveRequests', {
              _id: 'a',
              employeeName: 'Ann',
              status: 'Pending',
            });
            void page.data.insert('LeaveRequests', {
              _id: 'b',
              employeeName: 'Bo',
              status: 'Pending',
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      await run.fire('#approveBtn', 'click', { itemId: 'a' });
      await run.settle();
      await run.fire('#rejectBtn', 'click', { itemId: 'b' });
      await run.settle();
      const saved = (
        await run.wixData
          .query('LeaveRequests')
          .ascending('employeeName')
          .find({ suppressAuth: true })
      ).items;
      expect(saved.map((r) => [r['status'], r['decidedAt'] instanceof Date])).toEqual([
        ['Approved', true],
        ['Rejected', false],
      ]);
      expect(repeatedTexts(run, 'pendingRepeater', 'empNameText')).toEqual([]);
      expect(run.errors).toEqual([]);
    },
  );
});
