import type { Page } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 23: 'Coordinators (admins) see pending entries in #pendingTable' and 'The property
 * manager (admin) changes a request's status' made the whole page admins-only, so volunteers and
 * tenants could not send the form. The brackets say who those people are: their list is the
 * admins', the rest stays the members'. And 'each volunteer sees their own approved total hours'
 * sums only their approved hours, found by the volunteerId the form sets.
 */

const HOURS =
  "Volunteers submit hours with #dateInput, #hoursInput and #submitBtn; entries start as 'pending'. Coordinators (admins) see pending entries in #pendingTable. Each volunteer sees their own approved total hours in #myApprovedTotal.";

const request = () =>
  pageRequest(
    HOURS,
    {
      VolunteerHours: { volunteerId: 'text', workDate: 'date', hours: 'number', status: 'text' },
    },
    [
      { id: 'dateInput', type: 'custom', customType: 'DatePicker' },
      { id: 'hoursInput', type: 'input' },
      { id: 'submitBtn', type: 'button' },
      { id: 'pendingTable', type: 'table' },
      { id: 'myApprovedTotal', type: 'text' },
      { id: 'msgText', type: 'text' },
    ],
    'frontend_backend',
  );

/** m-1's approved 3 hours and pending 2, and m-2's approved 7. */
const HOURS_LOGGED = (page: Page) => {
  for (const [volunteerId, hours, status] of [
    ['m-1', 3, 'approved'],
    ['m-1', 2, 'pending'],
    ['m-2', 7, 'approved'],
  ] as const)
    void page.data.insert('VolunteerHours', { volunteerId, hours, status });
};

describe('template engine: people named as admins in brackets', () => {
  it('lets members send the form and keeps the bracketed people’s list to admins', async () => {
    const { result, run } = await runGenerated(request(), {
      itemsPerCollection: 0,
      member: { _id: 'm-1' },
      codeBefore:
        "import { submitVolunteerHour as submitForTest } from 'backend/volunteerHours.web';\nexport const submit = (v) => submitForTest(v);\n",
      beforeRun: HOURS_LOGGED,
    });
    expect(result.backendCode).toMatch(/submitVolunteerHour = webMethod\(Permissions\.SiteMember,/);
    expect(result.backendCode).toMatch(/getVolunteerHours = webMethod\(Permissions\.Admin,/);
    expect((run.$w('#myApprovedTotal') as unknown as { text: string }).text).toBe('3');
    await (run.exports['submit'] as (v: object) => Promise<unknown>)({
      workDate: new Date(),
      hours: 4,
    });
    const mine = await run.wixData.query('VolunteerHours').eq('hours', 4).find();
    expect(mine.items.map((h) => [h.volunteerId, h.status])).toEqual([['m-1', 'pending']]);
  });

  it('shows the admins the pending entries', async () => {
    const { run } = await runGenerated(request(), {
      ...AS_ADMIN,
      itemsPerCollection: 0,
      beforeRun: HOURS_LOGGED,
    });
    const rows = (run.$w('#pendingTable') as unknown as { rows: { hours: number }[] }).rows;
    expect(rows.map((r) => r.hours)).toEqual([2]);
  });
});
