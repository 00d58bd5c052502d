import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql, type Kysely } from 'kysely';
import pg from 'pg';

import { createDb } from '../client';
import { migrateToLatest } from '../migrate';
import { isCluster, pgliteTemplateDir } from '../pglite-template';
import type { Database } from '../schema';

export type TestDatabaseKind = 'pglite' | 'postgres';

export type TestDb = {
  db: Kysely<Database>;
  kind: TestDatabaseKind;
  /** Connection string of the per-test database (postgres only). */
  url?: string;
  /** Closes the client and, on PostgreSQL, drops the database. Safe to call unbound. */
  destroy: () => Promise<void>;
};

/**
 * Test helpers only. This is the one file under packages/ allowed to read process.env:
 * test suites have no app config to receive the URL from.
 */
function postgresBaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL (or DATABASE_URL) is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return postgresBaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A migrated, isolated database: PGlite, or a brand-new PostgreSQL database (vf_test_<random>)
 * created through the base URL and dropped again by destroy(). PGlite starts from a copy of the
 * build's migrated template in a temporary directory when there is one (about 0.4 s instead of
 * 2.5 s of initdb and migrations, more on a loaded machine: most of a DB suite's set-up), else in
 * memory.
 */
export async function createTestDb(kind: TestDatabaseKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const dir = isCluster(pgliteTemplateDir())
      ? mkdtempSync(path.join(os.tmpdir(), 'vf-test-pglite-'))
      : null;
    const db = createDb(dir ? { dataDir: dir } : { pgliteInMemory: true });
    const destroy = async () => {
      await db.destroy();
      if (dir) rmSync(dir, { recursive: true, force: true });
    };
    await migrateOrDestroy(db, destroy);
    return { db, kind, destroy };
  }

  const baseUrl = postgresBaseUrl();
  if (!baseUrl) throw new Error('createTestDb("postgres") needs TEST_DATABASE_URL or DATABASE_URL');
  const name = `vf_test_${randomBytes(8).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = withDatabase(baseUrl, name);
  const db = createDb({ databaseUrl: url, poolMax: 4 });
  const destroy = async () => {
    await db.destroy();
    // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  };
  await migrateOrDestroy(db, destroy);
  return { db, kind, url, destroy };
}

/**
 * Empties every application table (not Kysely's migration tables) and puts back the
 * default settings row, for beforeEach. Identity counters restart.
 */
export async function truncateAll(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = current_schema()
      and tablename not in ('kysely_migration', 'kysely_migration_lock')
  `.execute(db);
  if (rows.length === 0) return;
  const tables = sql.join(rows.map((r) => sql.table(r.tablename)));
  await sql`truncate table ${tables} restart identity cascade`.execute(db);
  await sql`insert into settings (id) values (1)`.execute(db);
}

/** Migrates a new test database to the latest schema, cleaning it up when that fails. */
async function migrateOrDestroy(db: Kysely<Database>, destroy: () => Promise<void>): Promise<void> {
  try {
    await migrateToLatest(db);
  } catch (error) {
    await destroy();
    throw error;
  }
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
