import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A booking form as a user words it: "save it to Appointments with status 'pending'"
 * (plan-form-fixed.ts), 'The date can't be in the past and we're closed on Sundays' (dayBound
 * and closedDays in plan-input-rules.ts). Before, the status was never saved and any day was.
 */

const PROMPT =
  "Appointment request form: the visitor enters their name in clientNameInput and picks a date in appointmentDatePicker. The date can't be in the past and we're closed on Sundays, so don't allow those. When they click requestButton, save it to Appointments with status 'pending', then show a confirmation in bookingStatus.";

const ELEMENTS = [
  { id: 'clientNameInput', type: 'input' },
  { id: 'appointmentDatePicker', type: 'custom', customType: 'DatePicker' },
  { id: 'requestButton', type: 'button' },
  { id: 'bookingStatus', type: 'text' },
];

const bookingPage = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    { Appointments: { clientName: 'text', date: 'date', status: 'text' } },
    ELEMENTS,
    outputType,
  );

/** The next day after today that is `weekday` (0 = Sunday), at midnight. */
function next(weekday: number): Date {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  do day.setDate(day.getDate() + 1);
  while (day.getDay() !== weekday);
  return day;
}

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];

/** Requests `date` as a visitor would; what bookingStatus then says. */
function requestFor(run: Run) {
  return async (date: Date) => {
    await run.setValue('#clientNameInput', 'Ada');
    await run.setValue('#appointmentDatePicker', date);
    await run.fire('#requestButton', 'click');
    await run.settle();
    return (run.$w('#bookingStatus') as unknown as { text: string }).text;
  };
}

describe('template engine: a booking form with fixed values and closed days', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the status, refuses a Sunday and a past day (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(bookingPage(outputType), {
        itemsPerCollection: 0,
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const picker = run.$w('#appointmentDatePicker') as unknown as {
        disabledDaysOfWeek: number[];
      };
      expect(picker.disabledDaysOfWeek).toEqual([0]);
      const request = requestFor(run);
      expect(await request(next(0))).toBe('Please pick a day other than Sunday.');
      expect(await request(new Date(2020, 0, 6))).toMatch(/from today on/);
      expect(await request(next(2))).not.toMatch(/Please/);
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Appointments').find();
      expect(items.map((i) => [i['clientName'], i['status']])).toEqual([['Ada', 'pending']]);
    },
  );

  it('sends no status from the page: the web method sets it', async () => {
    const { result } = await runGenerated(bookingPage('frontend_backend'), {
      itemsPerCollection: 0,
    });
    expect(result.frontendCode).not.toContain('pending');
    expect(result.backendCode).toContain("status: 'pending',");
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "'at least tomorrow and not on a Sunday' refuses today and Sundays (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Viewing request form: clientNameInput and appointmentDatePicker. The date must be at least tomorrow and not on a Sunday. requestButton saves it to Appointments and bookingStatus confirms.',
          { Appointments: { clientName: 'text', date: 'date' } },
          ELEMENTS,
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const picker = run.$w('#appointmentDatePicker') as unknown as {
        disabledDaysOfWeek: number[];
        minDate: Date;
      };
      const tomorrow = new Date();
      tomorrow.setHours(24, 0, 0, 0);
      expect([picker.disabledDaysOfWeek, picker.minDate]).toEqual([[0], tomorrow]);
      const request = requestFor(run);
      expect(await request(new Date())).toMatch(/from tomorrow on\.$/);
      expect(await request(next(0))).toBe('Please pick a day other than Sunday.');
      const firstOpen = tomorrow.getDay() === 0 ? next(1) : tomorrow;
      expect(await request(firstOpen)).not.toMatch(/Please/);
      expect(await run.wixData.query('Appointments').count()).toBe(1);
    },
  );

  it("'name and phone are required … the date can't be in the past or on a Sunday', as a clinic says it", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Clinic form: clientNameInput, phoneInput and appointmentDatePicker. On requestButton: name and phone are required, and the date can't be in the past or on a Sunday. Save to Appointments; bookingStatus confirms.",
        { Appointments: { clientName: 'text', phone: 'text', date: 'date' } },
        [...ELEMENTS, { id: 'phoneInput', type: 'input' }],
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const request = requestFor(run);
    expect(await request(next(2))).toBe('Please enter your phone.');
    await run.setValue('#phoneInput', '+44 20 7946 0000');
    expect(await request(next(0))).toBe('Please pick a day other than Sunday.');
    expect(await request(next(2))).not.toMatch(/Please/);
    expect(await run.wixData.query('Appointments').count()).toBe(1);
  });

  it("'must be at least 3 days from today' refuses the days before and starts the picker there", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Cake order form: clientNameInput and appointmentDatePicker. The appointment date must be at least 3 days from today. requestButton saves it to Appointments and bookingStatus confirms.',
        { Appointments: { clientName: 'text', date: 'date' } },
        ELEMENTS,
      ),
      { itemsPerCollection: 0 },
    );
    const inDays = (days: number) => {
      const d = new Date();
      d.setHours(24 * days, 0, 0, 0);
      return d;
    };
    const picker = run.$w('#appointmentDatePicker') as unknown as { minDate: Date };
    expect(picker.minDate).toEqual(inDays(3));
    const request = requestFor(run);
    expect(await request(inDays(2))).toBe(
      'Please pick an appointment date at least 3 days from today.',
    );
    expect(await request(inDays(3))).not.toMatch(/Please/);
    expect(await run.wixData.query('Appointments').count()).toBe(1);
  });
});

describe("template engine: 'new listings get status …'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves each new listing with that status (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Sellers add a listing with titleInput and addListingButton, saved to Listings; new listings get status 'pending review'. Show listingMsg after.",
          { Listings: { title: 'text', status: 'text' } },
          [
            { id: 'titleInput', type: 'input' },
            { id: 'addListingButton', type: 'button' },
            { id: 'listingMsg', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#titleInput', 'Vase');
      await run.fire('#addListingButton', 'click');
      await run.settle();
      const { items } = await run.wixData.query('Listings').find();
      expect(items.map((l) => l['status'])).toEqual(['pending review']);
    },
  );
});
