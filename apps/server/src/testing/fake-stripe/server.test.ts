import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeStripe, type FakeStripe } from './server';
import { FakeStripeStateError } from './session-store';
import { checkoutSessionEvent, signedWebhook } from './webhooks';

const KEY = 'sk_test_fake_server';
const NOW = Date.parse('2026-12-01T12:00:00Z');
const NOW_S = NOW / 1000;

/** A valid create body, encoded as the SDK would send it. */
function createBody(overrides: Record<string, string | null> = {}): string {
  const fields: Record<string, string | null> = {
    mode: 'payment',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '500',
    'line_items[0][price_data][product_data][name]': 'Tokens',
    'line_items[0][quantity]': '1',
    success_url: 'https://veloforge.test/r?session_id={CHECKOUT_SESSION_ID}',
    expires_at: String(NOW_S + 3600),
    ...overrides,
  };
  const present = Object.entries(fields).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  );
  return new URLSearchParams(present).toString();
}

describe('fake Stripe API', () => {
  let fake: FakeStripe;
  let base: string;
  let clock: number;

  beforeEach(async () => {
    clock = NOW;
    fake = await startFakeStripe({ now: () => clock });
    base = `http://127.0.0.1:${fake.apiBase.port}`;
  });

  afterEach(async () => {
    await fake.close();
  });

  function post(body: string, headers: Record<string, string> = {}) {
    return fetch(`${base}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body,
    });
  }

  it('creates and retrieves a session in Stripe’s JSON shape', async () => {
    const created = await post(
      createBody({ client_reference_id: 'user-1', 'metadata[purchaseId]': 'p-1' }),
    );
    expect(created.status).toBe(200);
    expect(created.headers.get('content-type')).toBe('application/json');
    expect(created.headers.get('request-id')).toMatch(/^req_/);
    const session = (await created.json()) as { id: string };
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_test_[A-Za-z0-9]{58}$/),
      object: 'checkout.session',
      mode: 'payment',
      ui_mode: 'hosted_page',
      livemode: false,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 500,
      amount_total: 500,
      currency: 'usd',
      client_reference_id: 'user-1',
      metadata: { purchaseId: 'p-1' },
      success_url: 'https://veloforge.test/r?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: null,
      url: `https://checkout.stripe.test/c/pay/${session.id}`,
      payment_intent: null,
      created: NOW_S,
      expires_at: NOW_S + 3600,
    });

    const retrieved = await fetch(`${base}/v1/checkout/sessions/${session.id}`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(retrieved.status).toBe(200);
    expect(await retrieved.json()).toEqual(session);
  });

  it('answers 401 without a Bearer key', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer ' },
    ];
    for (const headers of variants) {
      const response = await fetch(`${base}/v1/checkout/sessions/cs_test_x`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { type: 'invalid_request_error', message: expect.stringContaining('API key') },
      });
    }
  });

  it('answers 401 for another key when one is configured', async () => {
    const strict = await startFakeStripe({ apiKey: KEY });
    try {
      const stripe = new Stripe('sk_test_other', {
        ...strict.apiBase,
        maxNetworkRetries: 0,
        timeout: 5_000,
      });
      await expect(stripe.checkout.sessions.retrieve('cs_test_abc')).rejects.toBeInstanceOf(
        Stripe.errors.StripeAuthenticationError,
      );
    } finally {
      await strict.close();
    }
  });

  it('answers 404 resource_missing for an unknown session, which the SDK raises as such', async () => {
    const response = await fetch(`${base}/v1/checkout/sessions/cs_test_nope`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'session',
        message: "No such checkout.session: 'cs_test_nope'",
      },
    });

    const stripe = new Stripe(KEY, { ...fake.apiBase, maxNetworkRetries: 0, timeout: 5_000 });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('answers 404 for routes it does not implement and for malformed ids', async () => {
    for (const path of ['/v1/charges', '/v1/checkout/sessions/cs_test_%E0%A4%A']) {
      const response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${KEY}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    }
  });

  it.each([
    ['mode', 'mode'],
    ['line_items[0][price_data][currency]', 'line_items[0][price_data][currency]'],
    ['line_items[0][price_data][unit_amount]', 'line_items[0][price_data][unit_amount]'],
    // Without its only field, product_data itself is missing from the body.
    ['line_items[0][price_data][product_data][name]', 'line_items[0][price_data][product_data]'],
    ['line_items[0][quantity]', 'line_items[0][quantity]'],
    ['success_url', 'success_url'],
  ])('answers 400 parameter_missing without %s', async (field, param) => {
    const response = await post(createBody({ [field]: null }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param,
        message: `Missing required param: ${param}.`,
      },
    });
  });

  it('answers 400 without any line items', async () => {
    const body = new URLSearchParams({ mode: 'payment', success_url: 'https://veloforge.test/r' });
    const response = await post(body.toString());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { param: 'line_items', code: 'parameter_missing' },
    });
  });

  it.each([
    ['expires_at under 30 minutes', { expires_at: String(NOW_S + 1700) }, 'expires_at'],
    ['expires_at over 24 hours', { expires_at: String(NOW_S + 86_500) }, 'expires_at'],
    [
      'a non-integer amount',
      { 'line_items[0][price_data][unit_amount]': '4.99' },
      'line_items[0][price_data][unit_amount]',
    ],
    ['an amount under 50', { 'line_items[0][price_data][unit_amount]': '49' }, 'line_items'],
    ['a subscription', { mode: 'subscription' }, 'mode'],
    ['a success URL that is not one', { success_url: 'not a url' }, 'success_url'],
    ['a metadata value over 500 characters', { 'metadata[k]': 'v'.repeat(501) }, 'metadata[k]'],
  ])('answers 400 for %s', async (_, overrides, param) => {
    const response = await post(createBody(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request_error', param },
    });
  });

  it('replays the first response for a repeated idempotency key, even after the session changed', async () => {
    const first = await post(createBody(), { 'idempotency-key': 'key-1' });
    const session = (await first.json()) as { id: string };
    fake.markPaid(session.id);

    const again = await post(createBody(), { 'idempotency-key': 'key-1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('idempotency-key')).toBe('key-1');
    expect(await again.json()).toEqual(session);
    expect(fake.sessions()).toHaveLength(1);
  });

  it('refuses a repeated idempotency key with different parameters', async () => {
    await post(createBody(), { 'idempotency-key': 'key-2' });
    const changed = await post(createBody({ 'line_items[0][price_data][unit_amount]': '600' }), {
      'idempotency-key': 'key-2',
    });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toMatchObject({ error: { type: 'idempotency_error' } });
  });

  it('does not save a response that failed validation, so a corrected retry can use the key', async () => {
    const bad = await post(createBody({ mode: null }), { 'idempotency-key': 'key-3' });
    expect(bad.status).toBe(400);
    const good = await post(createBody(), { 'idempotency-key': 'key-3' });
    expect(good.status).toBe(200);
  });

  it('logs every request with its parsed params, idempotency key and status', async () => {
    await post(createBody({ 'metadata[userId]': 'u-1' }), { 'idempotency-key': 'key-4' });
    await fetch(`${base}/v1/checkout/sessions/cs_test_missing`);

    expect(fake.requests()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/checkout/sessions',
        idempotencyKey: 'key-4',
        apiKey: KEY,
        status: 200,
        replayed: false,
        params: expect.objectContaining({ metadata: { userId: 'u-1' } }),
      }),
      expect.objectContaining({ method: 'GET', apiKey: null, status: 401 }),
    ]);
  });

  it('moves sessions through Stripe’s lifecycle and refuses impossible transitions', async () => {
    const id = ((await (await post(createBody())).json()) as { id: string }).id;

    expect(fake.markComplete(id, { paymentStatus: 'unpaid' })).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
      url: null,
      payment_intent: expect.stringMatching(/^pi_test_/),
    });
    expect(() => fake.expire(id)).toThrowError(FakeStripeStateError);
    expect(() => fake.markComplete(id, { paymentStatus: 'paid' })).toThrowError(
      FakeStripeStateError,
    );
    expect(fake.markPaid(id)).toMatchObject({ status: 'complete', payment_status: 'paid' });

    const other = ((await (await post(createBody())).json()) as { id: string }).id;
    expect(fake.expire(other)).toMatchObject({ status: 'expired', url: null });
    expect(() => fake.markPaid(other)).toThrowError(FakeStripeStateError);
    expect(() => fake.markPaid('cs_test_unknown')).toThrowError(FakeStripeStateError);
  });

  it('expires an open session once its expires_at has passed', async () => {
    const id = ((await (await post(createBody())).json()) as { id: string }).id;
    clock = (NOW_S + 3599) * 1000;
    expect(fake.session(id)?.status).toBe('open');
    clock = (NOW_S + 3600) * 1000;
    expect(fake.session(id)).toMatchObject({ status: 'expired', url: null });
  });

  it('hands out snapshots that do not change the stored session', async () => {
    const id = ((await (await post(createBody())).json()) as { id: string }).id;
    const snapshot = fake.session(id);
    if (snapshot) snapshot.status = 'complete';
    expect(fake.session(id)?.status).toBe('open');
  });

  it('builds checkout.session events that verify with the SDK', async () => {
    const id = ((await (await post(createBody())).json()) as { id: string }).id;
    const paid = fake.markPaid(id);
    const event = fake.event('checkout.session.completed', id);

    expect(event).toEqual({
      id: expect.stringMatching(/^evt_[A-Za-z0-9]+$/),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: NOW_S,
      data: { object: paid },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    });

    const stripe = new Stripe(KEY);
    const { payload, signature } = signedWebhook(stripe, 'whsec_test', event);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(payload, signature, 'whsec_test')).toEqual(event);
    expect(fake.event('checkout.session.expired', paid).data.object).toEqual(paid);
    expect(checkoutSessionEvent('checkout.session.expired', paid).type).toBe(
      'checkout.session.expired',
    );
  });
});
