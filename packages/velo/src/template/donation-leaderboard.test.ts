import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 19, 1: a donation leaderboard. Before, "Anonymous donations (anonymous = true) should
 * show 'Anonymous' instead of the name" loaded only the anonymous donations, with their donors'
 * names; 'the top 10 by amount' was sorted by date; the sum of all donations was left out; and
 * every donor's email went to every visitor.
 */

const leaderboard = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Donation leaderboard. topDonorsRepeater shows the top 10 Donations by amount (highest first) with donor name and amount formatted as dollars. Anonymous donations (anonymous = true) should show 'Anonymous' instead of the name. totalRaisedText shows the sum of all donations.",
    { Donations: { donorName: 'text', amount: 'number', anonymous: 'boolean', email: 'text' } },
    [
      { id: 'topDonorsRepeater', type: 'repeater' },
      { id: 'donorNameText', type: 'text', parentId: 'topDonorsRepeater' },
      { id: 'amountText', type: 'text', parentId: 'topDonorsRepeater' },
      { id: 'totalRaisedText', type: 'text' },
    ],
    outputType,
  );

const donations = [
  { donorName: 'Secret Sam', amount: 5000, anonymous: true, email: 'sam@private.com' },
  { donorName: 'Public Pat', amount: 9000, anonymous: false, email: 'pat@x.com' },
  { donorName: 'Small Sue', amount: 5, anonymous: false, email: 'sue@x.com' },
];

async function run(outputType: 'velo' | 'frontend_backend') {
  return runGenerated(leaderboard(outputType), {
    itemsPerCollection: 0,
    beforeRun(page) {
      for (const d of donations) void page.data.insert('Donations', d);
    },
  });
}

describe('template engine: a donation leaderboard', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'ranks every donation by amount, naming the anonymous ones Anonymous (%s)',
    async (outputType) => {
      const { result, run: page } = await run(outputType);
      expect(page.errors).toEqual([]);
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(repeatedTexts(page, 'topDonorsRepeater', 'donorNameText')).toEqual([
        'Public Pat',
        'Anonymous',
        'Small Sue',
      ]);
      expect(repeatedTexts(page, 'topDonorsRepeater', 'amountText')[0]).toBe('$9,000.00');
      expect((page.$w('#totalRaisedText') as unknown as { text: string }).text).toContain('14,005');
    },
  );

  it('never sends a donor email, nor an anonymous donor name, to the browser', async () => {
    const { result, run: page } = await run('frontend_backend');
    const sent = JSON.stringify((page.$w('#topDonorsRepeater') as unknown as { data: [] }).data);
    expect(sent).not.toContain('@');
    expect(sent).not.toContain('Secret Sam');
    expect(result.instructions).toContain(
      'sends only the items without their `email`, so `email` stays private',
    );
  });

  it('says that page-only code leaves the emails readable', async () => {
    const { result } = await run('velo');
    expect(result.instructions).toContain(
      'The list leaves out `email`, but the page reads the collection itself, so anyone who may view it can still query that field: to keep it private, generate "Page code + backend module", whose web module leaves it out.',
    );
  });
});
