import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 9's animal shelter fundraiser: "Sum the amount of all Donations where campaign is
 * 'Winter 2024' and show it in raisedText as '$X raised of $25,000', fill donationProgress (a
 * progress bar) to that percentage". Before, raisedText and the bar were left out (the clause
 * 'show it in raisedText' named no figure), and a figure was over every item of its collection.
 */

const PROMPT =
  "Fundraiser page for our animal shelter. Sum the amount of all Donations where campaign is 'Winter 2024' and show it in raisedText as '$X raised of $25,000', fill donationProgress (a progress bar) to that percentage.";

describe("template engine: a campaign's total against its goal", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "adds up the campaign's donations only, in the quoted words, and fills the bar (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Donations: { donorName: 'text', amount: 'number', campaign: 'text' } },
          [
            { id: 'raisedText', type: 'text' },
            { id: 'donationProgress', type: 'custom', customType: 'ProgressBar' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [amount, campaign] of [
              [1000, 'Winter 2024'],
              [2500, 'Winter 2024'],
              [9000, 'Summer 2024'],
            ] as const)
              void page.data.insert('Donations', { donorName: 'Ann', amount, campaign });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      expect((run.$w('#raisedText') as unknown as { text: string }).text).toBe(
        `$${(3500).toLocaleString()} raised of $25,000`,
      );
      const bar = run.$w('#donationProgress') as unknown as { value: number; targetValue: number };
      expect([bar.value, bar.targetValue]).toEqual([3500, 25000]);
    },
  );
});
