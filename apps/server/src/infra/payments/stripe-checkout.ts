import Stripe from 'stripe';

import {
  CheckoutProviderError,
  CheckoutSessionNotFound,
  type CheckoutProvider,
  type CheckoutSessionState,
} from './checkout-provider';
import { checkoutSessionParams } from './stripe-checkout-params';

export {
  constructWebhookEvent,
  InvalidWebhookPayload,
  InvalidWebhookSignature,
} from './stripe-webhook';

export type StripeApiBase = { host: string; port: number; protocol: 'http' | 'https' };

export type StripeCheckoutOptions = {
  secretKey: string;
  /** Another API server, e.g. the fake in tests; api.stripe.com by default. */
  apiBase?: StripeApiBase;
  /** Per attempt. A buyer is waiting on create, so much less than the SDK's 80 s default. */
  timeoutMs?: number;
  /** Safe for create too: every create carries our idempotency key. */
  maxNetworkRetries?: number;
  /** Clock in milliseconds for `expires_at`; defaults to Date.now. */
  now?: () => number;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_NETWORK_RETRIES = 2;
// Stripe's id format; anything else is not worth a round trip (and never reaches a URL path).
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/;

const STATUSES = ['open', 'complete', 'expired'] as const;
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null, what: string): T {
  // The SDK types these enums as open (`| OtherString`): a value added later by Stripe must not
  // be mistaken for one we know, so an unknown one is an error rather than a guess.
  if (value !== null && (allowed as readonly string[]).includes(value)) return value as T;
  throw new CheckoutProviderError(`Stripe returned an unexpected ${what}: ${String(value)}`);
}

/** The session's owner; a disagreement between the two places means nobody owns it. */
function ownerOf(session: Stripe.Checkout.Session): string | null {
  const fromReference = session.client_reference_id ?? null;
  const fromMetadata = session.metadata?.userId ?? null;
  if (fromReference !== null && fromMetadata !== null && fromReference !== fromMetadata)
    return null;
  return fromReference ?? fromMetadata;
}

export function toCheckoutSessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  return {
    sessionId: session.id,
    status: oneOf(STATUSES, session.status, 'session status'),
    paymentStatus: oneOf(PAYMENT_STATUSES, session.payment_status, 'payment status'),
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    purchaseId: session.metadata?.purchaseId ?? null,
    userId: ownerOf(session),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A Stripe client with the network behaviour chosen here rather than left to SDK defaults. */
export function createStripeClient(options: StripeCheckoutOptions): Stripe {
  if (options.secretKey.trim() === '') throw new TypeError('Stripe secret key is empty');
  return new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    ...options.apiBase,
  });
}

/** Stripe Checkout (hosted page) behind the provider-neutral CheckoutProvider. */
export function createStripeCheckout(options: StripeCheckoutOptions): CheckoutProvider {
  const stripe = createStripeClient(options);
  const now = options.now ?? Date.now;

  return {
    name: 'stripe',

    async createSession(input) {
      const params = checkoutSessionParams(input, Math.floor(now() / 1000));
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(params, {
          idempotencyKey: input.idempotencyKey,
        });
      } catch (error) {
        throw new CheckoutProviderError(
          `Stripe could not create a Checkout Session for purchase ${input.purchaseId}: ${describe(error)}`,
          { cause: error },
        );
      }
      if (!session.url) {
        throw new CheckoutProviderError(
          `Stripe Checkout Session ${session.id} has no URL (status ${String(session.status)})`,
        );
      }
      return { sessionId: session.id, url: session.url };
    },

    async retrieveSession(sessionId) {
      if (!SESSION_ID.test(sessionId)) throw new CheckoutSessionNotFound(sessionId);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new CheckoutSessionNotFound(sessionId);
        }
        throw new CheckoutProviderError(
          `Stripe could not retrieve Checkout Session ${sessionId}: ${describe(error)}`,
          { cause: error },
        );
      }
      return toCheckoutSessionState(session);
    },
  };
}
