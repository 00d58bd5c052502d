import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb } from './client';
import { listMigrations, migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { pgliteTemplateDir, seedFromTemplate } from './pglite-template';
import { preparePgliteTemplate } from './pglite-template-build';

// Preparing the template runs initdb and the migrations once (seconds, more on a busy machine).
describe('the PGlite template', { timeout: 120_000 }, () => {
  let root: string;
  let template: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'veloforge-template-'));
    template = await preparePgliteTemplate();
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('gives a fresh data directory a migrated cluster without initdb', async () => {
    const started = performance.now();
    const cluster = path.join(root, 'fresh', 'pglite');
    seedFromTemplate(cluster);
    // A cluster is there before PGlite ever ran: it was copied, not made by initdb.
    expect(existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
    const db = createDb({ dataDir: path.join(root, 'fresh') });
    try {
      // Already at the latest migration: a first start runs none of them.
      const applied = await migrateToLatest(db);
      const pending = (await listMigrations(db)).filter((m) => m.executedAt === null);
      await db
        .insertInto('users')
        .values({ username: 'seeded', email: 's@example.com', passwordHash: 'x' })
        .execute();
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(db);
      // Only the app's database: initdb's two templates were two thirds of the files to copy.
      const databases = await sql<{
        datname: string;
      }>`select datname from pg_database order by datname`.execute(db);
      console.log(
        `fresh DATA_DIR from ${template}: ${applied.length} migrations to run, ${rows[0]!.n} user, ` +
          `${Math.round(performance.now() - started)} ms`,
      );
      expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
      expect(applied).toEqual([]);
      expect(pending).toEqual([]);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await db.destroy();
    }
    // The template itself is untouched: the next fresh directory starts with no users.
    const next = createDb({ dataDir: path.join(root, 'next') });
    try {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(next);
      console.log(`next fresh DATA_DIR: ${rows[0]!.n} users before any sign-up`);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await next.destroy();
    }
  });

  it('is kept per list of migrations: code with another schema never starts on it', () => {
    const names = Object.keys(migrations);
    expect(pgliteTemplateDir(names)).toBe(template);
    expect(pgliteTemplateDir([...names, '2099_01_01_000001_next'])).not.toBe(template);
    expect(pgliteTemplateDir(names.slice(0, -1))).not.toBe(template);
  });

  it('never touches a data directory that already has files', () => {
    const dataDir = path.join(root, 'occupied', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'note.txt'), 'not a cluster');
    seedFromTemplate(dataDir);
    const entries = readdirSync(dataDir);
    console.log(`occupied data directory after seeding: ${entries.join(', ')}`);
    expect(entries).toEqual(['note.txt']);
    expect(existsSync(path.join(root, 'occupied', `pglite.seeding-${process.pid}`))).toBe(false);
  });
});
