import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 12's card buttons, each said in one clause of a shared sentence. Before: '#mapBtn opens
 * Google Maps …, #callBtn dials the phone number' gave the map button a tel: link (the next
 * clause's verb); '#siteBtn opens the website' and 'goes to /book-tutor?tutor=<that tutor's _id>'
 * went to an invented /businesses/{ID} page.
 */

type Button = { link: string; target: string };

describe('template engine: buttons in each card, said one after another', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'links each button to what its own clause says (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "#bizRepeater shows Businesses: name. In each card: #mapBtn opens Google Maps for the business address in a new tab, #callBtn dials the phone number, #siteBtn opens the website, #bookBtn goes to /book?business=<that business's _id>.",
          {
            Businesses: { name: 'text', address: 'text', phone: 'text', website: 'url' },
          },
          [
            { id: 'bizRepeater', type: 'repeater' },
            { id: 'bizName', type: 'text', parentId: 'bizRepeater' },
            { id: 'mapBtn', type: 'button', parentId: 'bizRepeater' },
            { id: 'callBtn', type: 'button', parentId: 'bizRepeater' },
            { id: 'siteBtn', type: 'button', parentId: 'bizRepeater' },
            { id: 'bookBtn', type: 'button', parentId: 'bizRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Businesses', {
              _id: 'b1',
              name: 'Mill',
              address: '1 Main St',
              phone: '+1 555 0100',
              website: 'https://mill.example',
            }),
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const links: Record<string, string> = {};
      (
        run.$w('#bizRepeater') as unknown as {
          forEachItem(fn: ($item: (id: string) => Button) => void): void;
        }
      ).forEachItem(($item) => {
        for (const id of ['mapBtn', 'callBtn', 'siteBtn']) links[id] = $item(`#${id}`).link;
      });
      expect(links).toEqual({
        mapBtn: 'https://www.google.com/maps/search/?api=1&query=1%20Main%20St',
        callBtn: 'tel:+15550100',
        siteBtn: 'https://mill.example',
      });
      await run.fire('#bookBtn', 'click', { itemId: 'b1' });
      expect(run.errors).toEqual([]);
      expect(run.navigations.map((n) => (typeof n === 'string' ? n : JSON.stringify(n)))).toEqual([
        expect.stringContaining('/book?business=b1'),
      ]);
      expect(result.instructions).not.toContain('/businesses/');
    },
  );
});
