import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';

import { seedFromTemplate } from './pglite-template';
import type { Database } from './schema';

export type CreateDbOptions = {
  /** PostgreSQL connection string; when set (non-empty) PGlite is not used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`; default './data'. */
  dataDir?: string;
  /** PGlite in memory (tests); ignored when databaseUrl is set. */
  pgliteInMemory?: boolean;
  /** pg pool size; default 10. */
  poolMax?: number;
  /** A pooled connection failed (e.g. the server restarted); default: console.error. */
  onPoolError?: (error: Error) => void;
};

export type DatabaseDescription =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

const INT8_OID = 20;
const DATE_OID = 1082;

/** Which backend createDb(options) uses, with a location safe to log (password hidden). */
export function describeDatabase(options: CreateDbOptions): DatabaseDescription {
  if (options.databaseUrl) return { kind: 'postgres', url: redactPassword(options.databaseUrl) };
  if (options.pgliteInMemory) return { kind: 'pglite', dataDir: null };
  return { kind: 'pglite', dataDir: path.resolve(options.dataDir ?? './data', 'pglite') };
}

/**
 * A Kysely client for PostgreSQL (pg Pool) or, without a URL, PGlite on disk or in memory.
 * Both backends read bigint as number (count(*), identity ids) and date as 'YYYY-MM-DD'.
 * `db.destroy()` ends the pool or closes PGlite.
 * @see https://kysely.dev/docs/getting-started
 */
export function createDb(options: CreateDbOptions = {}): Kysely<Database> {
  return new Kysely<Database>({
    dialect: createDialect(options),
    // Nested keys stay as stored: jsonb holds user-declared names such as `first_name`.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}

/** Resolves when the database answers `select 1`; throws otherwise (readiness probe). */
export async function pingDb(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

function createDialect(options: CreateDbOptions): Dialect {
  const target = describeDatabase(options);
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // Fail instead of waiting forever when the server is unreachable or the pool is exhausted.
      connectionTimeoutMillis: 10_000,
      types: pgTypeParsers(),
    });
    const onError =
      options.onPoolError ?? ((error: Error) => console.error('[db] client error', error));
    pool.on('error', onError);
    // The pool listens to idle clients only: a checked-out client whose server goes away between
    // two queries (a restart) would emit 'error' with no listener and end the process. Its next
    // query fails and is reported by whoever made it, so the event itself needs no log line.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new PostgresDialect({ pool });
  }
  if (target.dataDir) {
    seedFromTemplate(target.dataDir);
    mkdirSync(target.dataDir, { recursive: true });
  }
  const pglite = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    parsers: { [DATE_OID]: (value: string) => value },
  });
  return new PGliteDialect(pglite);
}

/**
 * Parsers for this pool only (pg.types.setTypeParser would change every pg user in the
 * process). int8 follows PGlite: a number when it is a safe integer, else a bigint.
 */
function pgTypeParsers(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, (value: string) => {
    const n = BigInt(value);
    return n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER)
      ? n
      : Number(n);
  });
  types.setTypeParser(DATE_OID, (value: string) => value);
  return types;
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable database URL)';
  }
}
