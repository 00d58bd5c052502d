import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Words a text shows instead of its field for some items: "showing 'Anonymous' instead of the
 * name when isAnonymous is true". Before, the condition became the list's filter: only anonymous
 * donations loaded, each showing its donor's name. The web method now sends the words in place
 * of the value, so an anonymous donor's name never reaches a visitor's browser.
 */

type Repeater = {
  data: Record<string, unknown>[];
  forEachItem(fn: ($item: (selector: string) => { text: string }) => void): void;
};

const DONATIONS = {
  Donations: { donorName: 'text', amount: 'number', isAnonymous: 'boolean', venue: 'text' },
} as const;

function donationsPage(prompt: string, outputType: 'velo' | 'frontend_backend') {
  return runGenerated(
    pageRequest(
      prompt,
      DONATIONS,
      [
        { id: 'recentRepeater', type: 'repeater' },
        { id: 'donorName', type: 'text', parentId: 'recentRepeater' },
        { id: 'donationAmount', type: 'text', parentId: 'recentRepeater' },
      ],
      outputType,
    ),
    {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('Donations', { donorName: 'Ada', amount: 50, isAnonymous: false });
        void page.data.insert('Donations', { donorName: 'Ben', amount: 20, isAnonymous: true });
        void page.data.insert('Donations', { donorName: 'Cy', amount: 10 });
      },
    },
  );
}

function shownNames(run: Awaited<ReturnType<typeof runGenerated>>['run']): string[] {
  const names: string[] = [];
  (run.$w('#recentRepeater') as unknown as Repeater).forEachItem(($item) =>
    names.push($item('#donorName').text),
  );
  return names.sort();
}

describe('template engine: words a text shows instead of its field', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows 'Anonymous' for the donations flagged so, and lists every donation (%s)",
    async (outputType) => {
      const { result, run } = await donationsPage(
        "List the donations in recentRepeater (donorName, donationAmount), showing 'Anonymous' instead of the name when isAnonymous is true.",
        outputType,
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      expect(shownNames(run)).toEqual(['Ada', 'Anonymous', 'Cy']);
      if (outputType === 'frontend_backend') {
        // What the browser receives: the words, never the name.
        const sent = (run.$w('#recentRepeater') as unknown as Repeater).data;
        expect(sent.map((i) => i['donorName']).sort()).toEqual(['Ada', 'Anonymous', 'Cy']);
        expect(result.backendCode).not.toContain("eq('isAnonymous'");
      }
    },
  );

  it("shows the words while a field is empty: 'TBA' instead of the venue if venue is empty", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Show the events in eventsRepeater (titleText, venueText), showing 'TBA' instead of the venue if venue is empty.",
        { Events: { title: 'text', venue: 'text' } },
        [
          { id: 'eventsRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'eventsRepeater' },
          { id: 'venueText', type: 'text', parentId: 'eventsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Events', { title: 'Gala', venue: 'Town Hall' });
          void page.data.insert('Events', { title: 'Fair', venue: '' });
          void page.data.insert('Events', { title: 'Walk' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const venues: string[] = [];
    (run.$w('#eventsRepeater') as unknown as Repeater).forEachItem(($item) =>
      venues.push($item('#venueText').text),
    );
    expect(venues.sort()).toEqual(['TBA', 'TBA', 'Town Hall']);
  });

  // Review 15: before, the condition filtered the list, leaving only the tools out of stock.
  it('shows the words for the items a condition names: \'where inStock = false must show #toolPrice as "Out of stock"\'', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'List Tools in #toolsRepeater (#toolName, #toolPrice). Tools where inStock = false must show #toolPrice as "Out of stock".',
        { Tools: { name: 'text', price: 'number', inStock: 'boolean' } },
        [
          { id: 'toolsRepeater', type: 'repeater' },
          { id: 'toolName', type: 'text', parentId: 'toolsRepeater' },
          { id: 'toolPrice', type: 'text', parentId: 'toolsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Tools', { name: 'Drill', price: 12, inStock: true });
          void page.data.insert('Tools', { name: 'Saw', price: 30, inStock: false });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const prices: string[] = [];
    (run.$w('#toolsRepeater') as unknown as Repeater).forEachItem(($item) =>
      prices.push($item('#toolPrice').text),
    );
    expect(prices.sort()).toEqual(['12', 'Out of stock']);
  });
});
