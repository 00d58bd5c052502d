import { randomBytes } from 'node:crypto';

import type { Database, Kysely } from '@veloforge/db';

import { AppError } from '../../errors';
import type { CheckoutProvider, CheckoutSessionState } from '../../ports';

const NOT_FOUND = 'Checkout session not found';

/**
 * The built-in test checkout: a real, labelled payment provider that charges nothing. Sessions
 * live in test_checkout_sessions and are paid from the app's own /test-checkout page; everything
 * after that (verify, fulfil, ledger) is the same code as for Stripe.
 */
export function createTestCheckout(db: Kysely<Database>, appUrl: string): CheckoutProvider {
  return {
    name: 'test',
    async createSession(input) {
      const sessionId = `tcs_${randomBytes(18).toString('base64url')}`;
      await db
        .insertInto('testCheckoutSessions')
        .values({
          id: sessionId,
          purchaseId: input.purchaseId,
          userId: input.userId,
          amountTotal: input.amountCents,
          currency: input.currency,
          tokens: input.tokens,
          expiresAt: new Date(Date.now() + input.expiresInSeconds * 1000),
        })
        .execute();
      return { sessionId, url: `${appUrl}/test-checkout/${sessionId}` };
    },
    async retrieveSession(sessionId) {
      const row = await findTestSession(db, sessionId);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      return toState(row);
    },
  };
}

type TestSessionRow = NonNullable<Awaited<ReturnType<typeof findTestSession>>>;

function findTestSession(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('testCheckoutSessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

function isExpired(row: TestSessionRow, now = new Date()) {
  return row.status === 'expired' || (row.status === 'open' && row.expiresAt <= now);
}

function toState(row: TestSessionRow): CheckoutSessionState {
  return {
    sessionId: row.id,
    status: isExpired(row) ? 'expired' : row.status,
    paymentStatus: row.paymentStatus,
    amountTotal: row.amountTotal,
    currency: row.currency,
    purchaseId: row.purchaseId,
    userId: row.userId,
  };
}

export type TestCheckoutView = {
  sessionId: string;
  amountCents: number;
  currency: string;
  tokens: number;
  status: 'open' | 'complete' | 'expired';
};

/** What the test checkout page shows; only the buyer may see it (404 otherwise). */
export async function viewTestCheckout(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<TestCheckoutView> {
  const row = await findTestSession(db, sessionId);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', NOT_FOUND);
  const state = toState(row);
  return {
    sessionId: row.id,
    amountCents: row.amountTotal,
    currency: row.currency,
    tokens: row.tokens,
    status: state.status,
  };
}

/** "Pays" an open test session (the buyer only). Paying twice is harmless. */
export async function payTestCheckout(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<{ redirectUrl: string }> {
  const view = await viewTestCheckout(db, userId, sessionId);
  if (view.status === 'expired')
    throw new AppError('CONFLICT', 'This checkout session has expired');
  await db
    .updateTable('testCheckoutSessions')
    .set({ status: 'complete', paymentStatus: 'paid' })
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .execute();
  return { redirectUrl: `/purchase-success?session_id=${encodeURIComponent(sessionId)}` };
}
