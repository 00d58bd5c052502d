import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Texts review 18 found unused (21): 'totalRevenueText shows the sum of total' (a field called
 * 'total') and 'members only, visitors should see loginText instead'. Before, both were left
 * out of the code and the checker named them.
 */

type Text = { text: string; hidden: boolean };

describe('template engine: texts the prompt gives a figure or an audience', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows the sum of a field called 'total' (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Admin dashboard. ordersRepeater shows every order (customerEmail, total, status). totalRevenueText shows the sum of total. markShippedButton sets status to 'Shipped'. This page is for the shop owner only, customer emails are private.",
          { Orders: { customerEmail: 'text', total: 'number', status: 'text' } },
          [
            { id: 'ordersRepeater', type: 'repeater' },
            { id: 'emailText', type: 'text', parentId: 'ordersRepeater' },
            { id: 'totalText', type: 'text', parentId: 'ordersRepeater' },
            { id: 'statusText', type: 'text', parentId: 'ordersRepeater' },
            { id: 'markShippedButton', type: 'button', parentId: 'ordersRepeater' },
            { id: 'totalRevenueText', type: 'text' },
          ],
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Orders', { customerEmail: 'a@x.io', total: 20, status: 'Paid' });
            void page.data.insert('Orders', {
              customerEmail: 'b@x.io',
              total: 5.5,
              status: 'Paid',
            });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.code === 'prompt-element-unused')).toEqual([]);
      expect((run.$w('#totalRevenueText') as unknown as Text).text).toBe((25.5).toLocaleString());
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'shows loginText to visitors alone (%s)',
    async (outputType) => {
      const request = pageRequest(
        'Resource library for paying members. resourcesRepeater lists Resources (title, fileUrl) - members only, visitors should see loginText instead. bookmarkButton saves the resource to Bookmarks (resource reference) for the current user.',
        { Resources: { title: 'text', fileUrl: 'text' }, Bookmarks: { resource: 'reference' } },
        [
          { id: 'resourcesRepeater', type: 'repeater' },
          { id: 'resTitle', type: 'text', parentId: 'resourcesRepeater' },
          { id: 'bookmarkButton', type: 'button', parentId: 'resourcesRepeater' },
          { id: 'loginText', type: 'text' },
        ],
        outputType,
      );
      const visitor = await runGenerated(request, { itemsPerCollection: 2 });
      expect(visitor.result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect((visitor.run.$w('#loginText') as unknown as Text).hidden).toBe(false);
      const member = await runGenerated(request, { member: true, itemsPerCollection: 2 });
      expect((member.run.$w('#loginText') as unknown as Text).hidden).toBe(true);
    },
  );
});
