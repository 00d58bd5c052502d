import { describe, expect, it } from 'vitest';

import { PROMPT_ELEMENT_UNUSED } from '../prompt-coverage';
import { pageRequest, runGenerated } from './test-support';

/**
 * An item a visitor looks up by typing one of its values (an order by its number): before, the
 * page did nothing and the setup only said the elements were unused.
 */

const ORDERS = {
  Orders: { orderNumber: 'text', status: 'text', email: 'text', total: 'number' },
} as const;
const ELEMENTS = [
  { id: 'orderNumberInput', type: 'input' },
  { id: 'orderLookupButton', type: 'button' },
  { id: 'resultText', type: 'text' },
];
const PROMPT =
  "Order tracking page: the customer types their order number in orderNumberInput and clicks orderLookupButton to see the order's status in resultText.";

type Element = { text: string; value: string };

describe('template engine: looking an item up by a typed value', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the status of the order whose number is typed, and says when there is none (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(PROMPT, ORDERS, ELEMENTS, outputType),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Orders', {
              orderNumber: 'A-1001',
              status: 'Shipped',
              email: 'ada@example.com',
              total: 40,
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
      const lookUp = async (typed: string, how: 'click' | 'Enter' = 'click') => {
        $('orderNumberInput').value = typed;
        if (how === 'click') await run.fire('#orderLookupButton', 'click');
        else await run.fire('#orderNumberInput', 'keyPress', { key: 'Enter' });
        await run.settle();
        expect(run.errors).toEqual([]);
        return $('resultText').text;
      };
      // Nothing shows before a number is typed: the page is no list of orders.
      expect($('resultText').text).not.toBe('Shipped');
      expect(await lookUp('  ')).toBe('Please enter your order number.');
      expect(await lookUp('A-1001')).toBe('Shipped');
      expect(await lookUp('A-10')).toBe('No order found with that order number.');
      expect(await lookUp(' A-1001 ', 'Enter')).toBe('Shipped');
      expect((await run.wixData.query('Orders').find()).items).toHaveLength(1);
      expect(result.instructions).toContain(
        'Type the order number of an order in `Orders` into `orderNumberInput` and click `orderLookupButton` (or press Enter): `resultText` shows its status.',
      );
    },
  );

  it('sends only the fields shown, for an exact value, and keeps the collection private', async () => {
    const { result, run } = await runGenerated(
      pageRequest(PROMPT, ORDERS, ELEMENTS, 'frontend_backend'),
      {
        itemsPerCollection: 0,
        // The web method as any caller could call it, bypassing the page.
        codeBefore:
          "import { findOrder as findForTest } from 'backend/orders.web';\nexport const find = (key) => findForTest(key);\n",
        beforeRun: (page) => {
          void page.data.insert('Orders', {
            orderNumber: 'A-1001',
            status: 'Shipped',
            email: 'ada@example.com',
          });
        },
      },
    );
    const find = run.exports['find'] as (key: unknown) => Promise<unknown>;
    expect(await find('A-1001')).toEqual({ _id: expect.any(String), status: 'Shipped' });
    expect(await find('A-')).toBeNull();
    await expect(find('')).rejects.toThrow('orderNumber is required.');
    await expect(find({ $ne: null })).rejects.toThrow('orderNumber must be text');
    expect(result.backendCode).toContain('.find({ suppressAuth: true })');
    expect(result.instructions).toContain(
      'Permissions: only admins can view content ("Admin": the web module finds the one order whose `orderNumber` a visitor types',
    );
  });

  it('says that page-only code leaves every order readable', async () => {
    const result = (await runGenerated(pageRequest(PROMPT, ORDERS, ELEMENTS, 'velo'))).result;
    expect(result.instructions).toContain(
      'anyone can view content (page-only code looks the order up itself, so visitors could read every one: generate with a backend web module to keep them private)',
    );
    expect(result.diagnostics.filter((d) => d.code === PROMPT_ELEMENT_UNUSED)).toEqual([]);
  });

  it('reads a number key as a number: a ticket by its number, two texts', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'ticketInput and checkButton look up a ticket by its number: seatText and holderText show its seat and holder.',
        { Tickets: { number: 'number', seat: 'text', holder: 'text' } },
        [
          { id: 'ticketInput', type: 'input' },
          { id: 'checkButton', type: 'button' },
          { id: 'seatText', type: 'text' },
          { id: 'holderText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Tickets', { number: 42, seat: 'B7', holder: 'Ada' });
        },
      },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
    $('ticketInput').value = '42';
    await run.fire('#checkButton', 'click');
    await run.settle();
    expect([$('seatText').text, $('holderText').text]).toEqual(['B7', 'Ada']);
    $('ticketInput').value = 'forty';
    await run.fire('#checkButton', 'click');
    await run.settle();
    expect([$('seatText').text, $('holderText').text]).toEqual(['Please enter a number.', '']);
  });
});
