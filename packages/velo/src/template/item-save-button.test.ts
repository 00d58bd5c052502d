import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 44: 'In each card: a #statusSelect dropdown (Backlog / Doing / Done) and a #cardSaveBtn.
 * Pick a status, press save -> update that task's status' saved on every change of the dropdown
 * and left the Save button unwired. The choice is saved when the button is clicked.
 */

describe('template engine: a Save button beside an item’s dropdown', () => {
  it('saves the picked status on the click, not on the change', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Team task board. #boardRepeater shows all Tasks: #cardTitle, a #statusSelect dropdown (Backlog / Doing / Done) and a #cardSaveBtn. Pick a status, press save -> update that task’s status.',
        { Tasks: { title: 'text', status: 'text' } },
        [
          { id: 'boardRepeater', type: 'repeater' },
          { id: 'cardTitle', type: 'text', parentId: 'boardRepeater' },
          { id: 'statusSelect', type: 'dropdown', parentId: 'boardRepeater' },
          { id: 'cardSaveBtn', type: 'button', parentId: 'boardRepeater' },
        ],
        'frontend_backend',
      ),
      {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Tasks', { _id: 't1', title: 'Plan', status: 'Backlog' }),
      },
    );
    expect(run.errors).toEqual([]);
    const status = async () =>
      (await run.wixData.get('Tasks', 't1', { suppressAuth: true }))?.['status'];
    await run.setValue('#statusSelect', 'Done', { itemId: 't1' });
    await run.settle();
    expect(await status()).toBe('Backlog');
    await run.fire('#cardSaveBtn', 'click', { itemId: 't1' });
    await run.settle();
    expect(await status()).toBe('Done');
  });
});
