import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 50, 9: '`balanceText` to show how many leave days the logged-in employee has left this
 * year' showed the year ('2026') as the balance, and the setup said that was right. A text shows
 * the year only when the year is what it shows; the balance is warned about instead.
 */

describe('template engine: a figure over this year is not the year', () => {
  it('shows the year in yearText alone and warns about the balance', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'I want `balanceText` to show how many leave days the employee has left this year. The footer `yearText` shows the current year.',
        { Employees: { fullName: 'text', annualAllowance: 'number' } },
        [
          { id: 'balanceText', type: 'text' },
          { id: 'yearText', type: 'text' },
        ],
      ),
      { itemsPerCollection: 1 },
    );
    const year = String(new Date().getFullYear());
    expect(run.$w('#yearText')).toMatchObject({ text: year });
    expect((run.$w('#balanceText') as unknown as { text: string }).text).not.toBe(year);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("never uses '#balanceText'"),
    ]);
    expect(run.errors).toEqual([]);
  });
});
