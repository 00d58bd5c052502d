import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 33: 'End time must be after start time' on a meeting room booking was ignored, so a
 * booking could end before it began. Two times of day are ordered like two days: on the page and
 * again in the web method.
 */

const booking = pageRequest(
  'Meeting room booking. Members pick roomDropdown (options from Rooms), datePicker, startTimePicker and endTimePicker and click bookBtn to save to Bookings. End time must be after start time. Show the result in statusText.',
  {
    Rooms: { title: 'text' },
    Bookings: { room: 'reference', date: 'date', startTime: 'time', endTime: 'time' },
  },
  [
    { id: 'roomDropdown', type: 'dropdown' },
    { id: 'datePicker', type: 'custom', customType: 'DatePicker' },
    { id: 'startTimePicker', type: 'custom', customType: 'TimePicker' },
    { id: 'endTimePicker', type: 'custom', customType: 'TimePicker' },
    { id: 'bookBtn', type: 'button' },
    { id: 'statusText', type: 'text' },
  ],
  'frontend_backend',
);

describe('template engine: two times of day in order', () => {
  it('refuses an end time at or before the start time, on the page and in the web method', async () => {
    const { run } = await runGenerated(booking, {
      member: true,
      itemsPerCollection: 2,
      codeBefore:
        "import { submitBooking as submitForTest } from 'backend/bookings.web';\nexport const submit = (v) => submitForTest(v);\n",
    });
    const rooms = (await run.wixData.query('Rooms').find()).items;
    const before = (await run.wixData.query('Bookings').find()).items.length;
    const book = async (start: string, end: string) => {
      await run.setValue('#roomDropdown', String(rooms[0]?._id));
      await run.setValue('#datePicker', new Date(2027, 5, 3));
      await run.setValue('#startTimePicker', start);
      await run.setValue('#endTimePicker', end);
      await run.fire('#bookBtn', 'click');
      await run.settle();
      return (run.$w('#statusText') as unknown as { text: string }).text;
    };
    expect(await book('10:00:00.000', '9:30')).toBe('End time must be after the start time.');
    expect(await book('10:00', '10:00:00.000')).toBe('End time must be after the start time.');
    expect((await run.wixData.query('Bookings').find()).items).toHaveLength(before);
    await book('9:30', '10:00');
    const saved = (await run.wixData.query('Bookings').find()).items.slice(before);
    expect(saved.map((b) => [b['startTime'], b['endTime']])).toEqual([
      ['09:30:00.000', '10:00:00.000'],
    ]);
    await expect(
      (run.exports['submit'] as (v: object) => Promise<unknown>)({
        room: rooms[1]?._id,
        date: new Date(2027, 5, 4),
        startTime: '14:00',
        endTime: '13:00',
      }),
    ).rejects.toThrow('End time must be after the start time.');
    expect(run.errors).toEqual([]);
  });
});
