import { describe, expect, it } from 'vitest';

import { PROMPT_ELEMENT_UNUSED } from '../prompt-coverage';
import { pageRequest, runGenerated } from './test-support';

/**
 * Review 17: 'Guest picks checkInInput and checkOutInput dates and number of guests in
 * guestsInput, clicks searchBtn' made searchBtn a form's submit: it saved a room booking with no
 * room, and checked the number of guests as an email. A search saves nothing; what the engine
 * cannot build of it, the checker names.
 */

const hotel = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Hotel room availability search. Guest picks checkInInput and checkOutInput dates and number of guests in guestsInput, clicks searchBtn. Show in roomsRepeater the Rooms whose maxGuests >= guests.',
    {
      Rooms: { roomName: 'text', maxGuests: 'number' },
      RoomBookings: { room: 'reference', checkIn: 'date', checkOut: 'date', guestEmail: 'text' },
    },
    [
      { id: 'checkInInput', type: 'input' },
      { id: 'checkOutInput', type: 'input' },
      { id: 'guestsInput', type: 'input' },
      { id: 'searchBtn', type: 'button' },
      { id: 'roomsRepeater', type: 'repeater' },
      { id: 'roomName', type: 'text', parentId: 'roomsRepeater' },
    ],
    outputType,
  );

describe('template engine: a search button after inputs', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves nothing, and the inputs it cannot use are named (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(hotel(outputType), { itemsPerCollection: 2 });
      expect(run.errors).toEqual([]);
      await run.setValue('#checkInInput', '2026-12-20');
      await run.setValue('#checkOutInput', '2026-12-22');
      await run.setValue('#guestsInput', '2');
      await run.fire('#searchBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect((await run.wixData.query('RoomBookings').find()).items).toHaveLength(2);
      expect(result.backendCode).not.toContain("insert('RoomBookings'");
      expect(
        result.diagnostics.filter((d) => d.code === PROMPT_ELEMENT_UNUSED).map((d) => d.message),
      ).toEqual([
        expect.stringContaining(
          "never uses '#checkInInput', '#checkOutInput', '#guestsInput' or '#searchBtn'",
        ),
      ]);
    },
  );
});
