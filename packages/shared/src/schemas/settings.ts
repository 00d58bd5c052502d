import { z } from 'zod';

/** GET /api/settings: the public token package (price in cents). */
export const ZPublicSettings = z.object({
  tokenPackagePrice: z.number().int(),
  tokenPackageAmount: z.number().int(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/** GET /api/me/tokens (spec section 3: token balance). */
export const ZTokenBalance = z.object({ success: z.literal(true), tokens: z.number().int() });
export type TTokenBalance = z.infer<typeof ZTokenBalance>;

/** Checkout session ids: Stripe's `cs_test_…`/`cs_live_…` or the test checkout's `tcs_…` (P8). */
export const ZCheckoutSessionId = z
  .string()
  .trim()
  .max(255, 'Invalid session id')
  .regex(/^(cs_(test|live)_[A-Za-z0-9]+|tcs_[A-Za-z0-9_-]+)$/, 'Invalid session id');

/** The verify-purchase and test-checkout calls: one checkout session of the caller's. */
export const ZCheckoutSessionInput = z.object({ sessionId: ZCheckoutSessionId });

export const ZCheckoutResponse = z.object({
  success: z.literal(true),
  url: z.string(),
  sessionId: z.string(),
});

export const ZVerifyPurchaseResponse = z.object({
  success: z.boolean(),
  tokenAmount: z.number().int(),
  message: z.string(),
});

export const ZTestCheckoutView = z.object({
  sessionId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  tokens: z.number().int(),
  status: z.enum(['open', 'complete', 'expired']),
});

/** The test checkout's "Pay" answer: where the popup goes next (the purchase-success page). */
export const ZTestCheckoutPaid = z.object({ redirectUrl: z.string() });
