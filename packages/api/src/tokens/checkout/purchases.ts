import type { Database, Kysely } from '@veloforge/db';
import { PRODUCT_NAME } from '@veloforge/shared';

import type { Logger } from '../../context';
import { AppError } from '../../errors';
import type { CheckoutProvider } from '../../ports';
import { credit } from '../ledger';
import { getPublicSettings } from '../settings-service';

/** Stripe's minimum charge in USD (security-checklist P2). */
const MIN_CHARGE_CENTS = 50;
/** Checkout sessions expire after an hour (Stripe allows 30 min to 24 h; P4). */
const CHECKOUT_LIFETIME_SECONDS = 60 * 60;
const CURRENCY = 'usd';

export type PurchaseDeps = {
  db: Kysely<Database>;
  provider: CheckoutProvider;
  appUrl: string;
  log: Logger;
};

/**
 * Starts a purchase: snapshots the package (price and size) from settings into a pending
 * purchase, then opens a provider session for exactly that. Nothing from the client decides
 * what is charged or credited (P1, P3).
 */
export async function startCheckout(
  deps: PurchaseDeps,
  userId: string,
): Promise<{ success: true; url: string; sessionId: string }> {
  const pack = await getPublicSettings(deps.db);
  if (deps.provider.name === 'stripe' && pack.tokenPackagePrice < MIN_CHARGE_CENTS) {
    throw new AppError('PRECONDITION_FAILED', 'Token purchases are unavailable right now');
  }
  const purchase = await deps.db
    .insertInto('tokenPurchases')
    .values({
      userId,
      provider: deps.provider.name,
      amountPaid: pack.tokenPackagePrice,
      tokens: pack.tokenPackageAmount,
      currency: CURRENCY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const session = await deps.provider.createSession({
    purchaseId: purchase.id,
    userId,
    amountCents: pack.tokenPackagePrice,
    tokens: pack.tokenPackageAmount,
    currency: CURRENCY,
    productName: `${pack.tokenPackageAmount} ${PRODUCT_NAME} tokens`,
    successUrl: `${deps.appUrl}/purchase-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${deps.appUrl}/purchase-cancel`,
    idempotencyKey: `checkout:${purchase.id}`,
    expiresInSeconds: CHECKOUT_LIFETIME_SECONDS,
  });
  await deps.db
    .updateTable('tokenPurchases')
    .set({ providerSessionId: session.sessionId })
    .where('id', '=', purchase.id)
    .execute();
  return { success: true, url: session.url, sessionId: session.sessionId };
}

export type FulfilResult =
  | { status: 'completed'; tokens: number; userId: string }
  | { status: 'pending' | 'expired' | 'failed'; tokens: number; userId: string };

function findPurchase(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('tokenPurchases')
    .select(['id', 'userId', 'tokens', 'amountPaid', 'currency', 'status'])
    .where('providerSessionId', '=', sessionId)
    .executeTakeFirst();
}

/**
 * The one fulfilment path, for the verify poll and the webhook alike, safe to call any number
 * of times concurrently (P5-P7): it re-reads the session from the provider, requires it
 * complete and paid for the snapshotted amount, then flips pending -> completed and credits the
 * ledger in one transaction. Only one caller can flip the row, and the ledger key
 * `purchase:<sessionId>` is unique besides.
 */
export async function fulfil(deps: PurchaseDeps, sessionId: string): Promise<FulfilResult> {
  const purchase = await findPurchase(deps.db, sessionId);
  if (!purchase) throw new AppError('NOT_FOUND', 'Purchase not found');
  const base = { tokens: purchase.tokens, userId: purchase.userId };
  if (purchase.status !== 'pending') return { status: purchase.status, ...base };

  const session = await deps.provider.retrieveSession(sessionId);
  if (session.status === 'expired') {
    await markPurchase(deps.db, sessionId, 'expired');
    return { status: 'expired', ...base };
  }
  const paid = session.status === 'complete' && session.paymentStatus !== 'unpaid';
  if (!paid) return { status: 'pending', ...base };
  if (session.amountTotal !== purchase.amountPaid || session.currency !== purchase.currency) {
    deps.log.error(
      { sessionId, expected: purchase.amountPaid, got: session.amountTotal },
      'checkout amount does not match the purchase snapshot; not crediting',
    );
    await markPurchase(deps.db, sessionId, 'failed');
    return { status: 'failed', ...base };
  }

  await deps.db.transaction().execute(async (trx) => {
    const flipped = await trx
      .updateTable('tokenPurchases')
      .set({ status: 'completed', completedAt: new Date() })
      .where('id', '=', purchase.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!flipped) return;
    await credit(trx, {
      userId: purchase.userId,
      amount: purchase.tokens,
      reason: 'purchase',
      idempotencyKey: `purchase:${sessionId}`,
      ref: purchase.id,
    });
  });
  // Whoever won the flip credited; every caller now sees the purchase completed.
  const final = await findPurchase(deps.db, sessionId);
  return { status: final?.status ?? 'pending', ...base };
}

/** Marks a still-pending purchase expired or failed (a completed one is never touched). */
export async function markPurchase(
  db: Kysely<Database>,
  sessionId: string,
  status: 'expired' | 'failed',
): Promise<void> {
  await db
    .updateTable('tokenPurchases')
    .set({ status })
    .where('providerSessionId', '=', sessionId)
    .where('status', '=', 'pending')
    .execute();
}

const VERIFY_MESSAGES = {
  completed: (tokens: number) =>
    `Payment verified: ${tokens} tokens have been added to your account.`,
  pending: 'Payment has not been completed yet.',
  expired: 'This checkout session has expired. No charge was made.',
  failed: 'This payment could not be verified. Please contact support.',
} as const;

/**
 * GET /api/verify-purchase: the buyer asks whether their session is paid, which fulfils it if
 * so. Another user's session is a 404, exactly like an unknown one (no credit, no hint; P8).
 */
export async function verifyPurchase(
  deps: PurchaseDeps,
  userId: string,
  sessionId: string,
): Promise<{ success: boolean; tokenAmount: number; message: string }> {
  const purchase = await findPurchase(deps.db, sessionId);
  if (!purchase || purchase.userId !== userId)
    throw new AppError('NOT_FOUND', 'Purchase not found');
  const result = await fulfil(deps, sessionId);
  if (result.status === 'completed') {
    return {
      success: true,
      tokenAmount: result.tokens,
      message: VERIFY_MESSAGES.completed(result.tokens),
    };
  }
  return { success: false, tokenAmount: 0, message: VERIFY_MESSAGES[result.status] };
}
