import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 36's bike shop tracker: 'customer enters order number in #orderInput + last 4 digits of
 * phone in #phoneInput' compared the 4 digits with the whole stored phone, so no customer ever
 * found their order. The stored phone's digits must end with them.
 */

type Text = { text: string };

describe("template engine: a lookup by 'the last 4 digits of phone'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'finds the order by its number and the last digits only (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Customer order tracker: customer enters order number in #orderInput + last 4 digits of phone in #phoneInput, clicks #trackBtn, sees status in #statusText.',
          { WorkOrders: { orderNumber: 'text', customerPhone: 'text', status: 'text' } },
          [
            { id: 'orderInput', type: 'input' },
            { id: 'phoneInput', type: 'input' },
            { id: 'trackBtn', type: 'button' },
            { id: 'statusText', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('WorkOrders', {
              orderNumber: 'WO-7',
              customerPhone: '555-123-4567',
              status: 'Ready for pickup',
            }),
        },
      );
      const track = async (phone: string) => {
        await run.setValue('#orderInput', 'WO-7');
        await run.setValue('#phoneInput', phone);
        await run.fire('#trackBtn', 'click');
        await run.settle();
        return (run.$w('#statusText') as unknown as Text).text;
      };
      expect(await track('1234')).not.toBe('Ready for pickup');
      expect(await track('45')).toBe('Please enter the last 4 digits of your phone.');
      expect(await track('4567')).toBe('Ready for pickup');
      expect(run.errors).toEqual([]);
    },
  );
});
