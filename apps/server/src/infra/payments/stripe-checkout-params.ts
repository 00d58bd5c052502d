import type Stripe from 'stripe';

import type { CreateCheckoutSessionInput } from './checkout-provider';

/** Stripe accepts `expires_at` from 30 minutes to 24 hours after creation. */
export const MIN_EXPIRES_IN_SECONDS = 30 * 60;
export const MAX_EXPIRES_IN_SECONDS = 24 * 60 * 60;
/** Stripe's bounds for one charge: about $0.50 at least, 8 digits at most. */
export const MIN_AMOUNT_CENTS = 50;
export const MAX_AMOUNT_CENTS = 99_999_999;
export const CHECKOUT_SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
// Stripe's limits: client_reference_id 200 characters, metadata values 500.
const MAX_REFERENCE_LENGTH = 200;

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new RangeError(`Invalid checkout input: ${message}`);
}

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

/**
 * Checks the input against what Stripe would refuse, so a bad value fails here with a clear
 * message instead of as a 400 from Stripe after the purchase row exists.
 */
export function assertValidCheckoutInput(input: CreateCheckoutSessionInput): void {
  check(
    isIntegerIn(input.amountCents, MIN_AMOUNT_CENTS, MAX_AMOUNT_CENTS),
    `amountCents must be an integer from ${MIN_AMOUNT_CENTS} to ${MAX_AMOUNT_CENTS}`,
  );
  check(isIntegerIn(input.tokens, 1, Number.MAX_SAFE_INTEGER), 'tokens must be a positive integer');
  check(/^[a-zA-Z]{3}$/.test(input.currency), 'currency must be a 3-letter ISO 4217 code');
  check(input.productName.trim() !== '', 'productName is empty');
  check(
    input.successUrl.includes(CHECKOUT_SESSION_ID_TEMPLATE),
    `successUrl must contain ${CHECKOUT_SESSION_ID_TEMPLATE} so the return page knows the session`,
  );
  check(URL.canParse(input.successUrl), 'successUrl is not an absolute URL');
  check(URL.canParse(input.cancelUrl), 'cancelUrl is not an absolute URL');
  check(
    isIntegerIn(input.expiresInSeconds, MIN_EXPIRES_IN_SECONDS, MAX_EXPIRES_IN_SECONDS),
    `expiresInSeconds must be an integer from ${MIN_EXPIRES_IN_SECONDS} to ${MAX_EXPIRES_IN_SECONDS}`,
  );
  check(
    input.idempotencyKey.length > 0 && input.idempotencyKey.length <= MAX_IDEMPOTENCY_KEY_LENGTH,
    `idempotencyKey must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
  );
  check(
    input.userId !== '' && input.userId.length <= MAX_REFERENCE_LENGTH,
    `userId must be 1 to ${MAX_REFERENCE_LENGTH} characters`,
  );
  check(
    input.purchaseId !== '' && input.purchaseId.length <= MAX_REFERENCE_LENGTH,
    `purchaseId must be 1 to ${MAX_REFERENCE_LENGTH} characters`,
  );
}

/**
 * The Checkout Session for one token package: payment mode, a single line item priced inline
 * from the purchase snapshot, and the ids fulfilment needs to find the purchase again.
 */
export function checkoutSessionParams(
  input: CreateCheckoutSessionInput,
  nowSeconds: number,
): Stripe.Checkout.SessionCreateParams {
  assertValidCheckoutInput(input);
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: input.currency.toLowerCase(),
          unit_amount: input.amountCents,
          product_data: { name: input.productName },
        },
        quantity: 1,
      },
    ],
    client_reference_id: input.userId,
    // Metadata values are strings on Stripe's side.
    metadata: {
      userId: input.userId,
      purchaseId: input.purchaseId,
      tokens: String(input.tokens),
    },
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: nowSeconds + input.expiresInSeconds,
  };
}
