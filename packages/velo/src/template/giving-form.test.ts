import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 12's parish giving page: 'Donation form: #fundDropdown (General Fund, Building Fund,
 * Missions), #amountInput, #donorName and #anonymousCheckbox. Pressing #giveBtn saves to
 * Donations.' beside a donors list. Before, #giveBtn was no form's button, so nothing was saved
 * and the form's dropdown and checkbox filtered the donors list instead.
 */

describe('template engine: a form whose button saves to a collection by name', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the gift and leaves the donors list unfiltered (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Donation form: #fundDropdown (General Fund, Building Fund, Missions), #amountInput, #donorName and #anonymousCheckbox. Pressing #giveBtn saves to Donations. #donorsRepeater lists the 10 most recent donors (#donorNameText).',
          {
            Donations: { fund: 'text', amount: 'number', donorName: 'text', anonymous: 'boolean' },
          },
          [
            { id: 'fundDropdown', type: 'dropdown' },
            { id: 'amountInput', type: 'input' },
            { id: 'donorName', type: 'input' },
            { id: 'anonymousCheckbox', type: 'checkbox' },
            { id: 'giveBtn', type: 'button' },
            { id: 'donorsRepeater', type: 'repeater' },
            { id: 'donorNameText', type: 'text', parentId: 'donorsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Donations', { fund: 'Missions', amount: 20, donorName: 'Ann' }),
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      await run.setValue('#fundDropdown', 'Building Fund');
      await run.setValue('#amountInput', '50');
      await run.setValue('#donorName', 'Ben');
      await run.fire('#giveBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Donations').eq('donorName', 'Ben').find();
      expect(items.map((d) => [d['fund'], d['amount']])).toEqual([['Building Fund', 50]]);
      const donors = (run.$w('#donorsRepeater') as unknown as { data: { donorName: string }[] })
        .data;
      expect(donors.map((d) => d.donorName).sort()).toEqual(['Ann', 'Ben']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "shows 'Anonymous' for a ticked gift, its amount beside it, and keeps the name on the server (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Donation form: #amountInput, #donorName and #anonymousCheckbox; #giveBtn saves to Donations. #donorsRepeater lists the 10 most recent donors (#donorNameText, #donorAmountText) — show 'Anonymous' instead of the name when anonymous is ticked.",
          { Donations: { amount: 'number', donorName: 'text', anonymous: 'boolean' } },
          [
            { id: 'amountInput', type: 'input' },
            { id: 'donorName', type: 'input' },
            { id: 'anonymousCheckbox', type: 'checkbox' },
            { id: 'giveBtn', type: 'button' },
            { id: 'donorsRepeater', type: 'repeater' },
            { id: 'donorNameText', type: 'text', parentId: 'donorsRepeater' },
            { id: 'donorAmountText', type: 'text', parentId: 'donorsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Donations', { amount: 20, donorName: 'Ann', anonymous: true });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(repeatedTexts(run, 'donorsRepeater', 'donorNameText')).toEqual(['Anonymous']);
      expect(repeatedTexts(run, 'donorsRepeater', 'donorAmountText')).toEqual(['20']);
      const sent = (run.$w('#donorsRepeater') as unknown as { data: object[] }).data;
      if (outputType === 'frontend_backend') expect(JSON.stringify(sent)).not.toContain('Ann');
      expect(run.errors).toEqual([]);
    },
  );
});
