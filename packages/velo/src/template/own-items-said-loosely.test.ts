import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Reviews 31 and 34: a member's own items said loosely were everyone's. 'the loged in member's
 * bookings … upcomming only' (typos) listed every booking, past ones too, and its '#cancelBtn
 * inside each item that deletes that booking' was left out (RoomBookings' item is 'room booking');
 * 'Each member can only see and edit their own logs' listed everyone's, and 'log their daily
 * workout into WorkoutLogs using #activityDropdown, #minutesInput, #dateInput and #logButton'
 * built no form (its dropdown and date became the list's filters).
 */

type Repeater = { data: Record<string, unknown>[] };

describe("template engine: a member's own items, said loosely", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "reads 'loged in' and 'upcomming', and cancels 'that booking' (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "members dashbord - show the loged in member's bookings of meeting rooms from RoomBookings in #bookingsRepeater (#bkRoom #bkStart) upcomming only, soonest first. and a #cancelBtn inside each item that deletes that booking",
          { RoomBookings: { room: 'text', start: 'date', memberId: 'text' } },
          [
            { id: 'bookingsRepeater', type: 'repeater' },
            { id: 'bkRoom', type: 'text', parentId: 'bookingsRepeater' },
            { id: 'bkStart', type: 'text', parentId: 'bookingsRepeater' },
            { id: 'cancelBtn', type: 'button', parentId: 'bookingsRepeater' },
          ],
          outputType,
        ),
        {
          member: { _id: 'member-1' },
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const day = 24 * 60 * 60 * 1000;
            for (const [room, start, memberId] of [
              ['Oak', Date.now() + 2 * day, 'member-1'],
              ['Elm', Date.now() - 2 * day, 'member-1'],
              ['Ash', Date.now() + day, 'member-2'],
              ['Fir', Date.now() + day, 'member-1'],
            ] as const)
              void page.data.insert('RoomBookings', { room, start: new Date(start), memberId });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const rooms = () =>
        (run.$w('#bookingsRepeater') as unknown as Repeater).data.map((i) => i['room']);
      expect(rooms()).toEqual(['Fir', 'Oak']);
      const fir = (run.$w('#bookingsRepeater') as unknown as Repeater).data[0];
      await run.fire('#cancelBtn', 'click', { itemId: String(fir?.['_id']) });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(rooms()).toEqual(['Oak']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "lists only the member's logs and logs a workout with the inputs before #logButton (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Members-only page: logged in members log their daily workout into WorkoutLogs using #activityDropdown, #minutesInput (1 to 300), #dateInput and #logButton. Each member can only see and edit their own logs, shown in #myLogsRepeater with #logActivityText and #logMinutesText.',
          {
            WorkoutLogs: { activity: 'text', minutes: 'number', logDate: 'date', memberId: 'text' },
          },
          [
            { id: 'activityDropdown', type: 'dropdown' },
            { id: 'minutesInput', type: 'input' },
            { id: 'dateInput', type: 'input' },
            { id: 'logButton', type: 'button' },
            { id: 'myLogsRepeater', type: 'repeater' },
            { id: 'logActivityText', type: 'text', parentId: 'myLogsRepeater' },
            { id: 'logMinutesText', type: 'text', parentId: 'myLogsRepeater' },
          ],
          outputType,
        ),
        {
          member: { _id: 'member-1' },
          // The seeded logs are other members'; the member adds their own run.
          itemsPerCollection: 2,
          beforeRun: (page) => {
            void page.data.insert('WorkoutLogs', { activity: 'Run', minutes: 30 });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const shown = () =>
        (run.$w('#myLogsRepeater') as unknown as Repeater).data.map((i) => i['activity']);
      expect(shown()).toEqual(['Run']);
      const dropdown = run.$w('#activityDropdown') as unknown as { options: { value: string }[] };
      dropdown.options = [{ value: 'Yoga' }];
      await run.setValue('#activityDropdown', 'Yoga');
      await run.setValue('#minutesInput', '20');
      await run.setValue('#dateInput', '2025-03-14');
      await run.fire('#logButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('WorkoutLogs').eq('activity', 'Yoga').find();
      expect(items.map((i) => [i['minutes'], i['memberId']])).toEqual([[20, 'member-1']]);
      expect(shown().sort()).toEqual(['Run', 'Yoga']);
    },
  );
});
