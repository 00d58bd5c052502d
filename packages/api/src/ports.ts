/**
 * What the API needs from the outside world, as interfaces. The host (apps/server) supplies the
 * implementations: in-memory or Redis rate limits, log or SMTP mail, the real clock.
 */

export type RateLimitResult = {
  allowed: boolean;
  /** Hits left in the current window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the window frees up; 0 when allowed. */
  retryAfterSeconds: number;
};

export type RateLimitRule = {
  /** Rule name, part of the key, e.g. 'login-fail'. */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimiter = {
  /** Counts one hit for `key` under `rule` and says whether it is within the limit. */
  hit(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /** Would a hit now be allowed (count < limit)? Does not count (e.g. before a password check). */
  peek(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /** Forgets the key (e.g. failed logins after a successful one). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

/** A payment provider's checkout session as the purchase flow needs it (Stripe's names). */
export type CheckoutSessionState = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** Minor units. */
  amountTotal: number | null;
  currency: string | null;
  purchaseId: string | null;
  userId: string | null;
};

export type CreateCheckoutInput = {
  purchaseId: string;
  userId: string;
  amountCents: number;
  tokens: number;
  currency: string;
  productName: string;
  /** Contains the literal `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  expiresInSeconds: number;
};

/** Stripe Checkout, or the built-in test checkout when no Stripe key is configured. */
export type CheckoutProvider = {
  name: 'stripe' | 'test';
  createSession(input: CreateCheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Re-reads the session from the provider: the only source of truth for "paid". */
  retrieveSession(sessionId: string): Promise<CheckoutSessionState>;
};
