import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's membership page: 'The premiumContent box must only be shown to logged-in members
 * whose plan (stored in the MemberPlans collection, field plan, keyed by memberId) is "Gold".
 * Everyone else sees the upgradeBox instead.' Before, nothing was gated and a fallback web method
 * sent any member every member's plan. Run in the preview as a visitor and as two members.
 */

const PROMPT =
  'Membership site. The premiumContent box must only be shown to logged-in members whose plan (stored in the MemberPlans collection, field plan, keyed by memberId) is "Gold". Everyone else sees the upgradeBox instead. Non-logged-in visitors who click joinButton get the login / sign-up window; logged-in members who click it go to /plans.';

const ELEMENTS = [
  { id: 'premiumContent', type: 'container' },
  { id: 'upgradeBox', type: 'container' },
  { id: 'joinButton', type: 'button', parentId: 'upgradeBox' },
];

type Box = { collapsed: boolean };

async function visit(outputType: 'velo' | 'frontend_backend', member?: { _id: string }) {
  const { result, run } = await runGenerated(
    pageRequest(PROMPT, { MemberPlans: { memberId: 'text', plan: 'text' } }, ELEMENTS, outputType),
    {
      itemsPerCollection: 0,
      ...(member ? { member } : {}),
      beforeRun: (page) => {
        void page.data.insert('MemberPlans', { memberId: 'gold-1', plan: 'Gold' });
        void page.data.insert('MemberPlans', { memberId: 'silver-1', plan: 'Silver' });
      },
    },
  );
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(run.errors).toEqual([]);
  const shown = () =>
    ['#premiumContent', '#upgradeBox'].filter((id) => !(run.$w(id) as unknown as Box).collapsed);
  return { result, run, shown };
}

describe("template engine: a box for members by their own row's value", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the premium box to a Gold member alone, the other box to everyone else (%s)',
    async (outputType) => {
      expect((await visit(outputType, { _id: 'gold-1' })).shown()).toEqual(['#premiumContent']);
      expect((await visit(outputType, { _id: 'silver-1' })).shown()).toEqual(['#upgradeBox']);
      const visitor = await visit(outputType);
      expect(visitor.shown()).toEqual(['#upgradeBox']);
      await visitor.run.fire('#joinButton', 'click');
      await visitor.run.settle();
      expect(visitor.run.navigations).toEqual([]);
      await visitor.run.fire('#joinButton', 'click');
      await visitor.run.settle();
      expect(visitor.run.navigations).toEqual(['/plans']);
    },
  );

  it("reads only the member's own value, with no reader of the whole collection", async () => {
    const { result } = await visit('frontend_backend');
    expect(result.backendCode).toContain(
      "wixData.query('MemberPlans').eq('memberId', member._id).limit(1).find({ suppressAuth: true })",
    );
    expect(result.backendCode).not.toContain('getMemberPlans');
    expect(result.instructions).toContain(
      'Permissions: only admins can view content ("Admin": the web module reads the signed-in member\'s own row',
    );
  });
});
