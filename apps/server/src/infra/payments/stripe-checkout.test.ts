import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import {
  CheckoutProviderError,
  CheckoutSessionNotFound,
  type CheckoutProvider,
  type CreateCheckoutSessionInput,
} from './checkout-provider';
import { createStripeCheckout } from './stripe-checkout';

const SECRET_KEY = 'sk_test_fake_veloforge';
// A fixed clock shared by the fake and the adapter, so expires_at is exact and a retry sends
// byte-identical parameters (see the idempotency tests).
const START = Date.parse('2026-12-01T12:00:00Z');

function purchaseInput(overrides: Partial<CreateCheckoutSessionInput> = {}) {
  return {
    purchaseId: 'a3c1f7e2-5b6d-4c8e-9f01-23456789abcd',
    userId: '7d9e2b10-4f3a-4e21-8c55-0123456789ef',
    amountCents: 500,
    tokens: 150,
    currency: 'usd',
    productName: '150 VeloForge tokens',
    successUrl: 'https://veloforge.test/purchase/return?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://veloforge.test/tokens',
    idempotencyKey: 'checkout:a3c1f7e2-5b6d-4c8e-9f01-23456789abcd',
    expiresInSeconds: 3600,
    ...overrides,
  } satisfies CreateCheckoutSessionInput;
}

