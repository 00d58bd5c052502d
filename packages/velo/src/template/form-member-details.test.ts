import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 48, 4: 'Save it to Listings with their display name as ownerName' saved no owner name,
 * so the browse page showed listings by nobody. A members' form fills the fields said to hold
 * the member's name or email from their session, never from the browser.
 */

describe("template engine: a members' form saving the member's name and email", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the name and email of the member who posts (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Logged-in members add a listing with `titleInput`, then click `postBtn`. Save it to Listings with their display name as ownerName and their email as contactEmail.',
          { Listings: { title: 'text', ownerName: 'text', contactEmail: 'text' } },
          [
            { id: 'titleInput', type: 'input' },
            { id: 'postBtn', type: 'button' },
          ],
          outputType,
        ),
        { member: true, itemsPerCollection: 0 },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      await run.setValue('#titleInput', 'Ladder to lend');
      await run.fire('#postBtn', 'click');
      await run.settle();
      const { items } = await run.wixData.query('Listings').find({ suppressAuth: true });
      expect(items.map((i) => [i['title'], i['ownerName'], i['contactEmail']])).toEqual([
        ['Ladder to lend', 'Ava Carter', 'ava.carter@example.com'],
      ]);
      expect(run.errors).toEqual([]);
    },
  );
});
