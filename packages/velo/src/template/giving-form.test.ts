import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

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
});
