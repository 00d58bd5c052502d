import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 40: 'Date of birth can't be in the future, and the preferred date must be at least
 * tomorrow' gave #prefDatePicker the birth date's rule (only today or earlier), so patients could
 * ask only for past appointments; its messages said 'pref date', and a phone's 'for phone'.
 */

const text = (run: { $w: (s: string) => unknown }, id: string) =>
  (run.$w(id) as { text: string }).text;

describe("template engine: a date input's rule beside a birth date's", () => {
  it("keeps 'at least tomorrow' for #prefDatePicker and 'not in the future' for the birth date", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Appointment request form. Patients fill in phoneInput, their date of birth in dobPicker and a preferred date in prefDatePicker, then hit submitBtn. Save it to AppointmentRequests. Date of birth can't be in the future, and the preferred date must be at least tomorrow. Show a thank-you or the error in statusText.",
        { AppointmentRequests: { phone: 'text', dateOfBirth: 'date', preferredDate: 'date' } },
        [
          { id: 'phoneInput', type: 'input' },
          { id: 'dobPicker', type: 'custom', customType: 'DatePicker' },
          { id: 'prefDatePicker', type: 'custom', customType: 'DatePicker' },
          { id: 'submitBtn', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const now = new Date();
    const day = (offset: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    const send = async (phone: string, born: Date, preferred: Date) => {
      await run.setValue('#phoneInput', phone);
      await run.setValue('#dobPicker', born);
      await run.setValue('#prefDatePicker', preferred);
      await run.fire('#submitBtn', 'click');
      await run.settle();
      return text(run, '#statusText');
    };
    expect(await send('x', day(-9000), day(3))).toBe('Please enter a valid phone number.');
    expect(await send('+1 555 0100', day(-9000), day(0))).toBe(
      'Please pick a preferred date from tomorrow on.',
    );
    expect(await send('+1 555 0100', day(2), day(3))).toBe(
      'Please pick a date of birth no later than today.',
    );
    await send('+1 555 0100', day(-9000), day(3));
    expect((await run.wixData.query('AppointmentRequests').find()).items).toHaveLength(1);
    expect(run.errors).toEqual([]);
  });
});
