import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 25's pricing table: "show monthlyPrice or yearlyPrice in #priceText accordingly, with
 * '/mo' or '/yr' after it" switched the price but dropped the words after it.
 */

describe('template engine: a switched price with its words after it', () => {
  it('says /mo, then /yr once the switch is on', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Pricing table: show the Plans in #plansRepeater with #planName. #billingSwitch toggles between monthly and yearly; show monthlyPrice or yearlyPrice in #priceText accordingly, with '/mo' or '/yr' after it.",
        { Plans: { planName: 'text', monthlyPrice: 'number', yearlyPrice: 'number' } },
        [
          { id: 'plansRepeater', type: 'repeater' },
          { id: 'planName', type: 'text', parentId: 'plansRepeater' },
          { id: 'priceText', type: 'text', parentId: 'plansRepeater' },
          { id: 'billingSwitch', type: 'custom', customType: 'Switch' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Plans', { planName: 'Pro', monthlyPrice: 9, yearlyPrice: 90 }),
      },
    );
    expect(repeatedTexts(run, 'plansRepeater', 'priceText')).toEqual(['9/mo']);
    await run.setValue('#billingSwitch', true);
    await run.fire('#billingSwitch', 'change');
    expect(repeatedTexts(run, 'plansRepeater', 'priceText')).toEqual(['90/yr']);
    expect(run.errors).toEqual([]);
  });
});
