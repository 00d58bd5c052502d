import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 24's restaurant: 'The date must be in the future' and 'Reject the booking if there are
 * already 2 reservations for the same date and time' were neither checked, so past days and a
 * third booking of a full slot were saved.
 */

const PROMPT =
  'Restaurant table reservation form. Guests enter #nameInput, #datePicker and #timeDropdown (18:00, 19:00), then click #reserveButton to save to Reservations. The date must be in the future. Reject the booking if there are already 2 reservations for the same date and time. Show #successMsg after booking.';

const ELEMENTS = [
  { id: 'nameInput', type: 'input' },
  { id: 'datePicker', type: 'custom', customType: 'DatePicker' },
  { id: 'timeDropdown', type: 'dropdown' },
  { id: 'reserveButton', type: 'button' },
  { id: 'successMsg', type: 'text' },
];

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    { Reservations: { guestName: 'text', reservationDate: 'date', timeSlot: 'text' } },
    ELEMENTS,
    outputType,
  );

async function reserver(outputType: 'velo' | 'frontend_backend') {
  const { run, result } = await runGenerated(request(outputType), { itemsPerCollection: 0 });
  const reserve = async (name: string, day: Date, slot: string) => {
    await run.setValue('#nameInput', name);
    await run.setValue('#datePicker', day);
    await run.setValue('#timeDropdown', slot);
    await run.fire('#reserveButton', 'click');
    await run.settle();
    return (run.$w('#successMsg') as unknown as { text: string }).text;
  };
  return { run, result, reserve };
}

const DAY = new Date(2027, 2, 14);

describe('template engine: a capacity per date and time, and a future date', () => {
  it.each(['velo', 'frontend_backend'] as const)('refuses a past day (%s)', async (outputType) => {
    const { run, reserve } = await reserver(outputType);
    expect(await reserve('Past', new Date(2020, 0, 1), '18:00')).toBe(
      'Please pick a date from today on.',
    );
    expect((await run.wixData.query('Reservations').find()).items).toEqual([]);
  });

  it('refuses a third booking of the same date and slot on the server', async () => {
    const { run, reserve } = await reserver('frontend_backend');
    await reserve('Ann', DAY, '18:00');
    await reserve('Ben', DAY, '18:00');
    expect(await reserve('Cat', DAY, '18:00')).toBe(
      'Sorry, this time slot is full. Please choose another.',
    );
    await reserve('Dan', DAY, '19:00');
    const { items } = await run.wixData.query('Reservations').find();
    expect(items.map((i) => i['guestName']).sort()).toEqual(['Ann', 'Ben', 'Dan']);
    expect(run.errors).toEqual([]);
  });

  it('says in the page-only setup that the capacity is not checked there', async () => {
    const { result } = await reserver('velo');
    expect(result.instructions).toMatch(/not checked: page code could count them only/);
  });
});
