import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type MigrationResult } from 'kysely';

import { migrations } from './migrations';
import type { Database } from './schema';

export type MigrationStatus = { name: string; executedAt: Date | null };

function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
}

function appliedNames(results: MigrationResult[] | undefined): string[] {
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function failure(action: string, error: unknown, results: MigrationResult[] | undefined): Error {
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  const where = failed ? ` in ${failed}` : '';
  return new Error(`Database migration (${action}) failed${where}: ${reason}`, { cause: error });
}

/**
 * Whether exactly the known migrations are recorded as applied: a catalog lookup and one read.
 * Kysely's migrator finds the same by introspecting the schema and taking its lock first, about
 * 100 ms of a cold process's start (issue 10's cold start), and every start but the first after
 * a release finds the database up to date. Anything else (a pending migration, one the code does
 * not know, no table yet) is the migrator's to handle or refuse.
 */
async function isAtLatest(db: Kysely<Database>): Promise<boolean> {
  const table = await sql<{
    present: boolean;
  }>`select to_regclass(${DEFAULT_MIGRATION_TABLE}::text) is not null as present`.execute(db);
  if (!table.rows[0]?.present) return false;
  const recorded = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const known = new Set(Object.keys(migrations));
  return recorded.rows.length === known.size && recorded.rows.every((row) => known.has(row.name));
}

/** Applies every pending migration; returns the names applied (empty when up to date). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await isAtLatest(db)) return [];
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) throw failure('latest', error, results);
  return appliedNames(results);
}

/** Reverts the most recent migration; returns its name (empty when none was applied). */
export async function migrateDown(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await createMigrator(db).migrateDown();
  if (error) throw failure('down', error, results);
  return appliedNames(results);
}

/** Every known migration in order, with when it ran (null if pending). */
export async function listMigrations(db: Kysely<Database>): Promise<MigrationStatus[]> {
  const infos = await createMigrator(db).getMigrations();
  return infos.map((m) => ({ name: m.name, executedAt: m.executedAt ?? null }));
}
