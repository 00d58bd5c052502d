import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 11's staff controls on public pages: 'baristas (site admins only) can type a member's
 * email into #memberEmailInput and click #addStampBtn' (inside adminBox). Before, every visitor
 * saw the box; its saving was refused on the server alone.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Coffee loyalty card. Baristas (site admins only) can type a member's email into #memberEmailInput and click #addStampBtn to add a stamp to Stamps for that member.",
    { Stamps: { memberEmail: 'text' } },
    [
      { id: 'adminBox', type: 'container' },
      { id: 'memberEmailInput', type: 'input', parentId: 'adminBox' },
      { id: 'addStampBtn', type: 'button', parentId: 'adminBox' },
      { id: 'adminMessage', type: 'text', parentId: 'adminBox' },
    ],
    outputType,
  );

const collapsed = (run: Awaited<ReturnType<typeof runGenerated>>['run']) =>
  (run.$w('#adminBox') as unknown as { collapsed: boolean }).collapsed;

describe('template engine: a box only site admins see', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'stays collapsed for visitors and members, and opens for an admin (%s)',
    async (outputType) => {
      const visitor = await runGenerated(request(outputType), { itemsPerCollection: 0 });
      expect(visitor.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(visitor.run.errors).toEqual([]);
      expect(collapsed(visitor.run)).toBe(true);
      const member = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        member: true,
      });
      expect(collapsed(member.run)).toBe(true);
      const admin = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        member: true,
        memberRoles: ['Admin'],
      });
      expect(admin.run.errors).toEqual([]);
      expect(collapsed(admin.run)).toBe(false);
      expect(admin.result.instructions).toContain(
        'Container box, ID `adminBox` (shown only to site admins: the code collapses it for everyone else)',
      );
    },
  );
});
