import { describe, expect, it } from 'vitest';

import type { CreateCheckoutSessionInput } from './checkout-provider';
import { assertValidCheckoutInput, checkoutSessionParams } from './stripe-checkout-params';

const VALID: CreateCheckoutSessionInput = {
  purchaseId: 'purchase-1',
  userId: 'user-1',
  amountCents: 500,
  tokens: 150,
  currency: 'USD',
  productName: '150 VeloForge tokens',
  successUrl: 'https://veloforge.test/return?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://veloforge.test/tokens',
  idempotencyKey: 'checkout:purchase-1',
  expiresInSeconds: 3600,
};

describe('checkoutSessionParams', () => {
  it('builds one inline-priced line item and lower-cases the currency', () => {
    expect(checkoutSessionParams(VALID, 1_800_000_000)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 500,
            product_data: { name: '150 VeloForge tokens' },
          },
          quantity: 1,
        },
      ],
      client_reference_id: 'user-1',
      metadata: { userId: 'user-1', purchaseId: 'purchase-1', tokens: '150' },
      success_url: VALID.successUrl,
      cancel_url: VALID.cancelUrl,
      expires_at: 1_800_003_600,
    });
  });
});

describe('assertValidCheckoutInput', () => {
  it.each<[string, Partial<CreateCheckoutSessionInput>]>([
    ['an amount below Stripe’s minimum', { amountCents: 49 }],
    ['an amount above Stripe’s maximum', { amountCents: 100_000_000 }],
    ['a fractional amount', { amountCents: 4.99 }],
    ['zero tokens', { tokens: 0 }],
    ['a currency that is not 3 letters', { currency: 'dollars' }],
    ['an empty product name', { productName: ' ' }],
    [
      'a success URL without the session id template',
      { successUrl: 'https://veloforge.test/return' },
    ],
    ['a relative success URL', { successUrl: '/return?session_id={CHECKOUT_SESSION_ID}' }],
    ['a relative cancel URL', { cancelUrl: '/tokens' }],
    ['an expiry under 30 minutes', { expiresInSeconds: 1799 }],
    ['an expiry over 24 hours', { expiresInSeconds: 86_401 }],
    ['an empty idempotency key', { idempotencyKey: '' }],
    ['an idempotency key over 255 characters', { idempotencyKey: 'k'.repeat(256) }],
    ['an empty user id', { userId: '' }],
  ])('refuses %s', (_, change) => {
    expect(() => assertValidCheckoutInput({ ...VALID, ...change })).toThrowError(RangeError);
  });

  it('accepts the bounds themselves', () => {
    for (const change of [
      { amountCents: 50, expiresInSeconds: 1800 },
      { amountCents: 99_999_999, expiresInSeconds: 86_400 },
      { idempotencyKey: 'k'.repeat(255) },
    ]) {
      expect(() => assertValidCheckoutInput({ ...VALID, ...change })).not.toThrow();
    }
  });
});
