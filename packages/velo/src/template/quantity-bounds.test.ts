import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 52: 'Quantity must be between 1 and 12' of #qtyInput kept only the least (1): the
 * field's word said the range, not the id's ('qty'). With the count's field called `cakes`,
 * #qtyInput was read and checked but never saved.
 */

const order = (sentence: string, field: string) =>
  pageRequest(
    `Cake pre-order form. Visitors fill in #nameInput and enter #qtyInput. When they click #orderBtn save it to PreOrders. ${sentence} Show a confirmation in #orderMsg.`,
    { PreOrders: { customerName: 'text', [field]: 'number' } },
    [
      { id: 'nameInput', type: 'input' },
      { id: 'qtyInput', type: 'input' },
      { id: 'orderBtn', type: 'button' },
      { id: 'orderMsg', type: 'text' },
    ],
    'frontend_backend',
  );

describe('template engine: a count said by its field', () => {
  it.each([
    ['Quantity must be between 1 and 12.', 'quantity'],
    ['Quantity must be a number between 1 and 12.', 'quantity'],
    ['The number of cakes must be between 1 and 12.', 'cakes'],
  ])('%s', async (sentence, field) => {
    const { run } = await runGenerated(order(sentence, field), { itemsPerCollection: 0 });
    const send = async (qty: string) => {
      await run.setValue('#nameInput', 'Ann');
      await run.setValue('#qtyInput', qty);
      await run.fire('#orderBtn', 'click');
      await run.settle();
      return (await run.wixData.query('PreOrders').find({ suppressAuth: true })).items;
    };
    expect(await send('13')).toEqual([]);
    expect((await send('12')).map((item) => item[field])).toEqual([12]);
  });
});
