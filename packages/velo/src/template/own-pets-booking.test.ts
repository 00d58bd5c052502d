import { describe, expect, it } from 'vitest';

import { generate, pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 52: a grooming booking. Before, "#petSelect is filled with the member's own Pets"
 * listed every member's pets (Pets readable by all members, with their notes), and 'No bookings
 * on Sundays or in the past' let a member book last week.
 */

const booking = pageRequest(
  "Booking page for grooming appointments, members only. #petSelect is filled with the member's own Pets. #serviceSelect has Bath, Full groom, Nail trim. Member picks a date in #apptDate and a slot in #slotSelect (9:00, 11:00, 13:00, 15:00). No bookings on Sundays or in the past. #bookBtn saves to Appointments and shows 'See you soon!' in #bookMsg.",
  {
    Pets: { name: 'text', breed: 'text', notes: 'text' },
    Appointments: { pet: 'reference', service: 'text', date: 'date', slot: 'text' },
  },
  [
    { id: 'petSelect', type: 'dropdown' },
    { id: 'serviceSelect', type: 'dropdown' },
    { id: 'apptDate', type: 'custom', customType: 'DatePicker' },
    { id: 'slotSelect', type: 'dropdown' },
    { id: 'bookBtn', type: 'button' },
    { id: 'bookMsg', type: 'text' },
  ],
  'frontend_backend',
);

describe("template engine: a booking for one of the member's own pets", () => {
  it("offers the member's own pets only, and keeps Pets to their owners", () => {
    const { pieces } = generate(booking);
    expect(pieces.backendCode).toContain(
      "wixData.query('Pets').eq('_owner', member ? member._id : '')",
    );
    expect(permissionsOf(pieces.instructions, 'Pets')).toContain(
      "only the item's author can view content",
    );
  });

  it('refuses a day in the past, on the page and in the web method', async () => {
    const { run, result } = await runGenerated(booking, { member: true, itemsPerCollection: 2 });
    expect(result.backendCode).toContain(
      "throw new Error('Please pick an appt date from today on.')",
    );
    const picker = run.$w('#apptDate') as unknown as { minDate: Date };
    expect(picker.minDate.getTime()).toBe(new Date().setHours(0, 0, 0, 0));
  });
});
