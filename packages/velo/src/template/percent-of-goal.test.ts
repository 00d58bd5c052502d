import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 53: '#percentText shows the percent of the goal reached (rounded)' on each campaign.
 * Before, it showed the goal itself as money ('$5,000').
 */

const campaigns = (prompt: string) =>
  pageRequest(
    prompt,
    { Campaigns: { title: 'text', goal: 'number', amountRaised: 'number', active: 'boolean' } },
    [
      { id: 'campaignRepeater', type: 'repeater' },
      { id: 'campTitle', type: 'text', parentId: 'campaignRepeater' },
      { id: 'raisedText', type: 'text', parentId: 'campaignRepeater' },
      { id: 'percentText', type: 'text', parentId: 'campaignRepeater' },
    ],
    'frontend_backend',
  );

describe("template engine: a figure as a percentage of the item's goal", () => {
  it.each([
    'Show all Campaigns in #campaignRepeater, title in #campTitle, #raisedText shows amountRaised, and #percentText shows the percent of the goal reached (rounded).',
    'Show all Campaigns in #campaignRepeater with #campTitle and #raisedText (amountRaised). #percentText shows amountRaised as a percentage of goal.',
  ])('shows the whole percent, and nothing without a goal: %s', async (prompt) => {
    const { run } = await runGenerated(campaigns(prompt), {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [title, goal, amountRaised] of [
          ['Roof', 5000, 1250],
          ['Bus', 3000, 2999],
          ['New', 0, 10],
        ] as const)
          void page.data.insert('Campaigns', { title, goal, amountRaised, active: true });
      },
    });
    expect(run.errors).toEqual([]);
    const shown = Object.fromEntries(
      repeatedTexts(run, 'campaignRepeater', 'campTitle').map((title, i) => [
        title,
        repeatedTexts(run, 'campaignRepeater', 'percentText')[i],
      ]),
    );
    expect(shown).toEqual({ Roof: '25%', Bus: '100%', New: '' });
  });
});
