import { randomUUID } from 'node:crypto';

import { credit } from '@veloforge/api';
import { LEDGER_SPEND_REASONS, type Database, type Kysely } from '@veloforge/db';
import { expect } from 'vitest';

import { printSummary } from './report';

/**
 * The money invariants every proof ends with, read straight from the database:
 * - each user's cached balance (users.tokens) equals SUM(token_ledger.delta);
 * - each charge ref has exactly one spend and at most one refund.
 */

/** Gives the user `amount` tokens through the ledger, as an admin grant does. */
export async function grantTokens(
  db: Kysely<Database>,
  userId: string,
  amount: number,
): Promise<void> {
  await credit(db, {
    userId,
    amount,
    reason: 'admin_grant',
    idempotencyKey: `reliability-grant:${randomUUID()}`,
  });
}

export type UserLedger = {
  id: string;
  username: string;
  /** users.tokens, the cached balance. */
  balance: number;
  /** SUM(token_ledger.delta) over every entry of the user. */
  ledgerSum: number;
  /** Entries per reason, e.g. { admin_grant: 1, generation: 10 }. */
  entries: Record<string, number>;
};

export type Charge = { ref: string; userId: string; spends: number; refunds: number };

export type LedgerAudit = { users: UserLedger[]; charges: Charge[]; rows: number };

export async function auditLedger(db: Kysely<Database>, userIds: string[]): Promise<LedgerAudit> {
  if (userIds.length === 0) return { users: [], charges: [], rows: 0 };
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'tokens'])
    .where('id', 'in', userIds)
    .orderBy('username')
    .execute();
  const rows = await db
    .selectFrom('tokenLedger')
    .select(['userId', 'reason', 'refId', 'delta'])
    .where('userId', 'in', userIds)
    .orderBy('id')
    .execute();
  const charges = new Map<string, Charge>();
  for (const row of rows) {
    const isSpend = (LEDGER_SPEND_REASONS as readonly string[]).includes(row.reason);
    if (!isSpend && row.reason !== 'refund') continue;
    const ref = row.refId ?? '(no ref)';
    const charge = charges.get(ref) ?? { ref, userId: row.userId, spends: 0, refunds: 0 };
    if (isSpend) charge.spends += 1;
    else charge.refunds += 1;
    charges.set(ref, charge);
  }
  return {
    users: users.map((user) => {
      const own = rows.filter((row) => row.userId === user.id);
      const entries: Record<string, number> = {};
      for (const row of own) entries[row.reason] = (entries[row.reason] ?? 0) + 1;
      return {
        id: user.id,
        username: user.username,
        balance: user.tokens,
        ledgerSum: own.reduce((sum, row) => sum + row.delta, 0),
        entries,
      };
    }),
    charges: [...charges.values()],
    rows: rows.length,
  };
}

/** One user's balance, ledger sum and entries per reason, to compare whole with toEqual. */
export async function ledgerOf(
  db: Kysely<Database>,
  userId: string,
): Promise<Pick<UserLedger, 'balance' | 'ledgerSum' | 'entries'>> {
  const [user] = (await auditLedger(db, [userId])).users;
  if (!user) throw new Error(`No user ${userId}`);
  return { balance: user.balance, ledgerSum: user.ledgerSum, entries: user.entries };
}

/** The charges of one user that were refunded `refunds` times. */
export function chargesOf(audit: LedgerAudit, userId: string, refunds?: 0 | 1): Charge[] {
  return audit.charges.filter(
    (charge) => charge.userId === userId && (refunds === undefined || charge.refunds === refunds),
  );
}

/** A user's ledger as lines of a printed summary. */
export function ledgerFacts(ledger: Pick<UserLedger, 'balance' | 'ledgerSum' | 'entries'>) {
  return {
    'users.tokens': ledger.balance,
    'ledger sum': ledger.ledgerSum,
    'ledger entries': ledger.entries,
  };
}

/** Exactly one spend and at most one refund per charge ref; balance = SUM(delta) per user. */
export function expectLedgerConsistent(audit: LedgerAudit): void {
  for (const charge of audit.charges) {
    expect(charge, `charge ${charge.ref}`).toMatchObject({ spends: 1 });
    expect(charge.refunds, `refunds of ${charge.ref}`).toBeLessThanOrEqual(1);
  }
  for (const user of audit.users) {
    expect(user.balance, `balance of ${user.username} = SUM(ledger.delta)`).toBe(user.ledgerSum);
  }
}

/** One line per user: balance, ledger sum, charges, refunded. */
export function printLedger(title: string, audit: LedgerAudit): void {
  const lines: Record<string, string> = {};
  for (const user of audit.users) {
    const charges = chargesOf(audit, user.id);
    const refunded = charges.filter((charge) => charge.refunds > 0).length;
    lines[user.username] =
      `balance ${user.balance}, SUM(ledger.delta) ${user.ledgerSum}, charges ${charges.length}, refunded ${refunded}`;
  }
  printSummary(`${title} (${audit.rows} ledger rows)`, lines);
}