describe('Stripe Checkout adapter (real SDK against the fake Stripe API)', () => {
  let fake: FakeStripe;
  let checkout: CheckoutProvider;
  let clock: number;

  beforeEach(async () => {
    clock = START;
    fake = await startFakeStripe({ apiKey: SECRET_KEY, now: () => clock });
    checkout = createStripeCheckout({
      secretKey: SECRET_KEY,
      apiBase: fake.apiBase,
      timeoutMs: 5_000,
      maxNetworkRetries: 0,
      now: () => clock,
    });
  });

  afterEach(async () => {
    await fake.close();
  });

  it('creates a payment-mode session priced from the input, with the ids fulfilment needs', async () => {
    const input = purchaseInput();
    const { sessionId, url } = await checkout.createSession(input);

    expect(sessionId).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const [request] = fake.requests();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      apiKey: SECRET_KEY,
      idempotencyKey: input.idempotencyKey,
      stripeVersion: Stripe.API_VERSION,
      status: 200,
      params: {
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: '500',
              product_data: { name: '150 VeloForge tokens' },
            },
            quantity: '1',
          },
        ],
        client_reference_id: input.userId,
        metadata: { userId: input.userId, purchaseId: input.purchaseId, tokens: '150' },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
    });

    const session = fake.session(sessionId);
    expect(session).toMatchObject({
      amount_total: 500,
      currency: 'usd',
      client_reference_id: input.userId,
      metadata: { userId: input.userId, purchaseId: input.purchaseId, tokens: '150' },
      // The template travels as a literal; Stripe fills it in on the redirect.
      success_url: 'https://veloforge.test/purchase/return?session_id={CHECKOUT_SESSION_ID}',
      status: 'open',
      payment_status: 'unpaid',
    });
    expect(session?.expires_at).toBe(START / 1000 + 3600);
    expect(fake.lineItems(sessionId)).toEqual([
      { productName: '150 VeloForge tokens', currency: 'usd', unitAmount: 500, quantity: 1 },
    ]);
  });

  it('sends expires_at within Stripe’s 30 min to 24 h window at both ends', async () => {
    const shortest = await checkout.createSession(
      purchaseInput({ idempotencyKey: 'k-short', expiresInSeconds: 30 * 60 }),
    );
    const longest = await checkout.createSession(
      purchaseInput({ idempotencyKey: 'k-long', expiresInSeconds: 24 * 60 * 60 }),
    );
    expect(fake.session(shortest.sessionId)?.expires_at).toBe(START / 1000 + 1800);
    expect(fake.session(longest.sessionId)?.expires_at).toBe(START / 1000 + 86_400);
  });

  it('returns the same session for the same idempotency key', async () => {
    const first = await checkout.createSession(purchaseInput());
    const second = await checkout.createSession(purchaseInput());

    expect(second).toEqual(first);
    expect(fake.sessions()).toHaveLength(1);
    expect(fake.requests().map((request) => request.replayed)).toEqual([false, true]);
  });

  it('gets a different session for a different idempotency key', async () => {
    const first = await checkout.createSession(purchaseInput());
    const second = await checkout.createSession(
      purchaseInput({ idempotencyKey: 'checkout:other' }),
    );
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('rejects a retry with the same key once expires_at has moved on (Stripe compares params)', async () => {
    await checkout.createSession(purchaseInput());
    clock += 1_000;

    const retry = checkout.createSession(purchaseInput());
    await expect(retry).rejects.toThrowError(CheckoutProviderError);
    await expect(retry).rejects.toMatchObject({
      cause: expect.any(Stripe.errors.StripeIdempotencyError),
    });
    expect(fake.sessions()).toHaveLength(1);
  });

  it('reports an open, unpaid session with its amount, purchase and owner', async () => {
    const input = purchaseInput();
    const { sessionId } = await checkout.createSession(input);

    await expect(checkout.retrieveSession(sessionId)).resolves.toEqual({
      sessionId,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 500,
      currency: 'usd',
      purchaseId: input.purchaseId,
      userId: input.userId,
    });
  });

  it('reports complete/paid after the buyer pays', async () => {
    const { sessionId } = await checkout.createSession(purchaseInput());
    fake.markComplete(sessionId, { paymentStatus: 'paid' });

    await expect(checkout.retrieveSession(sessionId)).resolves.toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
  });

  it('reports complete/unpaid for a delayed payment, then paid once it settles', async () => {
    const { sessionId } = await checkout.createSession(purchaseInput());
    fake.markComplete(sessionId, { paymentStatus: 'unpaid' });

    await expect(checkout.retrieveSession(sessionId)).resolves.toMatchObject({
      status: 'complete',
      paymentStatus: 'unpaid',
    });

    fake.markPaid(sessionId);
    await expect(checkout.retrieveSession(sessionId)).resolves.toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
  });

  it('reports an expired session, whether expired explicitly or by time', async () => {
    const expiredNow = await checkout.createSession(purchaseInput({ idempotencyKey: 'k-1' }));
    fake.expire(expiredNow.sessionId);
    await expect(checkout.retrieveSession(expiredNow.sessionId)).resolves.toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
    });

    const expiredLater = await checkout.createSession(
      purchaseInput({ idempotencyKey: 'k-2', expiresInSeconds: 1800 }),
    );
    clock += 1800 * 1000;
    await expect(checkout.retrieveSession(expiredLater.sessionId)).resolves.toMatchObject({
      status: 'expired',
    });
  });

  it('rejects an unknown session id with CheckoutSessionNotFound', async () => {
    const unknown = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ';
    const lookup = checkout.retrieveSession(unknown);
    await expect(lookup).rejects.toThrowError(CheckoutSessionNotFound);
    // A 404 for the user, with no provider detail in the message.
    await expect(lookup).rejects.toMatchObject({
      sessionId: unknown,
      code: 'NOT_FOUND',
      message: 'Purchase not found',
    });

    expect(fake.requests().at(-1)).toMatchObject({
      path: `/v1/checkout/sessions/${unknown}`,
      status: 404,
    });
  });

  it('treats a malformed session id as unknown without asking Stripe', async () => {
    for (const id of [
      '',
      'cs_test_',
      'pi_test_123',
      'cs_test_abc/../../v1/charges',
      'cs_test_a b',
    ]) {
      await expect(checkout.retrieveSession(id)).rejects.toThrowError(CheckoutSessionNotFound);
    }
    expect(fake.requests()).toEqual([]);
  });

  it('reports no owner when client_reference_id and metadata.userId disagree', async () => {
    // Not something our create does; the adapter must still fail closed on such a session.
    const stripe = new Stripe(SECRET_KEY, {
      ...fake.apiBase,
      maxNetworkRetries: 0,
      timeout: 5_000,
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'x' } },
          quantity: 1,
        },
      ],
      client_reference_id: 'user-a',
      metadata: { userId: 'user-b', purchaseId: 'p-1' },
      success_url: 'https://veloforge.test/r?session_id={CHECKOUT_SESSION_ID}',
    });
    await expect(checkout.retrieveSession(session.id)).resolves.toMatchObject({ userId: null });
  });

  it('wraps authentication failures in CheckoutProviderError', async () => {
    const wrongKey = createStripeCheckout({
      secretKey: 'sk_test_wrong',
      apiBase: fake.apiBase,
      maxNetworkRetries: 0,
      now: () => clock,
    });
    const attempt = wrongKey.createSession(purchaseInput());
    await expect(attempt).rejects.toThrowError(CheckoutProviderError);
    await expect(attempt).rejects.toMatchObject({
      cause: expect.any(Stripe.errors.StripeAuthenticationError),
    });
  });

  it('refuses invalid input before calling Stripe', async () => {
    await expect(
      checkout.createSession(purchaseInput({ successUrl: 'https://veloforge.test/return' })),
    ).rejects.toThrowError(/CHECKOUT_SESSION_ID/);
    await expect(
      checkout.createSession(purchaseInput({ expiresInSeconds: 29 * 60 })),
    ).rejects.toThrowError(RangeError);
    expect(fake.requests()).toEqual([]);
  });

  it('gives up after its timeout when Stripe does not answer', async () => {
    const { createServer } = await import('node:http');
    // Accepts connections and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const slow = createStripeCheckout({
      secretKey: SECRET_KEY,
      apiBase: { host: '127.0.0.1', port, protocol: 'http' },
      timeoutMs: 200,
      maxNetworkRetries: 0,
    });
    try {
      const started = Date.now();
      await expect(
        slow.retrieveSession('cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ'),
      ).rejects.toMatchObject({
        name: 'CheckoutProviderError',
        cause: expect.any(Stripe.errors.StripeConnectionError),
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
