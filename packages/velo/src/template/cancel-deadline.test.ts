import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Reviews 39 and 41: 'a member can only cancel their OWN booking and not on the day itself (must
 * be at least one day before)' let a booking be cancelled on its day. The button is disabled on
 * those items and the web method refuses them.
 */

type Repeater = { data: Record<string, unknown>[] };

describe('template engine: how long before its day an item may be cancelled', () => {
  it('keeps a booking of today and cancels one of next week', async () => {
    const now = new Date();
    const day = (offset: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    const { run, result } = await runGenerated(
      pageRequest(
        'My bookings page. Signed-in members see their own upcoming Reservations (date today or later) in #myBookings repeater: #bkDate, #bkParty. Each has a #cancelBookingBtn that deletes that reservation, but a member can only cancel their OWN booking and not on the day itself (must be at least one day before).',
        { Reservations: { date: 'date', partySize: 'number' } },
        [
          { id: 'myBookings', type: 'repeater' },
          { id: 'bkDate', type: 'text', parentId: 'myBookings' },
          { id: 'bkParty', type: 'text', parentId: 'myBookings' },
          { id: 'cancelBookingBtn', type: 'button', parentId: 'myBookings' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        codeBefore:
          "import { removeReservation as removeForTest } from 'backend/reservations.web';\nexport const remove = (id) => removeForTest(id);\n",
        beforeRun: (page) => {
          void page.data.insert('Reservations', { _id: 'today', date: day(0), partySize: 2 });
          void page.data.insert('Reservations', { _id: 'later', date: day(7), partySize: 4 });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(result.frontendCode).toContain(
      'if (item.date >= new Date(new Date().setHours(24, 0, 0, 0))) {',
    );
    const remove = run.exports['remove'] as (id: string) => Promise<unknown>;
    await expect(remove('today')).rejects.toThrow(
      "Reservations can't be cancelled on the day itself.",
    );
    await remove('later');
    const left = (await run.wixData.query('Reservations').find()).items.map((r) => r['_id']);
    expect(left).toEqual(['today']);
    const shown = (run.$w('#myBookings') as unknown as Repeater).data;
    expect(shown.map((r) => r['_id'])).toEqual(['today', 'later']);
  });
});
