import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 43: 'Our bistro takes at most 40 guests per evening … The server adds up partySize of all
 * Bookings for that date and refuses if the new party would take the total over 40' took no cap
 * at all ('per evening' was no day). It adds up the parties of the day, with the new one's.
 */

describe('template engine: a cap on the guests of one evening', () => {
  it('adds up the parties of the day and refuses one too many', async () => {
    const day = new Date(2027, 5, 4);
    const { run } = await runGenerated(
      pageRequest(
        "Our bistro takes at most 40 guests per evening. The guest picks a date in #datePicker, enters #nameInput and #partySizeInput (number, 1-8) and presses #reserveBtn. The server adds up partySize of all Bookings for that date and refuses if the new party would take the total over 40, with 'Sorry, we are fully booked that evening.' in #resultText; otherwise save the booking and show 'Table reserved. See you soon!'. Guests don't need to log in.",
        { Bookings: { name: 'text', date: 'date', partySize: 'number' } },
        [
          { id: 'datePicker', type: 'custom', customType: 'DatePicker' },
          { id: 'nameInput', type: 'input' },
          { id: 'partySizeInput', type: 'input' },
          { id: 'reserveBtn', type: 'button' },
          { id: 'resultText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const partySize of [8, 8, 8, 6])
            void page.data.insert('Bookings', { name: 'Earlier', date: day, partySize });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const reserve = async (name: string, size: number) => {
      await run.setValue('#datePicker', day);
      await run.setValue('#nameInput', name);
      await run.setValue('#partySizeInput', String(size));
      await run.fire('#reserveBtn', 'click');
      await run.settle();
      return (run.$w('#resultText') as unknown as { text: string }).text;
    };
    expect(await reserve('Ada', 8)).toBe('Table reserved. See you soon!');
    expect(await reserve('Bo', 3)).toBe('Sorry, we are fully booked that evening.');
    const saved = await run.wixData.query('Bookings').find({ suppressAuth: true });
    expect(saved.items.map((b) => b['name'])).not.toContain('Bo');
  });
});
