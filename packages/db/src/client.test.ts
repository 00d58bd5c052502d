import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb, describeDatabase, pingDb } from './client';
import { listMigrations, migrateToLatest } from './migrate';
import { insertUser } from './test-helpers';
import { createTestDb, testDatabaseKinds, type TestDb } from './testing';

describe('describeDatabase', () => {
  it('picks PostgreSQL when a URL is given and hides its password', () => {
    expect(
      describeDatabase({ databaseUrl: 'postgres://app:s3cret@db.internal:5432/vf', dataDir: '/x' }),
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://app:***@db.internal:5432/vf',
    });
  });

  it('otherwise picks PGlite under <dataDir>/pglite, ./data by default, or in memory', () => {
    expect(describeDatabase({ databaseUrl: '', dataDir: '/srv/vf' })).toEqual({
      kind: 'pglite',
      dataDir: '/srv/vf/pglite',
    });
    expect(describeDatabase({})).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('data', 'pglite'),
    });
    expect(describeDatabase({ pgliteInMemory: true })).toEqual({ kind: 'pglite', dataDir: null });
  });
});

describe('persisted PGlite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vf-db-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data and applied migrations across close and reopen', async () => {
    const first = createDb({ dataDir });
    // Run here, or already run in the build's template the fresh directory was seeded from.
    await migrateToLatest(first);
    expect((await listMigrations(first)).filter((m) => m.executedAt === null)).toEqual([]);
    const user = await insertUser(first, { username: 'persisted' });
    await first.destroy();
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const second = createDb({ dataDir });
    try {
      expect(await migrateToLatest(second)).toEqual([]);
      const row = await second.selectFrom('users').select(['id', 'username']).executeTakeFirst();
      expect(row).toEqual({ id: user.id, username: 'persisted' });
    } finally {
      await second.destroy();
    }
  });
});

describe('pingDb', () => {
  it('rejects when PostgreSQL is unreachable', async () => {
    const db = createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    try {
      await expect(pingDb(db)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await db.destroy();
    }
  });
});

describe.each(testDatabaseKinds())('value types on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('answers pingDb', async () => {
    await expect(pingDb(t.db)).resolves.toBeUndefined();
  });

  it('reads bigint as a number when safe and as a bigint beyond 2^53', async () => {
    const { rows } = await sql<{ n: unknown; big: unknown; total: unknown }>`
      select count(*) as n, 9007199254740993::int8 as big, sum(x) as total
      from (values (1), (2)) as v (x)
    `.execute(t.db);
    expect(rows).toEqual([{ n: 2, big: 9007199254740993n, total: 3 }]);
  });

  it('reads date as YYYY-MM-DD, timestamptz as Date, numeric as a string', async () => {
    const { rows } = await sql<{ d: unknown; ts: unknown; num: unknown }>`
      select '2026-03-01'::date as d, '2026-03-01T12:00:00Z'::timestamptz as ts, 1.50::numeric as num
    `.execute(t.db);
    expect(rows).toEqual([{ d: '2026-03-01', ts: new Date('2026-03-01T12:00:00Z'), num: '1.50' }]);
  });

  it('maps snake_case result columns to camelCase but leaves jsonb keys alone', async () => {
    const { rows } =
      await sql`select 1 as some_column, '{"first_name": {"last_name": 1}}'::jsonb as json_value`.execute(
        t.db,
      );
    expect(rows).toEqual([{ someColumn: 1, jsonValue: { first_name: { last_name: 1 } } }]);
  });

  it('reports affected rows, so a conditional pending -> completed flip has one winner', async () => {
    const user = await insertUser(t.db);
    const { id } = await t.db
      .insertInto('tokenPurchases')
      .values({ userId: user.id, provider: 'test', amountPaid: 500, tokens: 150 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const complete = () =>
      t.db
        .updateTable('tokenPurchases')
        .set({ status: 'completed', completedAt: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    expect((await complete()).numUpdatedRows).toBe(1n);
    expect((await complete()).numUpdatedRows).toBe(0n);
    const deleted = await t.db.deleteFrom('tokenPurchases').where('id', '=', id).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('serialises concurrent transactions without mixing them up', async () => {
    const user = await insertUser(t.db, { tokens: 10 });
    const spend = () =>
      t.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set((eb) => ({ tokens: eb('tokens', '-', 1) }))
          .where('id', '=', user.id)
          .where('tokens', '>=', 1)
          .returning('tokens')
          .executeTakeFirst();
        return row?.tokens;
      });
    const results = await Promise.all(Array.from({ length: 12 }, spend));
    expect(results.filter((r) => r === undefined)).toHaveLength(2);
    const row = await t.db
      .selectFrom('users')
      .select('tokens')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.tokens).toBe(0);
  });
});
