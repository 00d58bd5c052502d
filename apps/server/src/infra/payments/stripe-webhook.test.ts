import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  checkoutSessionEvent,
  signedWebhook,
  startFakeStripe,
  type FakeCheckoutSession,
} from '../../testing/fake-stripe';
import {
  constructWebhookEvent,
  InvalidWebhookPayload,
  InvalidWebhookSignature,
} from './stripe-webhook';

const SECRET = 'whsec_test_veloforge_0123456789abcdef';

/** A real session from the fake, paid, as the webhook would carry it. */
async function paidSession(): Promise<FakeCheckoutSession> {
  const fake = await startFakeStripe();
  try {
    const stripe = new Stripe('sk_test_x', {
      ...fake.apiBase,
      maxNetworkRetries: 0,
      timeout: 5_000,
    });
    const { id } = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Tokens' } },
          quantity: 1,
        },
      ],
      client_reference_id: 'user-1',
      metadata: { userId: 'user-1', purchaseId: 'purchase-1', tokens: '150' },
      success_url: 'https://veloforge.test/r?session_id={CHECKOUT_SESSION_ID}',
    });
    return fake.markPaid(id);
  } finally {
    await fake.close();
  }
}

function rejection(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('constructWebhookEvent', () => {
  let session: FakeCheckoutSession;
  beforeAll(async () => {
    session = await paidSession();
  });

  it('returns the event of a correctly signed delivery', () => {
    const event = checkoutSessionEvent('checkout.session.completed', session);
    const { payload, signature } = signedWebhook(Stripe, SECRET, event);

    const verified = constructWebhookEvent(payload, signature, SECRET);
    expect(verified).toEqual(event);
    expect(verified.type).toBe('checkout.session.completed');
    expect(verified.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
  });

  it('accepts the raw body as a Buffer too', () => {
    const { payload, signature } = signedWebhook(
      Stripe,
      SECRET,
      checkoutSessionEvent('checkout.session.expired', session),
    );
    expect(constructWebhookEvent(Buffer.from(payload), signature, SECRET).type).toBe(
      'checkout.session.expired',
    );
  });

  it('accepts a delivery signed just inside the 300 s window', () => {
    const event = checkoutSessionEvent('checkout.session.completed', session);
    const timestamp = Math.floor(Date.now() / 1000) - 290;
    const { payload, signature } = signedWebhook(Stripe, SECRET, event, { timestamp });
    expect(constructWebhookEvent(payload, signature, SECRET).id).toBe(event.id);
  });

  it('rejects a delivery signed with another secret', () => {
    const { payload, signature } = signedWebhook(
      Stripe,
      'whsec_someone_else',
      checkoutSessionEvent('checkout.session.completed', session),
    );
    const error = rejection(() => constructWebhookEvent(payload, signature, SECRET));
    expect(error).toBeInstanceOf(InvalidWebhookSignature);
    expect(error).toMatchObject({ reason: 'bad_signature' });
  });

  it('rejects a tampered payload', () => {
    const { payload, signature } = signedWebhook(
      Stripe,
      SECRET,
      checkoutSessionEvent('checkout.session.completed', session),
    );
    const tampered = payload.replace('"amount_total":500', '"amount_total":5');
    expect(tampered).not.toBe(payload);
    const error = rejection(() => constructWebhookEvent(tampered, signature, SECRET));
    expect(error).toBeInstanceOf(InvalidWebhookSignature);
    expect(error).toMatchObject({ reason: 'bad_signature' });
  });

  it('rejects a re-serialised payload (the route must pass the raw body)', () => {
    const event = checkoutSessionEvent('checkout.session.completed', session);
    const { signature } = signedWebhook(Stripe, SECRET, event);
    const reformatted = JSON.stringify(event, null, 2);
    expect(() => constructWebhookEvent(reformatted, signature, SECRET)).toThrowError(
      InvalidWebhookSignature,
    );
  });

  it('rejects a missing or empty Stripe-Signature header', () => {
    const { payload } = signedWebhook(
      Stripe,
      SECRET,
      checkoutSessionEvent('checkout.session.completed', session),
    );
    for (const header of [undefined, '', '  ']) {
      const error = rejection(() => constructWebhookEvent(payload, header, SECRET));
      expect(error).toBeInstanceOf(InvalidWebhookSignature);
      expect(error).toMatchObject({ reason: 'missing_header' });
    }
  });

  it('rejects a header without a v1 signature or timestamp', () => {
    const { payload } = signedWebhook(
      Stripe,
      SECRET,
      checkoutSessionEvent('checkout.session.completed', session),
    );
    for (const header of ['garbage', 't=123', 'v1=abc']) {
      expect(() => constructWebhookEvent(payload, header, SECRET)).toThrowError(
        InvalidWebhookSignature,
      );
    }
  });

  it('rejects a delivery signed more than 300 s ago', () => {
    const timestamp = Math.floor(Date.now() / 1000) - 301;
    const { payload, signature } = signedWebhook(
      Stripe,
      SECRET,
      checkoutSessionEvent('checkout.session.completed', session),
      { timestamp },
    );
    const error = rejection(() => constructWebhookEvent(payload, signature, SECRET));
    expect(error).toBeInstanceOf(InvalidWebhookSignature);
    expect(error).toMatchObject({ reason: 'stale_timestamp' });
  });

  it('refuses to run with the timestamp check switched off', () => {
    const { payload, signature } = signedWebhook(
      Stripe,
      SECRET,
      checkoutSessionEvent('checkout.session.completed', session),
    );
    expect(() =>
      constructWebhookEvent(payload, signature, SECRET, { toleranceSeconds: 0 }),
    ).toThrowError(RangeError);
  });

  it('treats a blank webhook secret as a configuration error, not a bad request', () => {
    const { payload, signature } = signedWebhook(
      Stripe,
      SECRET,
      checkoutSessionEvent('checkout.session.completed', session),
    );
    const error = rejection(() => constructWebhookEvent(payload, signature, ' '));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(InvalidWebhookSignature);
  });

  it('rejects a correctly signed body that is not a snapshot event', () => {
    for (const body of ['not json', JSON.stringify({ id: 'evt_1', object: 'v2.core.event' })]) {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
      expect(() => constructWebhookEvent(body, signature, SECRET)).toThrowError(
        InvalidWebhookPayload,
      );
    }
  });
});
