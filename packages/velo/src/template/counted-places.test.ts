import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 19, 8 and 9: joins whose item keeps its own count of who joined ('add 1 to signedUp',
 * 'increase booked by 1') beside a bound on it ('When the shift is full', 'If booked has reached
 * capacity'). The count is what is taken: the web method refuses a full item from it, the page
 * closes a full item's button from it, and a refusal is said in the page's message text.
 * Before, a shift took any number of volunteers, a class counted its booking rows while showing
 * its never-raised `booked`, and a refusal was only logged.
 */

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];
const el = (run: Run, id: string) =>
  run.$w(`#${id}`) as unknown as { text: string; hidden: boolean; enabled: boolean };

describe('template engine: places counted on the item itself', () => {
  it('fills a volunteer shift up to the slots it needs, saving who signed up', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Volunteer shift sign-up. shiftsRepeater shows Shifts sorted by shiftDate, with the role, date and 'X of Y spots filled' (signedUp of slotsNeeded). Members click signUpButton to take a spot: add them to ShiftSignups and add 1 to signedUp. When the shift is full hide the signUpButton.",
        {
          Shifts: { role: 'text', shiftDate: 'date', slotsNeeded: 'number', signedUp: 'number' },
          ShiftSignups: { shift: 'reference', volunteerName: 'text' },
        },
        [
          { id: 'shiftsRepeater', type: 'repeater' },
          { id: 'roleText', type: 'text', parentId: 'shiftsRepeater' },
          { id: 'dateText', type: 'text', parentId: 'shiftsRepeater' },
          { id: 'spotsText', type: 'text', parentId: 'shiftsRepeater' },
          { id: 'signUpButton', type: 'button', parentId: 'shiftsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('Shifts', {
            _id: 'open',
            role: 'Cook',
            shiftDate: new Date(2027, 0, 1),
            slotsNeeded: 2,
            signedUp: 1,
          });
          void page.data.insert('Shifts', {
            _id: 'full',
            role: 'Driver',
            shiftDate: new Date(2027, 0, 2),
            slotsNeeded: 1,
            signedUp: 1,
          });
        },
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    expect(repeatedTexts(run, 'shiftsRepeater', 'spotsText')).toEqual([
      '1 of 2 spots filled',
      '1 of 1 spots filled',
    ]);
    await run.fire('#signUpButton', 'click', { itemId: 'open' });
    await run.settle();
    expect(run.errors).toEqual([]);
    const shifts = (await run.wixData.query('Shifts').ascending('role').find()).items;
    expect(shifts.map((s) => [s['role'], s['signedUp']])).toEqual([
      ['Cook', 2],
      ['Driver', 1],
    ]);
    const rows = (await run.wixData.query('ShiftSignups').find()).items;
    expect(rows.map((r) => [r['shift'], r['volunteerName']])).toEqual([['open', 'Ava Carter']]);
    // A full shift is refused by the web method too, whatever the page shows.
    const hidden: boolean[] = [];
    (
      run.$w('#shiftsRepeater') as unknown as {
        forEachItem(fn: ($item: (id: string) => { hidden: boolean }) => void): void;
      }
    ).forEachItem(($item) => hidden.push($item('#signUpButton').hidden));
    expect(hidden).toEqual([false, true]);
    expect(result.backendCode).toContain("throw new Error('Sold out: this shift is full.');");
  });

  it("raises a class's booked count, refuses a full class and says so", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Gym class timetable. classesRepeater shows Classes soonest first, with class name, start time and spots left (capacity minus booked). Members click bookClassButton in a card to book a spot: add a row to ClassBookings and increase booked by 1. If booked has reached capacity, disable the button and show 'Full'. Show problems in classMessage.",
        {
          Classes: { className: 'text', startTime: 'date', capacity: 'number', booked: 'number' },
          ClassBookings: { gymClass: 'reference' },
        },
        [
          { id: 'classesRepeater', type: 'repeater' },
          { id: 'classNameText', type: 'text', parentId: 'classesRepeater' },
          { id: 'spotsLeftText', type: 'text', parentId: 'classesRepeater' },
          { id: 'bookClassButton', type: 'button', parentId: 'classesRepeater' },
          { id: 'classMessage', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        codeBefore:
          "import { addClassBooking as addForTest } from 'backend/classes.web';\nexport const book = (id) => addForTest(id);\n",
        beforeRun(page) {
          void page.data.insert('Classes', {
            _id: 'yoga',
            className: 'Yoga',
            startTime: new Date(2027, 0, 1),
            capacity: 2,
            booked: 1,
          });
          void page.data.insert('Classes', {
            _id: 'spin',
            className: 'Spin',
            startTime: new Date(2027, 0, 2),
            capacity: 1,
            booked: 0,
          });
        },
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    await run.fire('#bookClassButton', 'click', { itemId: 'yoga' });
    await run.settle();
    expect(run.errors).toEqual([]);
    const yoga = await run.wixData.get('Classes', 'yoga');
    expect(yoga?.['booked']).toBe(2);
    expect(repeatedTexts(run, 'classesRepeater', 'spotsLeftText')[0]).toBe('0 spots left');
    // Someone else takes Spin's last place after the page loaded: the web method refuses it.
    const spin = await run.wixData.get('Classes', 'spin');
    await run.wixData.update('Classes', { ...spin, booked: 1 });
    await expect((run.exports['book'] as (id: string) => Promise<unknown>)('spin')).rejects.toThrow(
      'Full',
    );
    // The page still offers it: the refusal is said in its message text.
    await run.fire('#bookClassButton', 'click', { itemId: 'spin' });
    await run.settle();
    expect(el(run, 'classMessage').text).toBe('Full: this class is full.');
  });
});
