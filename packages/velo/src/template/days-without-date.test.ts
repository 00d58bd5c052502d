import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 18: "signupsTable lists today's Signups" when Signups has no date field. The list
 * cannot pick today's, so it lists them all; before, the setup did not say so.
 */

const signups = (fields: Record<string, 'text' | 'boolean' | 'date'>) =>
  pageRequest(
    "Staff page for checking in volunteers. signupsTable lists today's Signups with name and email. For staff only.",
    { Signups: fields },
    [{ id: 'signupsTable', type: 'table' }],
    'frontend_backend',
  );

describe("template engine: a list of some days' items with no date field", () => {
  it('lists every item and says in the setup that a Date field would pick the days', async () => {
    const { result, run } = await runGenerated(
      signups({ name: 'text', email: 'text', checkedIn: 'boolean' }),
      { ...AS_ADMIN, itemsPerCollection: 3 },
    );
    expect(run.errors).toEqual([]);
    expect((run.$w('#signupsTable') as unknown as { rows: object[] }).rows).toHaveLength(3);
    expect(result.instructions).toContain(
      "**Which days.** The prompt lists only some days' Signups in `signupsTable` (today), but `Signups` has no Date field to tell the days apart, so it lists all of them.",
    );
  });

  it('says nothing of it when a date field bounds the days', async () => {
    const { result } = await runGenerated(
      signups({ name: 'text', email: 'text', shiftDate: 'date' }),
      AS_ADMIN,
    );
    expect(result.backendCode).toContain('shiftDate');
    expect(result.instructions).not.toContain('Which days');
  });
});
