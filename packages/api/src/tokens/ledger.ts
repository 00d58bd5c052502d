import type { Database, Kysely, Transaction } from '@veloforge/db';

import { AppError } from '../errors';

/**
 * The token ledger: the only code that changes users.tokens. Every change is one conditional
 * UPDATE of the cached balance plus one append-only ledger row, in the same transaction, so
 * users.tokens = SUM(token_ledger.delta) always holds. Keys are unique, so a retried write is
 * applied at most once.
 */

export type SpendReason = 'generation' | 'troubleshoot' | 'instruction';
export type CreditReason = 'purchase' | 'admin_grant';

export const INSUFFICIENT_TOKENS = 'Insufficient tokens';

type Db = Kysely<Database> | Transaction<Database>;

/** Runs `work` in the caller's transaction when there is one, else in a new one. */
function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

function assertPositiveInteger(amount: number, what: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError('BAD_REQUEST', `${what} must be a positive whole number of tokens`);
  }
}

export type SpendInput = {
  userId: string;
  cost: number;
  reason: SpendReason;
  /** What was bought (a generation id); refund(ref) gives it back. Unique per spend. */
  ref: string;
};

/**
 * Charges `cost` tokens if the balance covers it, in one statement (no read-then-write race):
 * 402 'Insufficient tokens' and nothing written otherwise. Charging the same ref twice is a 409.
 */
export async function spend(db: Db, input: SpendInput): Promise<{ balance: number }> {
  assertPositiveInteger(input.cost, 'A cost');
  return inTransaction(db, async (trx) => {
    // The UPDATE and the ledger row in one statement, one round trip: the row is written only
    // when the UPDATE charged.
    const { balance, recorded } = await trx
      .with('charged', (qb) =>
        qb
          .updateTable('users')
          .set((eb) => ({ tokens: eb('tokens', '-', input.cost) }))
          .where('id', '=', input.userId)
          .where('tokens', '>=', input.cost)
          .returning(['id', 'tokens']),
      )
      .with('entry', (qb) =>
        qb
          .insertInto('tokenLedger')
          .columns(['userId', 'delta', 'reason', 'idempotencyKey', 'refId'])
          .expression((eb) =>
            eb
              .selectFrom('charged')
              .select([
                'charged.id',
                eb.val(-input.cost).as('delta'),
                eb.val(input.reason).as('reason'),
                eb.val(`spend:${input.ref}`).as('idempotencyKey'),
                eb.val(input.ref).as('refId'),
              ]),
          )
          .onConflict((oc) => oc.column('idempotencyKey').doNothing())
          .returning('id'),
      )
      .selectNoFrom((eb) => [
        eb.selectFrom('charged').select('tokens').as('balance'),
        eb.exists(eb.selectFrom('entry').select('id')).as('recorded'),
      ])
      .executeTakeFirstOrThrow();
    if (balance === null) throw new AppError('PAYMENT_REQUIRED', INSUFFICIENT_TOKENS);
    // Rolls the balance change back with the transaction.
    if (!recorded) throw new AppError('CONFLICT', `Already charged for ${input.ref}`);
    return { balance };
  });
}

/**
 * Gives back what the spend for `ref` took, at most once however often it is called (the
 * refund's key is unique). Returns false when there is nothing (left) to refund.
 */
export async function refund(
  db: Db,
  ref: string,
): Promise<{ refunded: boolean; balance?: number }> {
  return inTransaction(db, async (trx) => {
    const spent = await trx
      .selectFrom('tokenLedger')
      .select(['userId', 'delta'])
      .where('idempotencyKey', '=', `spend:${ref}`)
      .executeTakeFirst();
    if (!spent) return { refunded: false };
    const entry = await trx
      .insertInto('tokenLedger')
      .values({
        userId: spent.userId,
        delta: -spent.delta,
        reason: 'refund',
        idempotencyKey: `refund:${ref}`,
        refId: ref,
      })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning('delta')
      .executeTakeFirst();
    if (!entry) return { refunded: false };
    const user = await trx
      .updateTable('users')
      .set((eb) => ({ tokens: eb('tokens', '+', entry.delta) }))
      .where('id', '=', spent.userId)
      .returning('tokens')
      .executeTakeFirstOrThrow();
    return { refunded: true, balance: user.tokens };
  });
}

export type CreditInput = {
  userId: string;
  amount: number;
  reason: CreditReason;
  /** Unique: `purchase:<sessionId>`, `grant:<requestId>`… A repeated key credits nothing. */
  idempotencyKey: string;
  ref?: string;
  actorId?: string | null;
  note?: string | null;
};

/** Adds tokens once per idempotency key. */
export async function credit(
  db: Db,
  input: CreditInput,
): Promise<{ credited: boolean; balance: number }> {
  assertPositiveInteger(input.amount, 'A credit');
  return inTransaction(db, async (trx) => {
    const entry = await trx
      .insertInto('tokenLedger')
      .values({
        userId: input.userId,
        delta: input.amount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        refId: input.ref ?? null,
        actorId: input.actorId ?? null,
        note: input.note ?? null,
      })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!entry) return { credited: false, balance: await balanceOf(trx, input.userId) };
    const user = await trx
      .updateTable('users')
      .set((eb) => ({ tokens: eb('tokens', '+', input.amount) }))
      .where('id', '=', input.userId)
      .returning('tokens')
      .executeTakeFirstOrThrow();
    return { credited: true, balance: user.tokens };
  });
}

/** The cached balance (equal to the ledger sum). */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('tokens')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row.tokens;
}
