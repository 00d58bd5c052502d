import { randomInt } from 'node:crypto';

import type { CheckoutSessionRequest, FakeLineItem } from './session-params';

/** The fields of Stripe's `checkout.session` object that the fake keeps (wire names). */
export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  ui_mode: 'hosted_page';
  livemode: false;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  /** Only an open session has a URL; Stripe nulls it once complete or expired. */
  url: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids: a prefix and letters/digits only (the verify endpoint checks that format). */
export function randomId(prefix: string, length = 24): string {
  let id = prefix;
  for (let i = 0; i < length; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

export class FakeStripeStateError extends Error {
  override name = 'FakeStripeStateError';
}

/** In-memory sessions with Stripe's lifecycle: open -> complete | expired, never back. */
export function createSessionStore(nowSeconds: () => number) {
  const sessions = new Map<string, FakeCheckoutSession>();
  const lineItems = new Map<string, FakeLineItem[]>();

  /** Stripe expires open sessions on its own once `expires_at` has passed. */
  function expireIfDue(session: FakeCheckoutSession) {
    if (session.status === 'open' && nowSeconds() >= session.expires_at) {
      session.status = 'expired';
      session.url = null;
    }
  }

  function get(id: string): FakeCheckoutSession | undefined {
    const session = sessions.get(id);
    if (session) expireIfDue(session);
    return session;
  }

  function mustGet(id: string): FakeCheckoutSession {
    return get(id) ?? throwState(`No such checkout.session: '${id}'`);
  }

  function throwState(message: string): never {
    throw new FakeStripeStateError(message);
  }

  /** The buyer finished Checkout; 'unpaid' models a delayed method (bank debit) still pending. */
  function complete(id: string, paymentStatus: 'paid' | 'unpaid'): FakeCheckoutSession {
    const session = mustGet(id);
    if (session.status !== 'open') {
      throwState(`Checkout session ${id} is ${session.status}; only an open one can complete`);
    }
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.url = null;
    session.payment_intent = randomId('pi_test_');
    return structuredClone(session);
  }

  return {
    create(request: CheckoutSessionRequest): FakeCheckoutSession {
      const id = randomId('cs_test_', 58);
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        ui_mode: 'hosted_page',
        livemode: false,
        status: 'open',
        payment_status: 'unpaid',
        amount_subtotal: request.amountTotal,
        amount_total: request.amountTotal,
        currency: request.currency,
        client_reference_id: request.clientReferenceId,
        metadata: request.metadata,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_intent: null,
        created: nowSeconds(),
        expires_at: request.expiresAt,
      };
      sessions.set(id, session);
      lineItems.set(id, request.lineItems);
      return structuredClone(session);
    },

    /** A snapshot, so callers cannot change the stored state by accident. */
    find(id: string): FakeCheckoutSession | undefined {
      const session = get(id);
      return session && structuredClone(session);
    },

    all(): FakeCheckoutSession[] {
      return [...sessions.keys()].map((id) => structuredClone(mustGet(id)));
    },

    lineItems(id: string): FakeLineItem[] {
      mustGet(id);
      return structuredClone(lineItems.get(id) ?? []);
    },

    complete,

    /** The money arrived: straight from open, or later for a complete-but-unpaid session. */
    pay(id: string): FakeCheckoutSession {
      const session = mustGet(id);
      if (session.status === 'expired') throwState(`Checkout session ${id} has expired`);
      if (session.status === 'open') return complete(id, 'paid');
      session.payment_status = 'paid';
      return structuredClone(session);
    },

    expire(id: string): FakeCheckoutSession {
      const session = mustGet(id);
      if (session.status !== 'open') {
        throwState(`Checkout session ${id} is ${session.status}; only an open one can expire`);
      }
      session.status = 'expired';
      session.url = null;
      return structuredClone(session);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
