import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { migrateToLatest } from '../migrate';
import { insertUser } from '../test-helpers';
import { createTestDb, testDatabaseKinds, truncateAll, type TestDb } from '.';

describe('testDatabaseKinds', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is PGlite only when no PostgreSQL URL is set', () => {
    vi.stubEnv('TEST_DATABASE_URL', '');
    vi.stubEnv('DATABASE_URL', '');
    expect(testDatabaseKinds()).toEqual(['pglite']);
  });

  it('adds PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set', () => {
    vi.stubEnv('TEST_DATABASE_URL', '');
    vi.stubEnv('DATABASE_URL', 'postgres://localhost/x');
    expect(testDatabaseKinds()).toEqual(['pglite', 'postgres']);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://localhost/x');
    expect(testDatabaseKinds()).toEqual(['pglite', 'postgres']);
  });
});

describe.each(testDatabaseKinds())('truncateAll on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('empties every table, restores default settings and keeps the migrations', async () => {
    const user = await insertUser(t.db);
    await t.db
      .insertInto('tokenLedger')
      .values({ userId: user.id, delta: 5, reason: 'admin_grant', idempotencyKey: 'grant:a' })
      .execute();
    await t.db.insertInto('auditLog').values({ actorId: user.id, action: 'x' }).execute();
    await t.db.updateTable('settings').set({ tokenPackagePrice: 1, updatedBy: user.id }).execute();

    await truncateAll(t.db);

    const { rows } = await sql<Record<string, number>>`
      select (select count(*) from users)::int as users,
             (select count(*) from token_ledger)::int as ledger,
             (select count(*) from audit_log)::int as audit
    `.execute(t.db);
    expect(rows[0]).toEqual({ users: 0, ledger: 0, audit: 0 });
    const settings = await t.db
      .selectFrom('settings')
      .select(['tokenPackagePrice', 'updatedBy'])
      .execute();
    expect(settings).toEqual([{ tokenPackagePrice: 500, updatedBy: null }]);
    expect(await migrateToLatest(t.db)).toEqual([]);

    const again = await insertUser(t.db);
    const entry = await t.db
      .insertInto('tokenLedger')
      .values({ userId: again.id, delta: 5, reason: 'admin_grant', idempotencyKey: 'grant:a' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(entry.id).toBe(1);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('createTestDb on PostgreSQL', () => {
  async function databaseExists(url: string, name: string): Promise<boolean> {
    const maintenance = new URL(url);
    maintenance.pathname = '/postgres';
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    try {
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
      return rows.length === 1;
    } finally {
      await client.end();
    }
  }

  it('creates a separate database and drops it on destroy, even with a connection open', async () => {
    const t = await createTestDb('postgres');
    const url = t.url ?? '';
    const name = new URL(url).pathname.slice(1);
    const stray = new pg.Client({ connectionString: url });
    stray.on('error', () => {});
    try {
      expect(name).toMatch(/^vf_test_[0-9a-f]{16}$/);
      const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(t.db);
      expect(rows[0]?.db).toBe(name);
      expect(await databaseExists(url, name)).toBe(true);
      await stray.connect();
    } finally {
      await t.destroy();
    }
    expect(await databaseExists(url, name)).toBe(false);
    await stray.end().catch(() => {});
  });
});
