import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 33's tutoring site: 'Tutors' earnings total (sum of totalPrice for approved bookings)
 * shown in #earningsText' made the admin's table of all bookings show approved ones only, and
 * 'save to Bookings with status pending' saved no status.
 */

type Table = { rows: Record<string, unknown>[] };

describe("template engine: a tutoring site's bookings", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists every booking beside the approved ones' total (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Admin dashboard: show all Bookings in #bookingsTable sorted newest first, only admins can see this page data. Tutors' earnings total (sum of totalPrice for approved bookings) shown in #earningsText.",
          { Bookings: { studentEmail: 'text', status: 'text', totalPrice: 'number' } },
          [
            { id: 'bookingsTable', type: 'table' },
            { id: 'earningsText', type: 'text' },
          ],
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [status, totalPrice] of [
              ['approved', 40],
              ['pending', 25],
              ['approved', 60],
            ] as const)
              void page.data.insert('Bookings', { studentEmail: 'a@b.co', status, totalPrice });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect((run.$w('#bookingsTable') as unknown as Table).rows).toHaveLength(3);
      expect((run.$w('#earningsText') as unknown as { text: string }).text).toBe('100');
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "saves a booking 'with status pending' (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'booking form: student types the date in #lessonDate and hours in #hoursInput (1-4 max), and clicks #bookBtn. save to Bookings with status pending. show errors in #bookingMsg.',
          { Bookings: { lessonDate: 'date', hours: 'number', status: 'text' } },
          [
            { id: 'lessonDate', type: 'input' },
            { id: 'hoursInput', type: 'input' },
            { id: 'bookBtn', type: 'button' },
            { id: 'bookingMsg', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#lessonDate', '2030-05-01');
      await run.setValue('#hoursInput', '2');
      await run.fire('#bookBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Bookings').find();
      expect(items.map((i) => [i['hours'], i['status']])).toEqual([[2, 'pending']]);
    },
  );
});
