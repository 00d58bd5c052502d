import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 20, 11 and 15: two days a form orders, 'End date can't be before start date' and
 * 'check-out after check-in', are checked on the page and again in the web method. Before, a
 * trip could end before it began and a hotel stay could check out before checking in.
 */

const trips = pageRequest(
  "Travel itinerary planner. Each member has their own Trips. They add a trip with destinationInput, startDatePicker and endDatePicker and addTripButton, and see what happened in tripMessage. End date can't be before start date.",
  { Trips: { destination: 'text', startDate: 'date', endDate: 'date' } },
  [
    { id: 'destinationInput', type: 'input' },
    { id: 'startDatePicker', type: 'custom', customType: 'DatePicker' },
    { id: 'endDatePicker', type: 'custom', customType: 'DatePicker' },
    { id: 'addTripButton', type: 'button' },
    { id: 'tripMessage', type: 'text' },
  ],
  'frontend_backend',
);

describe('template engine: two days in order', () => {
  it('refuses an end before the start, on the page and in the web method', async () => {
    const { run } = await runGenerated(trips, {
      member: true,
      itemsPerCollection: 0,
      codeBefore:
        "import { submitTrip as submitForTest } from 'backend/trips.web';\nexport const submit = (v) => submitForTest(v);\n",
    });
    const add = async (start: Date, end: Date) => {
      await run.setValue('#destinationInput', 'Rome');
      await run.setValue('#startDatePicker', start);
      await run.setValue('#endDatePicker', end);
      await run.fire('#addTripButton', 'click');
      await run.settle();
      return (run.$w('#tripMessage') as unknown as { text: string }).text;
    };
    expect(await add(new Date(2027, 5, 10), new Date(2027, 5, 3))).toBe(
      "End date can't be before the start date.",
    );
    await add(new Date(2027, 5, 3), new Date(2027, 5, 3));
    const saved = (await run.wixData.query('Trips').find()).items;
    expect(saved).toHaveLength(1);
    await expect(
      (run.exports['submit'] as (v: object) => Promise<unknown>)({
        destination: 'Oslo',
        startDate: new Date(2027, 5, 10),
        endDate: new Date(2027, 5, 3),
      }),
    ).rejects.toThrow("can't be before");
    expect(run.errors).toEqual([]);
  });

  it("refuses a check-out on the check-in day when it must come 'after'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Hotel booking form. Guest picks checkInDate and checkOutDate and enters guestNameInput. On bookButton save to Bookings and show what happened in confirmText. Check-out after check-in.',
        { Bookings: { checkIn: 'date', checkOut: 'date', guestName: 'text' } },
        [
          { id: 'checkInDate', type: 'custom', customType: 'DatePicker' },
          { id: 'checkOutDate', type: 'custom', customType: 'DatePicker' },
          { id: 'guestNameInput', type: 'input' },
          { id: 'bookButton', type: 'button' },
          { id: 'confirmText', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    await run.setValue('#guestNameInput', 'Ann');
    await run.setValue('#checkInDate', new Date(2027, 5, 3));
    await run.setValue('#checkOutDate', new Date(2027, 5, 3));
    await run.fire('#bookButton', 'click');
    await run.settle();
    expect((run.$w('#confirmText') as unknown as { text: string }).text).toBe(
      'Check-out date must be after the check-in date.',
    );
    expect((await run.wixData.query('Bookings').find()).items).toHaveLength(0);
  });
});
