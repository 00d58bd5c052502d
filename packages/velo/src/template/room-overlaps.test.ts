import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 37's library rooms: 'Do not allow double booking the same room at overlapping times'
 * was dropped. It is now the same room at the same start time on the same day: a time of day is
 * on the booking's date, so the same hour on another day is free.
 */

type Text = { text: string };

describe('template engine: no double booking of a room', () => {
  it('refuses the same room, day and start, and takes another day', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        'Library room booking. Member picks a room in #roomInput, a date in #bookingDate, start time in #startTimeInput, then clicks #bookBtn. Save to Bookings. Do not allow double booking the same room at overlapping times. Show errors in #bookingStatus.',
        { Bookings: { room: 'text', date: 'date', startTime: 'time' } },
        [
          { id: 'roomInput', type: 'input' },
          { id: 'bookingDate', type: 'input' },
          { id: 'startTimeInput', type: 'input' },
          { id: 'bookBtn', type: 'button' },
          { id: 'bookingStatus', type: 'text' },
        ],
        'frontend_backend',
      ),
      { member: { _id: 'm-1' }, itemsPerCollection: 0 },
    );
    const book = async (date: string) => {
      await run.setValue('#roomInput', 'Study 1');
      await run.setValue('#bookingDate', date);
      await run.setValue('#startTimeInput', '10:00');
      await run.fire('#bookBtn', 'click');
      await run.settle();
      return (run.$w('#bookingStatus') as unknown as Text).text;
    };
    await book('2030-05-06');
    expect(await book('2030-05-06')).toMatch(/already taken/);
    await book('2030-05-07');
    expect(run.errors).toEqual([]);
    expect((await run.wixData.query('Bookings').find()).items).toHaveLength(2);
    expect(result.instructions).toContain('each room, date and start time only once');
  });
});
