import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 11's escape room: '#roomDropdown lists EscapeRooms (name). When a room is picked, show
 * its description in #roomInfo.' Before, neither element was used (and #roomInfo took the
 * booking form's messages).
 */

const ROOMS = { EscapeRooms: { name: 'text', description: 'text' } } as const;
const seed = (page: { data: { insert(c: string, item: object): unknown } }) => {
  void page.data.insert('EscapeRooms', { _id: 'crypt', name: 'Crypt', description: 'Dark.' });
  void page.data.insert('EscapeRooms', { _id: 'lab', name: 'Lab', description: 'Bright.' });
};
const text = (run: Awaited<ReturnType<typeof runGenerated>>['run'], id: string) =>
  (run.$w(`#${id}`) as unknown as { text: string }).text;

describe("template engine: a dropdown whose pick shows the item's fields", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists the rooms and shows the one picked (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          '#roomDropdown lists EscapeRooms (name). When a room is picked, show its description in #roomInfo.',
          ROOMS,
          [
            { id: 'roomDropdown', type: 'dropdown' },
            { id: 'roomInfo', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0, beforeRun: seed },
      );
      expect(result.diagnostics).toEqual([]);
      const dropdown = run.$w('#roomDropdown') as unknown as { options: object[] };
      expect(dropdown.options).toEqual([
        { label: 'Crypt', value: 'crypt' },
        { label: 'Lab', value: 'lab' },
      ]);
      await run.setValue('#roomDropdown', 'lab');
      expect(run.errors).toEqual([]);
      expect(text(run, 'roomInfo')).toBe('Bright.');
    },
  );

  it("shows the pick of a booking form's room and saves the booking with it", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Escape room booking. #roomDropdown lists EscapeRooms (name). When a room is picked, show its description in #roomInfo. #leadName and #bookBtn save RoomBookings (room, leadName). Messages go in #bookingMsg.',
        { ...ROOMS, RoomBookings: { room: 'reference', leadName: 'text' } },
        [
          { id: 'roomDropdown', type: 'dropdown' },
          { id: 'roomInfo', type: 'text' },
          { id: 'leadName', type: 'input' },
          { id: 'bookBtn', type: 'button' },
          { id: 'bookingMsg', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0, beforeRun: seed },
    );
    await run.setValue('#roomDropdown', 'crypt');
    expect(text(run, 'roomInfo')).toBe('Dark.');
    await run.setValue('#leadName', 'Noor');
    await run.fire('#bookBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('RoomBookings').find();
    expect(items.map((b) => [b['room'], b['leadName']])).toEqual([['crypt', 'Noor']]);
  });
});
