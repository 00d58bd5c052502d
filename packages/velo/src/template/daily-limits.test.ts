import { afterEach, describe, expect, it, vi } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 36: 'Max 5 logs per member per day' capped a member's logs for good: after five, they
 * could never log again. A limit said per day counts only the items saved since midnight (or of
 * the date the form fills). A limit per member, or members who 'log' something, make the form
 * members' (it was anyone's, so no member could be counted and the limit was dropped).
 */

const elements = [
  { id: 'typeInput', type: 'input' },
  { id: 'minutesInput', type: 'input' },
  { id: 'logBtn', type: 'button' },
  { id: 'msgText', type: 'text' },
];

describe('template engine: limits per day', () => {
  afterEach(() => vi.useRealTimers());

  it("counts only today's items for 'max 5 logs per member per day'", async () => {
    // The store dates what it saves by the host's clock, set to yesterday for the first five.
    vi.setSystemTime(new Date(Date.now() - 26 * 3600 * 1000));
    const { run, result } = await runGenerated(
      pageRequest(
        'Fitness log. Members log a workout with typeInput, minutesInput and logBtn, saved to WorkoutLogs. Max 5 logs per member per day. Show the result in msgText.',
        { WorkoutLogs: { type: 'text', minutes: 'number' } },
        elements,
        'frontend_backend',
      ),
      { member: true, itemsPerCollection: 0 },
    );
    expect(result.backendCode).toContain('At most 5 workout logs per member a day');
    const log = async () => {
      await run.setValue('#typeInput', 'Swim');
      await run.setValue('#minutesInput', '20');
      await run.fire('#logBtn', 'click');
      await run.settle();
      return (run.$w('#msgText') as unknown as { text: string }).text;
    };
    for (let i = 0; i < 5; i += 1) expect(await log()).not.toContain('at most');
    vi.useRealTimers();
    for (let i = 0; i < 5; i += 1) expect(await log()).not.toContain('at most');
    expect(await log()).toBe('You can send at most 5 a day.');
    expect((await run.wixData.query('WorkoutLogs').find()).items).toHaveLength(10);
    expect(run.errors).toEqual([]);
  });

  it("keeps a date the form fills for 'at most 30 passes per day'", async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Museum passes. Visitors pick visitDatePicker and enter nameInput and click bookBtn to save to Passes. At most 30 passes per day. Show the result in msgText.',
        { Passes: { visitDate: 'date', name: 'text' } },
        [
          { id: 'visitDatePicker', type: 'custom', customType: 'DatePicker' },
          { id: 'nameInput', type: 'input' },
          { id: 'bookBtn', type: 'button' },
          { id: 'msgText', type: 'text' },
        ],
        'frontend_backend',
      ),
    );
    expect(result.backendCode).toContain(
      "taken = await wixData.query('Passes').eq('visitDate', item.visitDate).count({ suppressAuth: true });",
    );
    expect(result.backendCode).toContain('if (taken >= 30) {');
  });

  it("makes 'at most 3 ideas per user' a members' form, counted by member", async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Idea box. Send an idea with ideaInput and sendBtn, saved to Ideas. At most 3 ideas per user. Show the result in msgText.',
        { Ideas: { idea: 'text' } },
        [
          { id: 'ideaInput', type: 'input' },
          { id: 'sendBtn', type: 'button' },
          { id: 'msgText', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.backendCode).toContain(".eq('_owner', member._id).count(");
    expect(result.instructions).toContain('Submit 3 times as the same member, then once more');
  });

  it("adds up one day's parties for 'each day we can seat at most 40 people in total'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Reservation form. Guests fill in nameInput and partySizeInput and pick a day in datePicker. On reserveBtn save it to Reservations. Each day we can seat at most 40 people in total, so reject the booking if the party would push that day over 40. Show the result in statusText.',
        { Reservations: { name: 'text', partySize: 'number', date: 'date' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'partySizeInput', type: 'input' },
          { id: 'datePicker', type: 'custom', customType: 'DatePicker' },
          { id: 'reserveBtn', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Reservations', {
            name: 'Big table',
            partySize: 38,
            date: new Date(2030, 3, 1),
          }),
      },
    );
    const reserve = async (day: Date) => {
      await run.setValue('#nameInput', 'Ann');
      await run.setValue('#partySizeInput', '4');
      await run.setValue('#datePicker', day);
      await run.fire('#reserveBtn', 'click');
      await run.settle();
      return (run.$w('#statusText') as unknown as { text: string }).text;
    };
    expect(await reserve(new Date(2030, 3, 1))).toBe('Sorry, we are full.');
    expect(await reserve(new Date(2030, 3, 2))).not.toBe('Sorry, we are full.');
    expect((await run.wixData.query('Reservations').find()).items).toHaveLength(2);
    expect(run.errors).toEqual([]);
  });
});
