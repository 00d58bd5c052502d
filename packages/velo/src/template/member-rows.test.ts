import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, repeatedTexts, runGenerated } from './test-support';

/**
 * A members' page showing the member's own row of a collection the admin fills, by its declared
 * member id (review 14's car wash: '#planName shows the plan from the member's Memberships row
 * and #washesLeft shows washesLeft from it. #historyRepeater lists the member's WashHistory
 * rows'). Before, #planName showed the member's full name, #washesLeft was left out, and every
 * member's washes were listed to each member.
 */

const membership = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "My Membership page for our car wash (members only). #planName shows the plan from the member's Memberships row and #washesLeft shows washesLeft from it. #historyRepeater lists the member's WashHistory rows (#washDate, #washType), newest first.",
    {
      Memberships: { memberId: 'text', plan: 'text', washesLeft: 'number', cardNumber: 'text' },
      WashHistory: { memberId: 'text', washDate: 'date', washType: 'text' },
    },
    [
      { id: 'planName', type: 'text' },
      { id: 'washesLeft', type: 'text' },
      { id: 'historyRepeater', type: 'repeater' },
      { id: 'washDate', type: 'text', parentId: 'historyRepeater' },
      { id: 'washType', type: 'text', parentId: 'historyRepeater' },
    ],
    outputType,
  );

describe("template engine: a member's own rows by a declared member id", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the member their plan, washes left and their own washes (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(membership(outputType), {
        itemsPerCollection: 0,
        member: { _id: 'm-9' },
        beforeRun: (page) => {
          for (const [memberId, plan, washesLeft] of [
            ['m-2', 'Basic', 1],
            ['m-9', 'Unlimited', 7],
          ] as const)
            void page.data.insert('Memberships', { memberId, plan, washesLeft, cardNumber: 'x' });
          void page.data.insert('WashHistory', { memberId: 'm-9', washType: 'Deluxe' });
          void page.data.insert('WashHistory', { memberId: 'm-2', washType: 'Express' });
        },
      });
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(run.errors).toEqual([]);
      const text = (id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;
      expect([text('planName'), text('washesLeft')]).toEqual(['Unlimited', '7']);
      expect(repeatedTexts(run, 'historyRepeater', 'washType')).toEqual(['Deluxe']);
      const permissions = permissionsOf(result.instructions, 'Memberships');
      if (outputType === 'velo') {
        expect(permissions).toContain('members could read every member');
        return;
      }
      expect(permissions).toContain('only admins can view content');
      // Only the shown fields leave the server.
      expect(result.backendCode).toContain(
        'return item ? { plan: item.plan, washesLeft: item.washesLeft } : { plan: null, washesLeft: null };',
      );
    },
  );
});
