import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * An item button saving a row about its item with what the visitor typed (review 6): 'bookSlotButton
 * books it: it saves a booking with the date, the slot and the visitor's email from emailInput.
 * The server must check again that the slot is still free'. Before, the button was a members-only
 * join (visitors were sent to log in) and neither the date nor the email was saved; the list
 * showed the booked slots too.
 */

const bookingPage = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Booking page. The visitor picks a date in datePicker. slotsRepeater shows the time slots that are not already booked for that date, each with its time in slotTimeText; bookSlotButton books it: it saves a booking with the date, the slot and the visitor's email from emailInput. The server must check again that the slot is still free; if it was taken, show 'Sorry, that slot was just taken' in statusText.",
    {
      Slots: { time: 'text' },
      Bookings: { date: 'date', slot: 'reference', email: 'text' },
    },
    [
      { id: 'datePicker', type: 'custom', customType: 'DatePicker' },
      { id: 'emailInput', type: 'input' },
      { id: 'slotsRepeater', type: 'repeater' },
      { id: 'slotTimeText', type: 'text', parentId: 'slotsRepeater' },
      { id: 'bookSlotButton', type: 'button', parentId: 'slotsRepeater' },
      { id: 'statusText', type: 'text' },
    ],
    outputType,
  );

type Element = { text: string; value: unknown; data: { _id: string }[] };

describe('template engine: an item button saving a row with the visitor’s inputs', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'books the slot for the date and email, once (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(bookingPage(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Slots', { time: '09:00' });
          void page.data.insert('Slots', { time: '10:00' });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
      const slots = (await run.wixData.query('Slots').find()).items;
      const nine = slots.find((s) => s['time'] === '09:00');
      const book = async () => {
        await run.fire('#bookSlotButton', 'click', { itemId: nine?._id });
        await run.settle();
        expect(run.errors).toEqual([]);
      };
      await book();
      expect($('statusText').text).toBe('Please choose a date.');
      const day = new Date(2026, 11, 24);
      $('datePicker').value = day;
      $('emailInput').value = 'not an email';
      await book();
      expect($('statusText').text).toBe('Please enter a valid email address.');
      $('emailInput').value = 'ada@example.com';
      await book();
      expect($('statusText').text).toBe('Thanks! Your booking is saved.');
      const saved = (await run.wixData.query('Bookings').find()).items;
      expect(saved).toEqual([
        expect.objectContaining({ slot: nine?._id, email: 'ada@example.com' }),
      ]);
      expect(new Date(saved[0]?.['date'] as string).getTime()).toBe(day.getTime());
      // Booked on that day: the slot is gone from the list, and back on another day.
      const shown = () => $('slotsRepeater').data.map((s) => s._id);
      expect(shown()).not.toContain(nine?._id);
      expect(shown()).toHaveLength(1);
      await run.setValue('#datePicker', new Date(2026, 11, 25));
      await run.settle();
      expect(shown()).toContain(nine?._id);
      $('datePicker').value = day;
      await book();
      expect($('statusText').text).toBe('Sorry, that slot was just taken');
      expect((await run.wixData.query('Bookings').find()).items).toHaveLength(1);
      expect(result.frontendCode).not.toContain('promptLogin');
      expect(result.instructions).toContain(
        'Fill `datePicker` and `emailInput` and click `bookSlotButton` in an item: a row for it appears in `Bookings` (CMS), and it leaves `slotsRepeater` for that date (pick another date: it is back); do it again: `statusText` says "Sorry, that slot was just taken".',
      );
    },
  );
});

describe("template engine: item rows a members' page lists back to each member", () => {
  it('saves for members only and reads their own back with suppressAuth', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Coworking desk booking (members area page).\nDesks collection has deskName, zone (Quiet/Social/Window), hasMonitor.\nReservations: desk (ref), date, memberName.\n\n- zoneRadio (radio group) filters desksRepeater by zone\n- monitorCheckbox: when checked only show desks with a monitor\n- datePicker picks the day; each desk card shows availabilityText = 'Available' or 'Taken' for that day\n- reserveButton on the card reserves the desk for the chosen date, only if not taken that day, max 1 reservation per member per day\n- myReservationsRepeater: the logged-in member's upcoming reservations with cancelButton to cancel their own\n- cancel must only work on your own reservation obviously",
        {
          Desks: { deskName: 'text', zone: 'text', hasMonitor: 'boolean' },
          Reservations: { desk: 'reference', date: 'date', memberName: 'text' },
        },
        [
          { id: 'zoneRadio', type: 'radioGroup' },
          { id: 'monitorCheckbox', type: 'checkbox' },
          { id: 'datePicker', type: 'custom', customType: 'DatePicker' },
          { id: 'desksRepeater', type: 'repeater' },
          { id: 'deskNameText', type: 'text', parentId: 'desksRepeater' },
          { id: 'zoneText', type: 'text', parentId: 'desksRepeater' },
          { id: 'reserveButton', type: 'button', parentId: 'desksRepeater' },
          { id: 'myReservationsRepeater', type: 'repeater' },
          { id: 'resDeskText', type: 'text', parentId: 'myReservationsRepeater' },
          { id: 'resDateText', type: 'text', parentId: 'myReservationsRepeater' },
          { id: 'statusText', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0, member: true },
    );
    expect(result.backendCode).toMatch(/addReservation = webMethod\(Permissions\.SiteMember/);
    // The collection is admins-only (each row saved with suppressAuth): so is the member's read.
    expect(result.backendCode).toContain(
      ".eq('_owner', member._id).skip(skip).limit(limit).find({ suppressAuth: true });",
    );
    expect(run.errors).toEqual([]);
  });
});
