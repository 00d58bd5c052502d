import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 28's florist: "show 'We deliver to you! Delivery fee: $X' in #resultText using the fee
 * field, otherwise show 'Sorry, we don't deliver there yet'" showed the bare fee, and cut the
 * refusal at its apostrophe ('Sorry, we don').
 */

describe('template engine: a lookup’s messages in the prompt’s words', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'says the fee in its sentence, and the whole refusal (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Customer types their postcode in #postcodeInput and clicks #checkButton. Look it up in the DeliveryZones collection (postcode field); if found show 'We deliver to you! Delivery fee: $X' in #resultText using the fee field, otherwise show 'Sorry, we don't deliver there yet'.",
          { DeliveryZones: { postcode: 'text', fee: 'number' } },
          [
            { id: 'postcodeInput', type: 'input' },
            { id: 'checkButton', type: 'button' },
            { id: 'resultText', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => void page.data.insert('DeliveryZones', { postcode: 'N1', fee: 5 }),
        },
      );
      const check = async (postcode: string) => {
        await run.setValue('#postcodeInput', postcode);
        await run.fire('#checkButton', 'click');
        await run.settle();
        return (run.$w('#resultText') as unknown as { text: string }).text;
      };
      expect(await check('N1')).toBe('We deliver to you! Delivery fee: $5.00');
      expect(await check('E9')).toBe("Sorry, we don't deliver there yet");
      expect(run.errors).toEqual([]);
    },
  );
});
