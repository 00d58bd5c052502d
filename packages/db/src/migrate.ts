import { Migrator, type Kysely, type MigrationResult } from 'kysely';

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

/** Applies every pending migration; returns the names applied (empty when up to date). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
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
