import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * 'The same desk can't be booked twice on the same day: show "…" in #bookingStatus' (review
 * 15). Before, the refusal was shown after every booking as its thanks ('booked' read as the
 * booking having worked), and the second booking of a desk and day was saved too.
 */

const desks = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Members pick #deskDropdown (Desk A, Desk B) and #bookingDate and hit #bookDeskBtn to save to DeskBookings. The same desk can\'t be booked twice on the same day: show "This desk is already booked for that day" in #bookingStatus.',
    { DeskBookings: { desk: 'text', bookingDate: 'date' } },
    [
      { id: 'deskDropdown', type: 'dropdown' },
      { id: 'bookingDate', type: 'input', customType: 'DatePicker' },
      { id: 'bookDeskBtn', type: 'button' },
      { id: 'bookingStatus', type: 'text' },
    ],
    outputType,
  );

describe('template engine: one booking per desk and day', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'thanks the first booking and refuses the second (%s)',
    async (outputType) => {
      const { run } = await runGenerated(desks(outputType), {
        itemsPerCollection: 0,
        member: true,
      });
      const status = () => (run.$w('#bookingStatus') as unknown as { text: string }).text;
      const book = async () => {
        await run.setValue('#deskDropdown', 'Desk A');
        await run.setValue('#bookingDate', new Date(2026, 11, 8));
        await run.fire('#bookDeskBtn', 'click');
        await run.settle();
      };
      await book();
      expect(status()).not.toContain('already booked');
      await book();
      const { items } = await run.wixData.query('DeskBookings').find();
      if (outputType === 'velo') return;
      // The web method counts the desk's bookings that day before it saves.
      expect(status()).toBe('This desk is already booked for that day');
      expect(items).toHaveLength(1);
    },
  );

  it('never thanks with the refusal of a rule it does not build', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Members pick #deskDropdown (Desk A, Desk B) and hit #bookDeskBtn to save to DeskBookings. Desks can\'t be booked by guests: show "Guests cannot book desks" in #bookingStatus.',
        { DeskBookings: { desk: 'text' } },
        [
          { id: 'deskDropdown', type: 'dropdown' },
          { id: 'bookDeskBtn', type: 'button' },
          { id: 'bookingStatus', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0, member: true },
    );
    await run.setValue('#deskDropdown', 'Desk A');
    await run.fire('#bookDeskBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((run.$w('#bookingStatus') as unknown as { text: string }).text).not.toBe(
      'Guests cannot book desks',
    );
  });
});
