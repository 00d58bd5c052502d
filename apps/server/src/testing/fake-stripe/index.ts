export { startFakeStripe } from './server';
export type { FakeStripe, FakeStripeOptions, FakeStripeRequest } from './server';
export type { FakeCheckoutSession } from './session-store';
export { FakeStripeStateError } from './session-store';
export type { FakeLineItem } from './session-params';
export { checkoutSessionEvent, signedWebhook } from './webhooks';
export type { CheckoutSessionEventType, FakeStripeEvent, WebhookSigner } from './webhooks';
