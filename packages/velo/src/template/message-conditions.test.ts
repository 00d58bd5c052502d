import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 44: "Show 'Marked as done' in #cardMsg when the new status is Done" on a board of all
 * Tasks kept the finished tasks alone: the status a message waits for was read as the list's
 * condition.
 */

describe('template engine: the state a message waits for is no list condition', () => {
  it.each([
    "Show 'Marked as done' in #cardMsg when the new status is Done, otherwise 'Status updated'.",
    "Show 'Marked as done' in #cardMsg if status is Done.",
  ])('lists every task beside "%s"', async (message) => {
    const { run } = await runGenerated(
      pageRequest(
        `Team task board. #boardRepeater shows all Tasks sorted by dueDate. In each card: #cardTitle and a #cardSaveBtn that marks the task Done. ${message}`,
        { Tasks: { title: 'text', dueDate: 'date', status: 'text' } },
        [
          { id: 'boardRepeater', type: 'repeater' },
          { id: 'cardTitle', type: 'text', parentId: 'boardRepeater' },
          { id: 'cardSaveBtn', type: 'button', parentId: 'boardRepeater' },
          { id: 'cardMsg', type: 'text', parentId: 'boardRepeater' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        memberRoles: ['Admin'],
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Tasks', { title: 'Plan', status: 'Backlog' });
          void page.data.insert('Tasks', { title: 'Ship', status: 'Done' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'boardRepeater', 'cardTitle').sort()).toEqual(['Plan', 'Ship']);
  });
});
