import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A session of the built-in test checkout (used when no Stripe key is configured). */
export interface TestCheckoutSessionTable {
  /** `tcs_<random>`, the provider session id stored on the purchase. */
  id: string;
  purchaseId: string;
  userId: string;
  amountTotal: number;
  currency: string;
  tokens: number;
  status: Generated<'open' | 'complete' | 'expired'>;
  paymentStatus: Generated<'paid' | 'unpaid'>;
  createdAt: Generated<Date>;
  expiresAt: Date;
}

export type TestCheckoutSessionRow = Selectable<TestCheckoutSessionTable>;
export type NewTestCheckoutSessionRow = Insertable<TestCheckoutSessionTable>;
export type TestCheckoutSessionUpdate = Updateable<TestCheckoutSessionTable>;
