import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated, siteRequest } from './test-support';

/**
 * When a search box searches, as the prompt says: not before a minimum of characters ('at least
 * 3 characters', every item showing until then), and on Enter ('press Enter to search'), alone
 * or beside searching as the visitor types. Before, both were ignored: two characters filtered,
 * and a box meant for Enter searched on every pause. Run in the preview.
 */

const elements = [
  { id: 'searchInput', type: 'input' },
  { id: 'clearButton', type: 'button' },
  { id: 'productsRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
];

const request = (prompt: string, outputType: 'velo' | 'frontend_backend' = 'velo') =>
  siteRequest(
    `Show the products in productsRepeater. ${prompt}`,
    { name: 'Products', fields: [['title', 'text']] },
    elements,
    { outputType },
  );

type Repeater = { data: { title?: string }[] };

async function searchPage(prompt: string, outputType?: 'velo' | 'frontend_backend', before = '') {
  const { result, run } = await runGenerated(request(prompt, outputType), {
    itemsPerCollection: 12,
    codeBefore: before,
  });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const shown = () =>
    (run.$w('#productsRepeater') as unknown as Repeater).data.map((i) => i.title).sort();
  const type = async (text: string) => {
    await run.setValue('#searchInput', text);
    await run.settle();
  };
  return { result, run, shown, type, all: shown() };
}

describe('template engine: when a search box searches', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'searches nothing until 3 characters are typed (%s)',
    async (outputType) => {
      const { result, run, shown, type, all } = await searchPage(
        'searchInput searches the titles once at least 3 characters are typed.',
        outputType,
      );
      expect(all).toHaveLength(12);
      await type('9');
      expect(shown()).toEqual(all);
      await type('e 9');
      expect(shown()).toEqual(['Sample title 9']);
      await type('e ');
      expect(shown()).toEqual(all);
      expect(run.errors).toEqual([]);
      expect(result.instructions).toContain(
        'Type at least 3 characters of a `title` value in `searchInput`: after a short pause only matching products stay; with fewer than 3 characters every item shows.',
      );
    },
  );

  it('searches only when Enter is pressed, when that is all the prompt says', async () => {
    const { result, run, shown, type, all } = await searchPage(
      'Pressing Enter in searchInput searches the titles.',
    );
    await type('e 9');
    expect(shown()).toEqual(all);
    await run.fire('#searchInput', 'keyPress', { key: 'a' });
    await run.settle();
    expect(shown()).toEqual(all);
    await run.fire('#searchInput', 'keyPress', { key: 'Enter' });
    await run.settle();
    expect(shown()).toEqual(['Sample title 9']);
    expect(run.errors).toEqual([]);
    expect(result.instructions).toContain(
      'Type part of a `title` value in `searchInput`: press Enter and only matching products stay.',
    );
  });

  it('searches on Enter beside searching as the visitor types', async () => {
    const { result, run, shown, type } = await searchPage(
      'searchInput searches the titles as the visitor types; pressing Enter searches at once.',
    );
    await type('e 9');
    expect(shown()).toEqual(['Sample title 9']);
    // Set by code, the value fires no input event: only Enter can search it.
    (run.$w('#searchInput') as unknown as { value: string }).value = 'e 12';
    await run.fire('#searchInput', 'keyPress', { key: 'Enter' });
    await run.settle();
    expect(shown()).toEqual(['Sample title 12']);
    expect(result.instructions).toContain(
      'after a short pause (or at once on Enter) only matching products stay.',
    );
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'keeps the last search in local storage and searches it again on the next visit (%s)',
    async (outputType) => {
      const prompt =
        "searchInput searches the titles. Remember the visitor's last search in local storage.";
      const keep = "import { local as kept } from 'wix-storage-frontend';\nexport { kept };\n";
      const first = await searchPage(prompt, outputType, keep);
      await first.type('e 9');
      const store = first.run.exports['kept'] as { getItem(key: string): string | null };
      expect(store.getItem('productsSearch')).toBe('e 9');
      // Cleared, it is forgotten: the next visit starts with every product.
      await first.run.fire('#clearButton', 'click');
      await first.run.settle();
      expect(store.getItem('productsSearch')).toBeNull();
      expect(first.shown()).toHaveLength(12);
      expect(first.result.instructions).toContain(
        'only matching products stay; reload the page: the last search is back.',
      );
      const again = await searchPage(
        prompt,
        outputType,
        "import { local as earlier } from 'wix-storage-frontend';\nearlier.setItem('productsSearch', 'e 12');\n",
      );
      expect(again.shown()).toEqual(['Sample title 12']);
      expect((again.run.$w('#searchInput') as unknown as { value: string }).value).toBe('e 12');
    },
  );

  it("filters by the field an input is said to filter by, though its id is no search box's", async () => {
    const { result, run } = await runGenerated(
      siteRequest(
        'Store locator: storesRepeater lists stores with nameText. cityInput filters stores by city as you type.',
        {
          name: 'Stores',
          fields: [
            ['name', 'text'],
            ['city', 'text'],
          ],
        },
        [
          { id: 'storesRepeater', type: 'repeater' },
          { id: 'nameText', type: 'text', parentId: 'storesRepeater' },
          { id: 'cityInput', type: 'input' },
        ],
        { outputType: 'velo' },
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Stores', { name: 'Briggate', city: 'Leeds' });
          void page.data.insert('Stores', { name: 'Stonegate', city: 'York' });
        },
      },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    await run.setValue('#cityInput', 'yor');
    await run.settle();
    const shown = (run.$w('#storesRepeater') as unknown as { data: { name: string }[] }).data;
    expect(shown.map((s) => s.name)).toEqual(['Stonegate']);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "finds versions 'starting with what's typed', not containing it (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Show Releases in #releasesRepeater with version in #versionText. #versionSearch finds versions starting with what's typed (e.g. '2.3').",
          { Releases: { version: 'text' } },
          [
            { id: 'versionSearch', type: 'input' },
            { id: 'releasesRepeater', type: 'repeater' },
            { id: 'versionText', type: 'text', parentId: 'releasesRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun(page) {
            for (const version of ['2.3.1', '12.3', '2.30', '1.0'])
              void page.data.insert('Releases', { version });
          },
        },
      );
      await run.setValue('#versionSearch', '2.3');
      await run.settle();
      expect(run.errors).toEqual([]);
      const shown = (run.$w('#releasesRepeater') as unknown as { data: { version: string }[] })
        .data;
      expect(shown.map((r) => r.version).sort()).toEqual(['2.3.1', '2.30']);
    },
  );

  it("searches every field 'search box #searchInput should search title AND scripture' names", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'repeater #sermonsRep shows title for each sermon. search box #searchInput should search title AND scripture.',
        { Sermons: { title: 'text', scripture: 'text' } },
        [
          { id: 'searchInput', type: 'input' },
          { id: 'sermonsRep', type: 'repeater' },
          { id: 'sermonTitle', type: 'text', parentId: 'sermonsRep' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('Sermons', { title: 'Hope', scripture: 'Romans 5' });
          void page.data.insert('Sermons', { title: 'Romans Road', scripture: 'John 3' });
          void page.data.insert('Sermons', { title: 'Grace', scripture: 'Ephesians 2' });
        },
      },
    );
    await run.setValue('#searchInput', 'Romans');
    await run.settle();
    expect(run.errors).toEqual([]);
    const shown = (run.$w('#sermonsRep') as unknown as { data: { title: string }[] }).data;
    expect(shown.map((s) => s.title).sort()).toEqual(['Hope', 'Romans Road']);
  });
});
