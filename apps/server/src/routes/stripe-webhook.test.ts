import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStripeCheckout } from '../infra/payments';
import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';
import {
  checkoutSessionEvent,
  signedWebhook,
  startFakeStripe,
  type FakeStripe,
} from '../testing/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_veloforge';

describe.each(serverTestKinds())('Stripe Checkout purchases and webhooks on %s', (kind) => {
  let fake: FakeStripe;
  let server: TestServer;
  let buyer: TestClient;
  let stranger: TestClient;

  async function checkout(client: TestClient): Promise<string> {
    const res = await client.post('/api/checkout');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; url: string; sessionId: string }>();
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.url).toMatch(/^https:\/\//);
    return body.sessionId;
  }

  function deliver(event: object, options: { timestamp?: number; secret?: string } = {}) {
    const { payload, signature } = signedWebhook(
      Stripe,
      options.secret ?? WEBHOOK_SECRET,
      event,
      options,
    );
    return server.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }
  const completed = (
    sessionId: string,
    type:
      | 'checkout.session.completed'
      | 'checkout.session.async_payment_succeeded' = 'checkout.session.completed',
  ) => checkoutSessionEvent(type, sessionOf(sessionId));

  function sessionOf(sessionId: string) {
    const session = fake.session(sessionId);
    if (!session) throw new Error(`the fake Stripe has no session ${sessionId}`);
    return session;
  }

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await createTestServer({
      kind,
      env: { APP_URL: 'http://veloforge.test', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      checkout: createStripeCheckout({
        secretKey: 'sk_test_veloforge',
        apiBase: fake.apiBase,
        maxNetworkRetries: 0,
      }),
    });
    buyer = await server.signedIn('stripebuyer');
    stranger = await server.signedIn('stripestranger');
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('creates the Checkout Session from the database snapshot only', async () => {
    const sessionId = await checkout(buyer);
    const session = fake.session(sessionId);
    expect(session).toMatchObject({
      amount_total: 500,
      currency: 'usd',
      mode: 'payment',
      success_url: 'http://veloforge.test/purchase-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://veloforge.test/purchase-cancel',
    });
    expect(fake.requests().at(-1)?.idempotencyKey).toMatch(/^checkout:/);
  });

  it('credits once for duplicate webhooks', async () => {
    const sessionId = await checkout(buyer);
    const before = await buyer.tokens();
    fake.markComplete(sessionId, { paymentStatus: 'paid' });
    const event = completed(sessionId);
    for (let i = 0; i < 3; i += 1) expect((await deliver(event)).statusCode).toBe(200);
    expect(await buyer.tokens()).toBe(before + 150);
  });

  it('credits once when the webhook races 50 verify calls', async () => {
    const sessionId = await checkout(buyer);
    const before = await buyer.tokens();
    fake.markComplete(sessionId, { paymentStatus: 'paid' });
    const results = await Promise.all([
      deliver(completed(sessionId)),
      ...Array.from({ length: 50 }, () => buyer.verifyPurchase(sessionId)),
    ]);
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    expect(await buyer.tokens()).toBe(before + 150);
  });

  it('waits for an async payment: completed-but-unpaid credits nothing, async_payment_succeeded credits once', async () => {
    const sessionId = await checkout(buyer);
    const before = await buyer.tokens();
    fake.markComplete(sessionId, { paymentStatus: 'unpaid' });
    expect((await deliver(completed(sessionId))).statusCode).toBe(200);
    expect(await buyer.tokens()).toBe(before);
    expect((await buyer.verifyPurchase(sessionId)).json()).toMatchObject({ success: false });

    fake.markPaid(sessionId);
    const succeeded = completed(sessionId, 'checkout.session.async_payment_succeeded');
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await buyer.tokens()).toBe(before + 150);
  });

  it("refuses another user's session on verify, crediting no one", async () => {
    const sessionId = await checkout(buyer);
    fake.markComplete(sessionId, { paymentStatus: 'paid' });
    const res = await stranger.verifyPurchase(sessionId);
    expect(res.statusCode).toBe(404);
    expect(await stranger.tokens()).toBe(0);
    const row = await server.db
      .selectFrom('tokenPurchases')
      .select('status')
      .where('providerSessionId', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('credits the snapshotted tokens when the price changes after checkout', async () => {
    const sessionId = await checkout(buyer);
    await server.db
      .updateTable('settings')
      .set({ tokenPackagePrice: 900, tokenPackageAmount: 400 })
      .execute();
    const before = await buyer.tokens();
    fake.markComplete(sessionId, { paymentStatus: 'paid' });
    expect((await buyer.verifyPurchase(sessionId)).json()).toMatchObject({
      success: true,
      tokenAmount: 150,
    });
    expect(await buyer.tokens()).toBe(before + 150);
    await server.db
      .updateTable('settings')
      .set({ tokenPackagePrice: 500, tokenPackageAmount: 150 })
      .execute();
  });

  it('refuses bad and stale signatures with 400 and changes nothing', async () => {
    const sessionId = await checkout(buyer);
    fake.markComplete(sessionId, { paymentStatus: 'paid' });
    const before = await buyer.tokens();
    const event = completed(sessionId);
    const wrongSecret = await deliver(event, { secret: 'whsec_someone_else' });
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    for (const res of [wrongSecret, stale, unsigned]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    expect(await buyer.tokens()).toBe(before);
  });

  it('marks expired and failed sessions, and acknowledges unknown events', async () => {
    const expiring = await checkout(buyer);
    fake.expire(expiring);
    expect(
      (await deliver(checkoutSessionEvent('checkout.session.expired', sessionOf(expiring))))
        .statusCode,
    ).toBe(200);
    const failing = await checkout(buyer);
    fake.markComplete(failing, { paymentStatus: 'unpaid' });
    expect(
      (
        await deliver(
          checkoutSessionEvent('checkout.session.async_payment_failed', sessionOf(failing)),
        )
      ).statusCode,
    ).toBe(200);
    const statuses = await server.db
      .selectFrom('tokenPurchases')
      .select(['providerSessionId', 'status'])
      .where('providerSessionId', 'in', [expiring, failing])
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.providerSessionId, row.status]))).toEqual({
      [expiring]: 'expired',
      [failing]: 'failed',
    });
    const other = await deliver({ ...completed(failing), type: 'customer.created' });
    expect(other.statusCode).toBe(200);
  });
});

describe('Stripe webhook without a secret configured', () => {
  it('answers 404', async () => {
    const server = await createTestServer();
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
