import Stripe from 'stripe';

import type { FakeCheckoutSession } from './session-store';
import { randomId } from './session-store';

export type CheckoutSessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** A snapshot event in Stripe's v1 shape, carrying the session as it was at that moment. */
export type FakeStripeEvent<T = FakeCheckoutSession> = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: T };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export function checkoutSessionEvent(
  type: CheckoutSessionEventType,
  session: FakeCheckoutSession,
  options: { created?: number } = {},
): FakeStripeEvent {
  return {
    id: randomId('evt_'),
    object: 'event',
    // What Stripe stamps on events for an endpoint pinned to the SDK's own version.
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object: structuredClone(session) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Anything with the SDK's webhook helpers: the Stripe class itself or a client instance. */
export type WebhookSigner = { webhooks: Pick<Stripe.Webhooks, 'generateTestHeaderString'> };

/**
 * The body and `Stripe-Signature` header of a webhook delivery, signed the way Stripe signs.
 * `timestamp` (Unix seconds, default now) lets a test send a stale delivery. Post `payload`
 * byte for byte: the signature covers the exact string.
 */
export function signedWebhook(
  stripe: WebhookSigner,
  secret: string,
  event: object,
  options: { timestamp?: number } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, signature };
}
