import type { Database, Kysely } from '@veloforge/db';
import { expect } from 'vitest';

/**
 * The money invariants every fault proof ends with, read straight from the database:
 * every charge ref has exactly one spend and at most one refund, and each user's cached
 * balance equals the sum of their ledger.
 */

export type ChargeRef = { ref: string; userId: string; spends: number; refunds: number };

export type LedgerAudit = {
  users: Array<{ username: string; id: string; tokens: number; ledgerSum: number }>;
  charges: ChargeRef[];
  rows: number;
};

const SPEND_REASONS = ['generation', 'troubleshoot', 'instruction'] as const;

export async function auditLedger(db: Kysely<Database>, userIds: string[]): Promise<LedgerAudit> {
  if (userIds.length === 0) return { users: [], charges: [], rows: 0 };
  const users = await db
    .selectFrom('users')
    .leftJoin('tokenLedger', 'tokenLedger.userId', 'users.id')
    .select((eb) => [
      'users.id',
      'users.username',
      'users.tokens',
      eb.fn.coalesce(eb.fn.sum<number | string>('tokenLedger.delta'), eb.lit(0)).as('ledgerSum'),
    ])
    .where('users.id', 'in', userIds)
    .groupBy(['users.id', 'users.username', 'users.tokens'])
    .orderBy('users.username')
    .execute();
  const rows = await db
    .selectFrom('tokenLedger')
    .select(['userId', 'reason', 'refId'])
    .where('userId', 'in', userIds)
    .execute();
  const charges = new Map<string, ChargeRef>();
  for (const row of rows) {
    const isSpend = (SPEND_REASONS as readonly string[]).includes(row.reason);
    if (!isSpend && row.reason !== 'refund') continue;
    const ref = row.refId ?? '(no ref)';
    const charge = charges.get(ref) ?? { ref, userId: row.userId, spends: 0, refunds: 0 };
    if (isSpend) charge.spends += 1;
    else charge.refunds += 1;
    charges.set(ref, charge);
  }
  return {
    users: users.map((u) => ({
      username: u.username,
      id: u.id,
      tokens: u.tokens,
      ledgerSum: Number(u.ledgerSum),
    })),
    charges: [...charges.values()],
    rows: rows.length,
  };
}

/** Exactly one spend and at most one refund per charge ref; balance = SUM(delta) per user. */
export function expectLedgerConsistent(audit: LedgerAudit): void {
  for (const charge of audit.charges) {
    expect(charge, `charge ${charge.ref}`).toMatchObject({ spends: 1 });
    expect(charge.refunds, `refunds of ${charge.ref}`).toBeLessThanOrEqual(1);
  }
  for (const user of audit.users) {
    expect(user.tokens, `balance of ${user.username} = SUM(ledger.delta)`).toBe(user.ledgerSum);
  }
}

/** One line per user (balance, ledger sum, charges, refunds) for the test's printout. */
export function printLedger(title: string, audit: LedgerAudit): void {
  const lines = audit.users.map((user) => {
    const charges = audit.charges.filter((c) => c.userId === user.id);
    const refunded = charges.filter((c) => c.refunds > 0).length;
    return `  ${user.username}: balance ${user.tokens}, SUM(ledger.delta) ${user.ledgerSum}, charges ${charges.length}, refunded ${refunded}`;
  });
  console.log(`${title} (${audit.rows} ledger rows)\n${lines.join('\n')}`);
}
