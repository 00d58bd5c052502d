import { randomUUID } from 'node:crypto';

import { sql, type Database, type Kysely } from '@veloforge/db';
import { createTestDb, testDatabaseKinds } from '@veloforge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { balanceOf, credit, refund, spend } from './ledger';

async function makeUser(db: Kysely<Database>, tokens = 0): Promise<string> {
  const name = `u${randomUUID().slice(0, 12)}`;
  const { id } = await db
    .insertInto('users')
    .values({ username: name, email: `${name}@example.com`, passwordHash: 'not-used' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (tokens > 0)
    await credit(db, {
      userId: id,
      amount: tokens,
      reason: 'admin_grant',
      idempotencyKey: `seed:${id}`,
    });
  return id;
}

async function ledgerSum(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('tokenLedger')
    .select(sql<number>`coalesce(sum(delta), 0)::int`.as('sum'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

async function entries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('tokenLedger')
    .select(['delta', 'reason', 'idempotencyKey', 'refId'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** A small deterministic PRNG, so a failing mix can be replayed. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(testDatabaseKinds())('token ledger on %s', (kind) => {
  let db: Kysely<Database>;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    ({ db, destroy } = await createTestDb(kind));
  });
  afterAll(async () => {
    await destroy();
  });

  it('spends when the balance covers the cost, writing one ledger row', async () => {
    const userId = await makeUser(db, 3);
    await expect(
      spend(db, { userId, cost: 2, reason: 'generation', ref: 'gen-1' }),
    ).resolves.toEqual({ balance: 1 });
    expect(await balanceOf(db, userId)).toBe(1);
    expect((await entries(db, userId)).at(-1)).toEqual({
      delta: -2,
      reason: 'generation',
      idempotencyKey: 'spend:gen-1',
      refId: 'gen-1',
    });
  });

  it("answers 402 'Insufficient tokens' when short, and writes nothing", async () => {
    const userId = await makeUser(db, 1);
    await expect(
      spend(db, { userId, cost: 2, reason: 'generation', ref: 'gen-short' }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: 'Insufficient tokens',
    });
    expect(await balanceOf(db, userId)).toBe(1);
    expect(await entries(db, userId)).toHaveLength(1);
  });

  it('refuses to charge the same ref twice and leaves the balance alone', async () => {
    const userId = await makeUser(db, 5);
    await spend(db, { userId, cost: 1, reason: 'troubleshoot', ref: 'twice' });
    await expect(
      spend(db, { userId, cost: 1, reason: 'troubleshoot', ref: 'twice' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await balanceOf(db, userId)).toBe(4);
  });

  it('refunds a spend at most once, and nothing for an unknown ref', async () => {
    const userId = await makeUser(db, 2);
    await spend(db, { userId, cost: 2, reason: 'instruction', ref: 'refund-me' });
    const results = await Promise.all([
      refund(db, 'refund-me'),
      refund(db, 'refund-me'),
      refund(db, 'refund-me'),
    ]);
    expect(results.filter((r) => r.refunded)).toHaveLength(1);
    expect(await balanceOf(db, userId)).toBe(2);
    await expect(refund(db, 'never-spent')).resolves.toEqual({ refunded: false });
  });

  it('credits once per idempotency key', async () => {
    const userId = await makeUser(db);
    const input = {
      userId,
      amount: 150,
      reason: 'purchase' as const,
      idempotencyKey: 'purchase:cs_test_1',
    };
    await expect(credit(db, input)).resolves.toEqual({ credited: true, balance: 150 });
    await expect(credit(db, input)).resolves.toEqual({ credited: false, balance: 150 });
    await expect(credit(db, { ...input, amount: 0, idempotencyKey: 'zero' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    );
  });

  it('charges exactly 10 when 200 spends of 1 race on a balance of 10', async () => {
    const userId = await makeUser(db, 10);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        spend(db, { userId, cost: 1, reason: 'generation', ref: `race-${userId}-${i}` }),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(refused.every((o) => (o.reason as { code?: string }).code === 'PAYMENT_REQUIRED')).toBe(
      true,
    );
    expect(await balanceOf(db, userId)).toBe(0);
    expect(await ledgerSum(db, userId)).toBe(0);
  });

  it('keeps users.tokens = SUM(ledger.delta) after a random mix of operations', async () => {
    const random = mulberry32(20261125);
    const users = await Promise.all([makeUser(db, 5), makeUser(db), makeUser(db, 20)]);
    const spentRefs: string[] = [];
    const operations: Array<Promise<unknown>> = [];
    for (let i = 0; i < 120; i += 1) {
      const userId = users[Math.floor(random() * users.length)] ?? '';
      const roll = random();
      if (roll < 0.5) {
        const ref = `mix-${i}`;
        spentRefs.push(ref);
        operations.push(
          spend(db, { userId, cost: 1 + Math.floor(random() * 3), reason: 'generation', ref }),
        );
      } else if (roll < 0.75 && spentRefs.length > 0) {
        operations.push(refund(db, spentRefs[Math.floor(random() * spentRefs.length)] ?? ''));
      } else {
        const key = `mix-credit-${Math.floor(random() * 40)}`;
        operations.push(
          credit(db, {
            userId,
            amount: 1 + Math.floor(random() * 5),
            reason: 'admin_grant',
            idempotencyKey: `${key}-${userId}`,
          }),
        );
      }
    }
    await Promise.allSettled(operations);
    for (const userId of users) {
      const balance = await balanceOf(db, userId);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(await ledgerSum(db, userId));
    }
    const refunds = await db
      .selectFrom('tokenLedger')
      .select('refId')
      .where('reason', '=', 'refund')
      .execute();
    expect(new Set(refunds.map((r) => r.refId)).size).toBe(refunds.length);
  });
});
