export type {
  CheckoutProvider,
  CheckoutSessionState,
  CreateCheckoutSessionInput,
} from './checkout-provider';
export { CheckoutProviderError, CheckoutSessionNotFound } from './checkout-provider';
export {
  createStripeCheckout,
  createStripeClient,
  toCheckoutSessionState,
} from './stripe-checkout';
export type { StripeApiBase, StripeCheckoutOptions } from './stripe-checkout';
export {
  CHECKOUT_SESSION_ID_TEMPLATE,
  MAX_EXPIRES_IN_SECONDS,
  MIN_EXPIRES_IN_SECONDS,
} from './stripe-checkout-params';
export {
  constructWebhookEvent,
  InvalidWebhookPayload,
  InvalidWebhookSignature,
  WEBHOOK_TOLERANCE_SECONDS,
} from './stripe-webhook';
export type { InvalidWebhookSignatureReason } from './stripe-webhook';
