import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Reviews 36 and 37: who a page is for, said loosely. 'Admin only page, mark paid with
 * #markPaidBtn' was read as about the button, and 'the guest list table for the couple (admins)'
 * named no admins: both lists were public. 'Anyone can submit but nobody except admins should be
 * able to read the Members list' let only admins add, so every visitor's signup failed.
 */

type Table = { rows: Record<string, unknown>[] };

const DUES =
  'admin dues dashbord - list members in #duesTable (name, email, amount owed), sorted by name. Admin only page, mark paid with #markPaidBtn.';
const GUESTS =
  'Show the guest list table #guestTable for the couple (admins) with name and meal. Sort by fullName.';

describe('template engine: pages for admins, said loosely', () => {
  it.each([
    ['duesTable', DUES, { Members: { fullName: 'text', email: 'text', amountOwed: 'number' } }],
    ['guestTable', GUESTS, { Guests: { fullName: 'text', email: 'text', mealChoice: 'text' } }],
  ] as const)('keeps #%s to admins', async (tableId, prompt, collections) => {
    const elements = [
      { id: tableId, type: 'table' },
      ...(tableId === 'duesTable' ? [{ id: 'markPaidBtn', type: 'button' }] : []),
    ];
    const [collection] = Object.keys(collections);
    const seed = (page: { data: { insert(c: string, i: object): unknown } }) =>
      void page.data.insert(collection ?? '', { fullName: 'Ana', email: 'ana@x.co' });
    const visitor = await runGenerated(pageRequest(prompt, collections, elements, 'velo'), {
      itemsPerCollection: 0,
      beforeRun: seed,
    });
    expect(visitor.run.errors).toEqual([]);
    expect((visitor.run.$w(`#${tableId}`) as unknown as Table).rows).toEqual([]);
    expect(visitor.result.instructions).toContain('Permissions: only admins can view content');
    const admin = await runGenerated(pageRequest(prompt, collections, elements, 'velo'), {
      ...AS_ADMIN,
      itemsPerCollection: 0,
      beforeRun: seed,
    });
    expect((admin.run.$w(`#${tableId}`) as unknown as Table).rows).toHaveLength(1);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "lets anyone sign up when 'nobody except admins should be able to read' the list (%s)",
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          'club membership signup form: #fullNameInput, #emailInput and #joinBtn. Save to Members. Anyone can submit but nobody except admins should be able to read the Members list. Show a thank you in #joinMsg.',
          { Members: { fullName: 'text', email: 'text' } },
          [
            { id: 'fullNameInput', type: 'input' },
            { id: 'emailInput', type: 'input' },
            { id: 'joinBtn', type: 'button' },
            { id: 'joinMsg', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#fullNameInput', 'Ana');
      await run.setValue('#emailInput', 'ana@x.co');
      await run.fire('#joinBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect((await run.wixData.query('Members').find()).items).toHaveLength(1);
      expect(result.instructions).not.toMatch(/only admins can add content/);
    },
  );
});
