import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 30's rules a dental clinic and a car rental wrote, all dropped before: 'return date
 * must be after pickup date' of #fromDate and #toDate, 'date must be in the future and not on a
 * Sunday' of a typed date, 'dont allow double booking same dentist same date+time', and a
 * '#time' dropdown that never saved the appointment's Time field.
 */

type Text = { text: string };

const nextWeekday = (weekday: number) => {
  const day = new Date();
  day.setDate(day.getDate() + 7 + ((weekday - day.getDay() + 7) % 7));
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

describe('template engine: booking rules said as a clinic and a car rental say them', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "refuses a return before the pickup, in the prompt's words (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'booking form for cars. #fromDate #toDate #driverName #bookBtn. save to Reservations. return date must be after pickup date. Errors in #statusText.',
          { Reservations: { fromDate: 'date', toDate: 'date', driverName: 'text' } },
          [
            { id: 'fromDate', type: 'input' },
            { id: 'toDate', type: 'input' },
            { id: 'driverName', type: 'input' },
            { id: 'bookBtn', type: 'button' },
            { id: 'statusText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#fromDate', '2030-05-10');
      await run.setValue('#toDate', '2030-05-08');
      await run.setValue('#driverName', 'Ana');
      await run.fire('#bookBtn', 'click');
      await run.settle();
      expect((run.$w('#statusText') as unknown as Text).text).toBe(
        'Return date must be after the pickup date.',
      );
      expect((await run.wixData.query('Reservations').find()).items).toEqual([]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'refuses a past day and a typed Sunday, and saves the time picked from a list (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Dental clinic appointment form. Patient fills #patientName, #appointmentDate, #time and clicks #submitAppt. Save to Appointments. Date must be in the future and not on a Sunday. Show confirmation in #confirmText.',
          { Appointments: { patientName: 'text', appointmentDate: 'date', time: 'time' } },
          [
            { id: 'patientName', type: 'input' },
            { id: 'appointmentDate', type: 'input' },
            { id: 'time', type: 'dropdown' },
            { id: 'submitAppt', type: 'button' },
            { id: 'confirmText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const time = run.$w('#time') as unknown as { options: { label: string; value: string }[] };
      time.options = [{ label: '09:30', value: '09:30' }];
      await run.setValue('#patientName', 'Ana');
      await run.setValue('#time', '09:30');
      await run.setValue('#appointmentDate', '2020-01-07');
      await run.fire('#submitAppt', 'click');
      await run.settle();
      expect((run.$w('#confirmText') as unknown as Text).text).toBe(
        'Please enter an appointment date from today on.',
      );
      await run.setValue('#appointmentDate', nextWeekday(0));
      await run.fire('#submitAppt', 'click');
      await run.settle();
      expect((run.$w('#confirmText') as unknown as Text).text).toBe(
        'Please pick a day other than Sunday.',
      );
      await run.setValue('#appointmentDate', nextWeekday(2));
      await run.fire('#submitAppt', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Appointments').find();
      expect(items.map((i) => i['time'])).toEqual(['09:30:00.000']);
    },
  );

  it('refuses a second booking of the same dentist, date and time on the server', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'dentist apointment form, save to Apointments collection. fields #name #date #time #dentist, button #bookButton. dont allow double booking same dentist same date+time. Messages in #msg.',
        { Apointments: { name: 'text', date: 'date', time: 'time', dentist: 'text' } },
        [
          { id: 'name', type: 'input' },
          { id: 'date', type: 'input' },
          { id: 'time', type: 'dropdown' },
          { id: 'dentist', type: 'dropdown' },
          { id: 'bookButton', type: 'button' },
          { id: 'msg', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    for (const id of ['time', 'dentist'])
      (run.$w(`#${id}`) as unknown as { options: object[] }).options = [
        { label: 'A', value: id === 'time' ? '10:00' : 'Dr Lee' },
      ];
    const book = async (name: string) => {
      await run.setValue('#name', name);
      await run.setValue('#date', '2030-05-07');
      await run.setValue('#time', '10:00');
      await run.setValue('#dentist', 'Dr Lee');
      await run.fire('#bookButton', 'click');
      await run.settle();
    };
    await book('Ana');
    await book('Ben');
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Apointments').find();
    expect(items.map((i) => i['name'])).toEqual(['Ana']);
    expect((run.$w('#msg') as unknown as Text).text).toMatch(/already taken/);
  });
});
