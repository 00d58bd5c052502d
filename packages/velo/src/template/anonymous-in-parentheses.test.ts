import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 41: "#recentName (use 'Anonymous' when isAnonymous is true)" became the list's filter,
 * so only anonymous donations loaded, each with its donor's name, and 'latest 5 paid donations'
 * listed pending ones too. The words are what the text shows instead (and the name never leaves
 * the server); 'paid' is a state of the items, as the prompt writes it ("status is 'paid'").
 */

type Repeater = { data: Record<string, unknown>[] };

describe("template engine: a text's words in parentheses after its id", () => {
  it("shows 'Anonymous' for anonymous donors and lists only paid donations", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "fundraiser progress: sum of all Donations amount where status is 'paid' -> #raisedText. also list latest 5 paid donations in #recentRepeater with #recentName (use 'Anonymous' when isAnonymous is true) and #recentAmount.",
        {
          Donations: {
            donorName: 'text',
            amount: 'number',
            status: 'text',
            isAnonymous: 'boolean',
          },
        },
        [
          { id: 'raisedText', type: 'text' },
          { id: 'recentRepeater', type: 'repeater' },
          { id: 'recentName', type: 'text', parentId: 'recentRepeater' },
          { id: 'recentAmount', type: 'text', parentId: 'recentRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [donorName, status, isAnonymous] of [
            ['Ann', 'paid', false],
            ['Bo', 'paid', true],
            ['Cy', 'pending', false],
          ] as const)
            void page.data.insert('Donations', { donorName, amount: 10, status, isAnonymous });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const items = (run.$w('#recentRepeater') as unknown as Repeater).data;
    expect(items.map((i) => i['donorName']).sort()).toEqual(['Ann', 'Anonymous']);
    expect(repeatedTexts(run, 'recentRepeater', 'recentName').sort()).toEqual(['Ann', 'Anonymous']);
  });
});
