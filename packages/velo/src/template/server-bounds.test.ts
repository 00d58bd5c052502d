import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 22's rules the page checked and the web method did not: 'pick-up date … at least 2 days
 * from today', a cake quantity (0 or -2 was saved, with a total of 0 or less), and '5 rating
 * questions (1-5) using #q1Radio …' (999 was saved and skewed every average).
 */

type Submit = (values: object) => Promise<unknown>;

describe('template engine: form rules checked again on the server', () => {
  it('refuses a pick-up date too soon and a quantity below 1', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Bakery pre-order form. Customer picks a cake in #cakeDropdown (from Cakes), quantity in #qtyInput (max 3 cakes per order), pick-up date in #pickupDatePicker which must be at least 2 days from today, and save to Orders on #placeOrderButton.',
        {
          Cakes: { name: 'text', price: 'number' },
          Orders: { cake: 'reference', quantity: 'number', pickupDate: 'date' },
        },
        [
          { id: 'cakeDropdown', type: 'dropdown' },
          { id: 'qtyInput', type: 'input' },
          { id: 'pickupDatePicker', type: 'custom', customType: 'DatePicker' },
          { id: 'placeOrderButton', type: 'button' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        codeBefore:
          "import { submitOrder as submitForTest } from 'backend/orders.web';\nexport const submit = (v) => submitForTest(v);\n",
        beforeRun: (page) =>
          void page.data.insert('Cakes', { _id: 'c1', name: 'Lemon', price: 20 }),
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const submit = run.exports['submit'] as Submit;
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    await expect(submit({ cake: 'c1', quantity: 1, pickupDate: inDays(-1) })).rejects.toThrow(
      'Please pick a pickup date at least 2 days from today.',
    );
    await expect(submit({ cake: 'c1', quantity: -2, pickupDate: inDays(5) })).rejects.toThrow();
    await expect(submit({ cake: 'c1', quantity: 0, pickupDate: inDays(5) })).rejects.toThrow();
    await submit({ cake: 'c1', quantity: 2, pickupDate: inDays(5) });
    const saved = await run.wixData.query('Orders').find();
    expect(saved.items.map((o) => o.quantity)).toEqual([2]);
  });

  it('bounds the answers of a range said before its radio groups', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Customer survey with 2 rating questions (1-5) using #q1Radio, #q2Radio and #submitSurveyButton, saved to SurveyResponses.',
        { SurveyResponses: { q1: 'number', q2: 'number' } },
        [
          { id: 'q1Radio', type: 'radioGroup' },
          { id: 'q2Radio', type: 'radioGroup' },
          { id: 'submitSurveyButton', type: 'button' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        codeBefore:
          "import { submitSurveyResponse as submitForTest } from 'backend/surveyResponses.web';\nexport const submit = (v) => submitForTest(v);\n",
      },
    );
    const submit = run.exports['submit'] as Submit;
    await expect(submit({ q1: 999, q2: 3 })).rejects.toThrow();
    await expect(submit({ q1: 0, q2: 3 })).rejects.toThrow();
    await submit({ q1: 5, q2: 1 });
    expect((await run.wixData.query('SurveyResponses').find()).items).toHaveLength(1);
  });
});
