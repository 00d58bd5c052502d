import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertUser } from '../test-helpers';
import { createTestDb, testDatabaseKinds, type TestDb } from '../testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabaseKinds())(
  'round trip of the token, purchase and settings tables on %s',
  (kind) => {
    let t: TestDb;
    beforeAll(async () => {
      t = await createTestDb(kind);
    });
    afterAll(async () => {
      await t?.destroy();
    });

    it('token_ledger: identity ids, count and sum come back as numbers', async () => {
      const user = await insertUser(t.db);
      const admin = await insertUser(t.db, { role: 'admin' });
      const first = await t.db
        .insertInto('tokenLedger')
        .values({
          userId: user.id,
          delta: 150,
          reason: 'purchase',
          idempotencyKey: 'purchase:p1',
          refId: 'p1',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const second = await t.db
        .insertInto('tokenLedger')
        .values({
          userId: user.id,
          delta: -1,
          reason: 'generation',
          idempotencyKey: 'generation:g1',
          actorId: admin.id,
          note: 'first try',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(first).toEqual({
        id: expect.any(Number),
        userId: user.id,
        delta: 150,
        reason: 'purchase',
        idempotencyKey: 'purchase:p1',
        refId: 'p1',
        actorId: null,
        note: null,
        createdAt: expect.any(Date),
      });
      expect(second.id).toBeGreaterThan(first.id);
      expect(second).toMatchObject({ actorId: admin.id, note: 'first try', refId: null });

      const totals = await t.db
        .selectFrom('tokenLedger')
        .select((eb) => [
          eb.fn.countAll<number>().as('entries'),
          eb.fn.sum<number>('delta').as('balance'),
        ])
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(totals).toEqual({ entries: 2, balance: 149 });
    });

    it('token_purchases: defaults pending/usd, then completed', async () => {
      const user = await insertUser(t.db);
      const created = await t.db
        .insertInto('tokenPurchases')
        .values({ userId: user.id, provider: 'test', amountPaid: 500, tokens: 150 })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(created).toEqual({
        id: expect.stringMatching(UUID),
        userId: user.id,
        provider: 'test',
        providerSessionId: null,
        amountPaid: 500,
        tokens: 150,
        currency: 'usd',
        status: 'pending',
        createdAt: expect.any(Date),
        completedAt: null,
      });
      const completedAt = new Date();
      await t.db
        .updateTable('tokenPurchases')
        .set({ providerSessionId: 'cs_test_1', status: 'completed', completedAt })
        .where('id', '=', created.id)
        .execute();
      const row = await t.db
        .selectFrom('tokenPurchases')
        .selectAll()
        .where('providerSessionId', '=', 'cs_test_1')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ id: created.id, status: 'completed', completedAt });
    });

    it('settings: the single row can be updated and read back', async () => {
      const admin = await insertUser(t.db, { role: 'admin' });
      await t.db
        .updateTable('settings')
        .set({
          tokenPackagePrice: 999,
          tokenPackageAmount: 300,
          updatedBy: admin.id,
          updatedAt: new Date(),
        })
        .where('id', '=', 1)
        .execute();
      const row = await t.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: 1,
        tokenPackagePrice: 999,
        tokenPackageAmount: 300,
        generateCost: 1,
        troubleshootCost: 1,
        instructionCost: 1,
        updatedAt: expect.any(Date),
        updatedBy: admin.id,
      });
    });

    it('test_checkout_sessions: insert for a purchase, mark paid, read back', async () => {
      const user = await insertUser(t.db);
      const purchase = await t.db
        .insertInto('tokenPurchases')
        .values({ userId: user.id, provider: 'test', amountPaid: 500, tokens: 150 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const expiresAt = new Date(Date.now() + 3_600_000);
      await t.db
        .insertInto('testCheckoutSessions')
        .values({
          id: 'tcs_roundtrip',
          purchaseId: purchase.id,
          userId: user.id,
          amountTotal: 500,
          currency: 'usd',
          tokens: 150,
          expiresAt,
        })
        .execute();
      await t.db
        .updateTable('testCheckoutSessions')
        .set({ status: 'complete', paymentStatus: 'paid' })
        .where('id', '=', 'tcs_roundtrip')
        .execute();
      const row = await t.db
        .selectFrom('testCheckoutSessions')
        .selectAll()
        .where('id', '=', 'tcs_roundtrip')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: 'tcs_roundtrip',
        purchaseId: purchase.id,
        userId: user.id,
        amountTotal: 500,
        currency: 'usd',
        tokens: 150,
        status: 'complete',
        paymentStatus: 'paid',
        createdAt: expect.any(Date),
        expiresAt,
      });
      await expect(
        t.db
          .updateTable('testCheckoutSessions')
          .set({ status: 'paid' as never })
          .execute(),
      ).rejects.toThrow();
    });
  },
);
