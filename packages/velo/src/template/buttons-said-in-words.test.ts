import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 46: 'Each log has an Approve button that sets status to approved and an Archive button
 * that sets archived to true.' gave both buttons both changes: archiving a log approved its hours.
 * Buttons said in words end each other's clause as ids do. Run in the preview.
 */

const request = pageRequest(
  'Admins only. Each log has an Approve button that sets status to approved and an Archive button that sets archived to true.',
  { HourLogs: { volunteerName: 'text', status: 'text', archived: 'boolean' } },
  [
    { id: 'logsRepeater', type: 'repeater' },
    { id: 'nameText', type: 'text', parentId: 'logsRepeater' },
    { id: 'approveButton', type: 'button', parentId: 'logsRepeater' },
    { id: 'archiveButton', type: 'button', parentId: 'logsRepeater' },
  ],
  'frontend_backend',
);

describe('template engine: item buttons said in words', () => {
  it('each button makes its own change', async () => {
    const { run } = await runGenerated(request, {
      ...AS_ADMIN,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('HourLogs', { volunteerName: 'Ann', status: 'pending' });
        void page.data.insert('HourLogs', { volunteerName: 'Bob', status: 'pending' });
      },
    });
    expect(run.errors).toEqual([]);
    const logs = (
      run.$w('#logsRepeater') as unknown as { data: { _id: string; volunteerName: string }[] }
    ).data;
    const id = (name: string) => String(logs.find((l) => l.volunteerName === name)?._id);
    await run.fire('#archiveButton', 'click', { itemId: id('Ann') });
    await run.fire('#approveButton', 'click', { itemId: id('Bob') });
    await run.settle();
    const { items } = await run.wixData.query('HourLogs').find({ suppressAuth: true });
    const state = Object.fromEntries(
      items.map((i) => [i['volunteerName'], [i['status'], i['archived'] ?? false]]),
    );
    expect(state).toEqual({ Ann: ['pending', true], Bob: ['approved', false] });
  });
});
