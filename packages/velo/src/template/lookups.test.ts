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
    const { result, lookUp } = await lookupPage(
      'ticketInput and checkButton look up a ticket by its number: seatText and holderText show its seat and holder.',
      { Tickets: { number: 'number', seat: 'text', holder: 'text' } },
      [{ number: 42, seat: 'B7', holder: 'Ada' }],
      ['ticketInput', 'checkButton', 'seatText', 'holderText'],
      'frontend_backend',
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(await lookUp('42')).toEqual(['B7', 'Ada']);
    expect(await lookUp('forty')).toEqual(['Please enter a number.', '']);
  });

  it("checks a coupon code against the active coupons, with the prompt's words when none matches", async () => {
    const { result, run, lookUp } = await lookupPage(
      "Coupon check: couponInput and applyCouponButton check the code against Coupons; if it is active, discountText shows the discount percent, otherwise show 'Invalid code'.",
      { Coupons: { code: 'text', discount: 'number', active: 'boolean' } },
      [
        { code: 'SAVE10', discount: 10, active: true },
        { code: 'OLD5', discount: 5, active: false },
      ],
      ['couponInput', 'applyCouponButton', 'discountText'],
      'frontend_backend',
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(await lookUp('SAVE10')).toEqual(['10']);
    expect(await lookUp('OLD5')).toEqual(['Invalid code']);
    // 'applyCouponButton' is no form saving coupons, and no web method lists them.
    expect((await run.wixData.query('Coupons').find()).items).toHaveLength(2);
    expect(result.backendCode).not.toContain('getCoupons');
    expect(result.backendCode.match(/export const/g)).toHaveLength(1);
  });

  it('keeps an apostrophe inside the not-found quote ("We couldn\'t find that code")', async () => {
    const { lookUp } = await lookupPage(
      'Coupon check: couponInput and applyCouponButton check the code against Coupons; discountText shows the discount percent, otherwise show "We couldn\'t find that code".',
      { Coupons: { code: 'text', discount: 'number' } },
      [{ code: 'SAVE10', discount: 10 }],
      ['couponInput', 'applyCouponButton', 'discountText'],
      'velo',
    );
    expect(await lookUp('SAVE10')).toEqual(['10']);
    expect(await lookUp('NOPE')).toEqual(["We couldn't find that code"]);
  });

  it('shows each text its own field: the holder for nameText, the course for courseText', async () => {
    const { lookUp } = await lookupPage(
      "Certificate verification: certificateIdInput and verifyButton look up the certificate by its ID; nameText shows the holder's name and courseText the course, or show 'Certificate not found'.",
      { Certificates: { certificateId: 'text', holderName: 'text', course: 'text' } },
      [{ certificateId: 'C-7', holderName: 'Ada Lovelace', course: 'Analytical Engines' }],
      ['certificateIdInput', 'verifyButton', 'nameText', 'courseText'],
      'velo',
    );
    expect(await lookUp('C-7')).toEqual(['Ada Lovelace', 'Analytical Engines']);
    expect(await lookUp('C-8')).toEqual(['Certificate not found', '']);
  });
});

/**
 * A page of an input, a button and texts, with `rows` in the one collection: `lookUp(typed)`
 * types, clicks and returns what the texts then say.
 */
async function lookupPage(
  prompt: string,
  collection: Parameters<typeof pageRequest>[1],
  rows: Record<string, unknown>[],
  [inputId, buttonId, ...textIds]: string[],
  outputType: 'velo' | 'frontend_backend',
) {
  const types = ['input', 'button', ...textIds.map(() => 'text')];
  const ids = [inputId ?? '', buttonId ?? '', ...textIds];
  const name = Object.keys(collection)[0] ?? '';
  const { result, run } = await runGenerated(
    pageRequest(
      prompt,
      collection,
      ids.map((id, i) => ({ id, type: types[i] ?? 'text' })),
      outputType,
    ),
    {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const row of rows) void page.data.insert(name, row);
      },
    },
  );
  const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
  const lookUp = async (typed: string) => {
    $(inputId ?? '').value = typed;
    await run.fire(`#${buttonId ?? ''}`, 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    return textIds.map((id) => $(id).text);
  };
  return { result, run, lookUp };
}

describe("template engine: a lookup whose sentence says what the viewer mustn't see", () => {
  it('sends and shows the status, never the name', async () => {
    const { result } = await runGenerated(
      pageRequest(
        "Customers type their order number in orderNumberInput and click lookupButton to see the order's status in resultText and statusText — they shouldn't see customer names.",
        { Orders: { orderNumber: 'text', status: 'text', customerName: 'text' } },
        [
          { id: 'orderNumberInput', type: 'input' },
          { id: 'lookupButton', type: 'button' },
          { id: 'resultText', type: 'text' },
          { id: 'statusText', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.backendCode).toContain('findOrder');
    expect(result.backendCode).not.toContain('customerName: item.customerName');
    expect(result.frontendCode).not.toContain('item.customerName');
  });
});
