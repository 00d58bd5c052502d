import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 22's car wash: 'Logged-in members see their current plan in #currentPlanText (from
 * Memberships …)' made the Plans catalogue each member's own (read by `_owner`, so empty) and the
 * whole page members-only. Their plan is a Memberships row; the plans are for everyone.
 */

describe("template engine: a member's item named from another collection", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps the public catalogue public (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Car wash membership page. Show all active plans from Plans in #plansRepeater sorted by monthly price (cheapest first) with #planName and #planPrice. Logged-in members see their current plan in #currentPlanText (from Memberships, where the member is the owner).',
          {
            Plans: { name: 'text', monthlyPrice: 'number', active: 'boolean' },
            Memberships: { plan: 'reference', startDate: 'date' },
          },
          [
            { id: 'plansRepeater', type: 'repeater' },
            { id: 'planName', type: 'text', parentId: 'plansRepeater' },
            { id: 'planPrice', type: 'text', parentId: 'plansRepeater' },
            { id: 'currentPlanText', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Plans', { name: 'Gold', monthlyPrice: 40, active: true });
            void page.data.insert('Plans', { name: 'Basic', monthlyPrice: 15, active: true });
            void page.data.insert('Plans', { name: 'Old', monthlyPrice: 5, active: false });
          },
        },
      );
      // A visitor sees the active plans, cheapest first.
      expect(repeatedTexts(run, 'plansRepeater', 'planName')).toEqual(['Basic', 'Gold']);
      expect(result.instructions).toMatch(/`Plans`[\s\S]*?Permissions: anyone can view content/);
      expect(run.errors).toEqual([]);
    },
  );
});
