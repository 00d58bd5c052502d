import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A donation form beside the total raised: the total counts a new donation at once (page-forms.ts
 * reloads a summary of the form's collection), 'minimum $5' is a lower bound of 5, and preset
 * amount buttons fill the amount (preset-buttons.ts). The total is money, as 'minimum $5' shows
 * amounts (review 52). Before, the total stayed as it was, any amount, -50 too, was saved, and
 * the buttons did nothing.
 */

describe('template engine: a donation form and the total it adds to', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'refuses less than the minimum and shows the new total after a donation (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Show how much we have raised (the sum of amount in Donations) in raisedText. Visitors pick an amount with amount10Button or amount25Button, or type their own in amountInput (minimum $5), add their name in donorNameInput and click donateButton to record the donation in Donations; show the result in donationStatus.',
          { Donations: { amount: 'number', donorName: 'text' } },
          [
            { id: 'raisedText', type: 'text' },
            { id: 'amount10Button', type: 'button' },
            { id: 'amount25Button', type: 'button' },
            { id: 'amountInput', type: 'input' },
            { id: 'donorNameInput', type: 'input' },
            { id: 'donateButton', type: 'button' },
            { id: 'donationStatus', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => void page.data.insert('Donations', { amount: 100, donorName: 'Bo' }),
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const text = (id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;
      expect(text('raisedText')).toBe('$100');
      const donate = async (amount: string) => {
        await run.setValue('#amountInput', amount);
        await run.setValue('#donorNameInput', 'Ada');
        await run.fire('#donateButton', 'click');
        await run.settle();
        return text('donationStatus');
      };
      expect(await donate('3')).toBe('Amount must be at least 5.');
      expect(text('raisedText')).toBe('$100');
      expect(await donate('20')).not.toMatch(/must|Sorry/);
      expect(text('raisedText')).toBe('$120');
      // A preset amount's button fills the input the form reads.
      await run.fire('#amount25Button', 'click');
      expect((run.$w('#amountInput') as unknown as { value: string }).value).toBe('25');
      await run.setValue('#donorNameInput', 'Cy');
      await run.fire('#donateButton', 'click');
      await run.settle();
      expect(text('raisedText')).toBe('$145');
      expect(run.errors).toEqual([]);
    },
  );
});
