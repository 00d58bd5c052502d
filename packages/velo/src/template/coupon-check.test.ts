import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 24's coupon check: the input, the button and the texts in three sentences around 'Look
 * up the code in Coupons on the server' built a form that added coupons, and told the user to let
 * anyone add them. It is now a lookup: valid only if active and not expired, the error in its own
 * text, and the collection for admins alone.
 */

const PROMPT =
  'Coupon validation at checkout. The visitor types a code in #couponInput and clicks #applyCoupon. Look up the code in Coupons on the server (the collection must not be readable by visitors); it is valid if active is true and expiresAt is after today. Show the discount percent in #discountText or an error in #couponError. Never send the full coupon list to the browser.';

const ELEMENTS = [
  { id: 'couponInput', type: 'input' },
  { id: 'applyCoupon', type: 'button' },
  { id: 'discountText', type: 'text' },
  { id: 'couponError', type: 'text' },
];

type Text = { text: string };

describe('template engine: a code looked up on the server, told over several sentences', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the discount of a valid code and an error otherwise (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Coupons: {
              code: 'text',
              discountPercent: 'number',
              active: 'boolean',
              expiresAt: 'date',
            },
          },
          ELEMENTS,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const coupon = (code: string, active: boolean, year: number) =>
              void page.data.insert('Coupons', {
                code,
                discountPercent: 15,
                active,
                expiresAt: new Date(Date.UTC(year, 0, 1)),
              });
            coupon('SAVE15', true, 2099);
            coupon('OLD15', true, 2020);
            coupon('OFF15', false, 2099);
          },
        },
      );
      const apply = async (code: string) => {
        await run.setValue('#couponInput', code);
        await run.fire('#applyCoupon', 'click');
        await run.settle();
        const text = (id: string) => (run.$w(`#${id}`) as unknown as Text).text;
        return [text('discountText'), text('couponError')];
      };
      expect(await apply('SAVE15')).toEqual(['15', '']);
      for (const code of ['OLD15', 'OFF15'])
        expect(await apply(code)).toEqual(['', 'No coupon found with that code.']);
      expect(await apply('')).toEqual(['', 'Please enter your code.']);
      expect((await run.wixData.query('Coupons').find()).items).toHaveLength(3);
      expect(run.errors).toEqual([]);
      if (outputType === 'frontend_backend')
        expect(result.instructions).toContain(
          'only admins can view content ("Admin": the web module finds the one coupon whose `code` a visitor types',
        );
    },
  );
});
