import { describe, expect, it } from 'vitest';

import { pageRequest } from './test-support';
import { createVeloEngine } from '../engine';

/**
 * Review 21's coupon box: 'the member types a code in #couponInput and clicks #applyCouponButton
 * … record it in CouponRedemptions', where no input fills a field of CouponRedemptions. Before,
 * the page sent `{ }` and a web method anyone could call saved empty rows, with 'Thanks! Your
 * details were saved.'. A form that would save nothing is not built: the setup and the checker
 * say its elements are unused.
 */

describe('template engine: a form that would save nothing', () => {
  it('is left out and named as not built', async () => {
    const result = await createVeloEngine().generate(
      pageRequest(
        'Checkout coupon box: the member types a code in #couponInput and clicks #applyCouponButton. Each member can use a given coupon only once (record it in CouponRedemptions).',
        {
          Coupons: { code: 'text', percentOff: 'number' },
          CouponRedemptions: { coupon: 'reference' },
        },
        [
          { id: 'couponInput', type: 'input' },
          { id: 'applyCouponButton', type: 'button' },
        ],
        'frontend_backend',
      ),
    );
    expect(result.backendCode).not.toMatch(/wixData\.insert\('CouponRedemptions'/);
    expect(result.frontendCode).not.toContain('Thanks! Your details were saved.');
    expect(result.diagnostics.map((d) => d.message).join('\n')).toContain(
      "never uses '#couponInput' or '#applyCouponButton'",
    );
  });
});
