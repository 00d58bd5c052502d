import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Item buttons that call, email or map their item (contact-links.ts): before, 'mapButton opens
 * the store's address in Google Maps' opened a /stores/{ID} page and 'callButton calls the
 * store's phone number' did nothing. Read from each repeated item in the preview.
 */

type Linked = { link: string; target: string };
type Repeater = {
  forEachItem(
    fn: ($item: (selector: string) => Linked, data: Record<string, unknown>) => void,
  ): void;
};

describe('template engine: item buttons that call, email or map their item', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'links each store to its phone, its email and its address on Google Maps (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Store locator: storesRepeater lists stores with nameText and addressText. callButton calls the store's phone number. emailButton emails the store. mapButton opens the store's address in Google Maps.",
          { Stores: { name: 'text', address: 'text', phone: 'text', email: 'text' } },
          [
            { id: 'storesRepeater', type: 'repeater' },
            { id: 'nameText', type: 'text', parentId: 'storesRepeater' },
            { id: 'addressText', type: 'text', parentId: 'storesRepeater' },
            { id: 'callButton', type: 'button', parentId: 'storesRepeater' },
            { id: 'emailButton', type: 'button', parentId: 'storesRepeater' },
            { id: 'mapButton', type: 'button', parentId: 'storesRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Stores', {
              name: 'Leeds',
              address: '1 Briggate, Leeds',
              phone: '+44 113 496 0000',
              email: 'leeds@example.com',
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const links: string[][] = [];
      (run.$w('#storesRepeater') as unknown as Repeater).forEachItem(($item) =>
        links.push([
          $item('#callButton').link,
          $item('#emailButton').link,
          $item('#mapButton').link,
          $item('#mapButton').target,
        ]),
      );
      expect(links).toEqual([
        [
          'tel:+441134960000',
          'mailto:leeds@example.com',
          'https://www.google.com/maps/search/?api=1&query=1%20Briggate%2C%20Leeds',
          '_blank',
        ],
      ]);
      await run.fire('#mapButton', 'click', {
        itemId: (await run.wixData.query('Stores').find()).items[0]?._id,
      });
      expect(run.navigations).toEqual([]);
    },
  );

  // Review 15: before, a vendor without a website set the logo's link to undefined, which Wix's
  // SDK refuses with an error.
  it('sets no link for an item without one', async () => {
    const { run } = await runGenerated(
      pageRequest(
        '#vendorsRepeater lists Vendors (#vendorName, #vendorLogo). Clicking #vendorLogo goes to the vendor website.',
        { Vendors: { name: 'text', logo: 'image', website: 'url' } },
        [
          { id: 'vendorsRepeater', type: 'repeater' },
          { id: 'vendorName', type: 'text', parentId: 'vendorsRepeater' },
          { id: 'vendorLogo', type: 'image', parentId: 'vendorsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Vendors', { name: 'Zed Farm', website: 'https://zed.example' });
          void page.data.insert('Vendors', { name: 'Apple Acres' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(JSON.stringify(run.console)).not.toContain('link parameter');
  });

  // Review 15: before, #listenBtn opened an item page nobody asked for.
  it("opens the URL field its sentence names: '#listenBtn … opens the episode's audioUrl'", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "#episodesRepeater lists Episodes (#epTitle). #listenBtn in each item opens the episode's audioUrl in a new tab.",
        { Episodes: { title: 'text', audioUrl: 'url' } },
        [
          { id: 'episodesRepeater', type: 'repeater' },
          { id: 'epTitle', type: 'text', parentId: 'episodesRepeater' },
          { id: 'listenBtn', type: 'button', parentId: 'episodesRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Episodes', {
            title: 'Pilot',
            audioUrl: 'https://cdn.example/1.mp3',
          }),
      },
    );
    const links: string[] = [];
    (
      run.$w('#episodesRepeater') as unknown as {
        forEachItem(fn: ($item: (id: string) => { link: string; target: string }) => void): void;
      }
    ).forEachItem(($item) =>
      links.push(`${$item('#listenBtn').link} ${$item('#listenBtn').target}`),
    );
    expect(links).toEqual(['https://cdn.example/1.mp3 _blank']);
    expect(result.instructions).not.toContain('Create the item page');
  });
});
