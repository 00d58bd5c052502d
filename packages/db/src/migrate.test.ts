import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listMigrations, migrateDown, migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { createTestDb, testDatabaseKinds, type TestDb } from './testing';

const NAMES = Object.keys(migrations);
const TABLES = [
  'api_keys',
  'audit_log',
  'generation_versions',
  'generations',
  'idempotency_requests',
  'legal_documents',
  'password_resets',
  'running_instructions',
  'sessions',
  'settings',
  'site_profiles',
  'test_checkout_sessions',
  'token_ledger',
  'token_purchases',
  'users',
];

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function appTables(): Promise<string[]> {
    const { rows } = await sql<{ tablename: string }>`
      select tablename from pg_tables
      where schemaname = current_schema() and tablename not like 'kysely%'
      order by tablename
    `.execute(t.db);
    return rows.map((r) => r.tablename);
  }

  it('names sort in the order they are listed, so the migrator runs them as written', () => {
    expect([...NAMES].sort()).toEqual(NAMES);
    expect(NAMES.every((n) => /^\d{4}_\d{2}_\d{2}_\d{6}_[a-z_]+$/.test(n))).toBe(true);
  });

  it('applies every migration and creates every table', async () => {
    const status = await listMigrations(t.db);
    expect(status.map((s) => s.name)).toEqual(NAMES);
    expect(status.every((s) => s.executedAt instanceof Date)).toBe(true);
    expect(await appTables()).toEqual(TABLES);
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('finds a database already at the latest migration with two reads, not the migrator', async () => {
    let queries = 0;
    const counted = t.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    expect(await migrateToLatest(counted)).toEqual([]);
    expect(queries).toBe(2);
  });

  it('still refuses a database recording a migration the code does not know', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('2099_01_01_000001_unknown', '')`.execute(
      t.db,
    );
    try {
      await expect(migrateToLatest(t.db)).rejects.toThrow(/2099_01_01_000001_unknown/);
    } finally {
      await sql`delete from kysely_migration where name = '2099_01_01_000001_unknown'`.execute(
        t.db,
      );
    }
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('down reverts only the last migration and up re-applies it', async () => {
    const last = NAMES.at(-1);
    expect(await migrateDown(t.db)).toEqual([last]);
    expect(await appTables()).toEqual(TABLES.filter((table) => table !== 'site_profiles'));
    expect((await listMigrations(t.db)).at(-1)).toEqual({ name: last, executedAt: null });

    expect(await migrateToLatest(t.db)).toEqual([last]);
    expect(await appTables()).toEqual(TABLES);
  });

  it('every down() works: all the way down, then all the way up again', async () => {
    for (const name of [...NAMES].reverse()) expect(await migrateDown(t.db)).toEqual([name]);
    expect(await migrateDown(t.db)).toEqual([]);
    expect(await appTables()).toEqual([]);

    expect(await migrateToLatest(t.db)).toEqual(NAMES);
    expect(await appTables()).toEqual(TABLES);
    const settings = await t.db.selectFrom('settings').select('id').execute();
    expect(settings).toEqual([{ id: 1 }]);
  });

  it('a failing migration throws an error naming it and rolls back', async () => {
    for (const _ of NAMES) await migrateDown(t.db);
    await sql`create table api_keys (id integer)`.execute(t.db);

    await expect(migrateToLatest(t.db)).rejects.toThrow(
      /Database migration \(latest\) failed in 2026_11_25_000011_create_api_keys: .*already exists/,
    );
    // Kysely runs the batch in one transaction on Postgres: nothing before it stays applied.
    expect((await listMigrations(t.db)).every((s) => s.executedAt === null)).toBe(true);

    await sql`drop table api_keys`.execute(t.db);
    expect(await migrateToLatest(t.db)).toEqual(NAMES);
  });
});
