import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 52: '#cancelAppt sets status to "cancelled" but only if the appointment is more than 24
 * hours away'. Before, a member could cancel an appointment minutes before it, and nothing said
 * the rule was dropped. A day's date has no hours: not on the day itself, as 'at least 24 hours
 * before' already was for removals.
 */

const upcoming = pageRequest(
  'Upcoming appointments for the logged in member: #apptRepeater shows their own Appointments, soonest first, with #apDate and #apStatus. #cancelAppt sets status to "cancelled" but only if the appointment is more than 24 hours away.',
  { Appointments: { service: 'text', date: 'date', status: 'text' } },
  [
    { id: 'apptRepeater', type: 'repeater' },
    { id: 'apDate', type: 'text', parentId: 'apptRepeater' },
    { id: 'apStatus', type: 'text', parentId: 'apptRepeater' },
    { id: 'cancelAppt', type: 'button', parentId: 'apptRepeater' },
  ],
  'frontend_backend',
);

describe('template engine: a cancel said to need notice', () => {
  it('keeps the button off for an appointment today and refuses it in the web method', async () => {
    const today = new Date();
    const later = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3);
    const { run, result } = await runGenerated(upcoming, {
      member: true,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('Appointments', { _id: 'a-today', date: today, status: 'booked' });
        void page.data.insert('Appointments', { _id: 'a-later', date: later, status: 'booked' });
      },
    });
    expect(run.errors).toEqual([]);
    const enabled: Record<string, boolean> = {};
    (
      run.$w('#apptRepeater') as unknown as {
        forEachItem(
          fn: ($item: (id: string) => { enabled: boolean }, item: { _id: string }) => void,
        ): void;
      }
    ).forEachItem(($item, item) => {
      enabled[item._id] = $item('#cancelAppt').enabled;
    });
    expect(enabled).toEqual({ 'a-today': false, 'a-later': true });
    expect(result.backendCode).toContain(
      "throw new Error('Appointments can\\'t be cancelled on the day itself.');",
    );
    await run.fire('#cancelAppt', 'click', { itemId: 'a-later' });
    await run.settle();
    const saved = await run.wixData.get('Appointments', 'a-later', { suppressAuth: true });
    expect(saved?.['status']).toBe('cancelled');
  });
});
