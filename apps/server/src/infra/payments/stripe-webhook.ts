import Stripe from 'stripe';

/** Stripe's documented default: deliveries signed more than 5 minutes ago are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type InvalidWebhookSignatureReason = 'missing_header' | 'bad_signature' | 'stale_timestamp';

/**
 * The delivery is not provably from Stripe: answer 400 and do nothing. `reason` is for the
 * log (a stale timestamp hints at a replay or a clock problem, a bad signature at a wrong
 * secret or a body changed on the way, e.g. parsed and re-serialised).
 */
export class InvalidWebhookSignature extends Error {
  override name = 'InvalidWebhookSignature';
  constructor(
    readonly reason: InvalidWebhookSignatureReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Correctly signed, but not a snapshot event we can read: also 400, also no side effects. */
export class InvalidWebhookPayload extends Error {
  override name = 'InvalidWebhookPayload';
}

/**
 * Verifies a webhook delivery and returns its event. `rawBody` must be the exact bytes received
 * (the signature covers them), so the route needs the raw body, not a parsed one.
 */
export function constructWebhookEvent(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  webhookSecret: string,
  options: { toleranceSeconds?: number } = {},
): Stripe.Event {
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  // Since stripe-node v23 a tolerance of 0 turns the timestamp check off; never let that happen.
  if (!Number.isInteger(tolerance) || tolerance <= 0) {
    throw new RangeError('Webhook tolerance must be a positive number of seconds');
  }
  // A blank secret is our misconfiguration, not the sender's fault: fail loudly (500), so
  // Stripe keeps retrying until it is fixed.
  if (webhookSecret.trim() === '') throw new TypeError('Stripe webhook secret is not configured');
  if (signatureHeader === undefined || signatureHeader.trim() === '') {
    throw new InvalidWebhookSignature('missing_header', 'Missing Stripe-Signature header');
  }

  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, tolerance);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      // The SDK tells the cases apart only by message; this one has been stable for years.
      const stale = /tolerance/i.test(error.message);
      throw new InvalidWebhookSignature(
        stale ? 'stale_timestamp' : 'bad_signature',
        stale ? 'Webhook timestamp is too old' : 'Webhook signature does not match',
        { cause: error },
      );
    }
    // Verified, then unreadable: not JSON, or a v2 "thin" event notification.
    throw new InvalidWebhookPayload(`Unreadable webhook payload: ${String(error)}`, {
      cause: error,
    });
  }
  if (typeof event !== 'object' || event === null || event.object !== 'event') {
    throw new InvalidWebhookPayload('Webhook payload is not a Stripe event');
  }
  return event;
}
