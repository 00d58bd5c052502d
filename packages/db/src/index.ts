export { createDb, describeDatabase, pingDb } from './client';
export type { CreateDbOptions, DatabaseDescription } from './client';
export { preparePgliteTemplate } from './pglite-template-build';
export { CONSTRAINTS, isDatabaseUnavailable, violatedConstraint } from './errors';
export { listMigrations, migrateDown, migrateToLatest } from './migrate';
export type { MigrationStatus } from './migrate';
export * from './schema';

export { sql } from 'kysely';
export type { Kysely, Selectable, Insertable, Updateable, Transaction } from 'kysely';
