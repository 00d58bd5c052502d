import { sql, type Database, type Kysely } from '@veloforge/db';
import type { CompiledQuery } from 'kysely';

/**
 * Session rows by id, for validateSessionToken. Lookups made while the event loop handles one
 * batch of I/O (every request whose bytes arrived together) share ONE query, run just after
 * (setImmediate): under load, a database round trip per request was what limited throughput
 * most (issue 10: the socket writes and wake-ups cost more than the query). Each request still
 * reads its session from the database after it arrived; nothing is cached between batches, so a
 * revoked session fails on its next request, on every instance.
 */

/** Ids per query: enough for every concurrent request of a busy instance, small for the planner. */
const MAX_BATCH = 100;

/** Every batch's query, for any number of ids: `= any($1)` binds them as one array parameter. */
function sessionsQuery(db: Kysely<Database>) {
  const ids: readonly string[] = []; // compiled once; each batch binds its own (selectSessions)
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.secretHash',
      'sessions.expiresAt',
      'users.id as userId',
      'users.username',
      'users.email',
      'users.role',
      'users.tokens',
      'users.createdAt',
    ])
    .where('sessions.id', '=', sql<string>`any(${ids})`);
}

/** A session with its user (and the user's cached balance), as one query reads them. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsQuery>['execute']>>[number];

/**
 * The query compiled once per database handle: building and compiling it for each batch was
 * ~5 % of GET /api/me/tokens' CPU (issue 10 profile). Only its parameter changes between runs.
 */
const compiled = new WeakMap<Kysely<Database>, CompiledQuery<SessionRow>>();

async function selectSessions(db: Kysely<Database>, ids: readonly string[]) {
  let query = compiled.get(db);
  if (!query) {
    query = sessionsQuery(db).compile();
    compiled.set(db, query);
  }
  const { rows } = await db.executeQuery<SessionRow>({ ...query, parameters: [ids] });
  return rows;
}

type Waiter = { resolve: (row: SessionRow | undefined) => void; reject: (error: unknown) => void };
type Batch = Map<string, Waiter[]>;

/** The batch still collecting ids, per database handle. */
const collecting = new WeakMap<Kysely<Database>, Batch>();

async function run(db: Kysely<Database>, batch: Batch) {
  if (collecting.get(db) === batch) collecting.delete(db);
  try {
    const rows = await selectSessions(db, [...batch.keys()]);
    const byId = new Map(rows.map((row) => [row.sessionId, row]));
    for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id));
  } catch (error) {
    for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
  }
}

/** The session `id` with its user, or undefined when no such session exists. */
export function findSession(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  let batch = collecting.get(db);
  if (!batch || batch.size >= MAX_BATCH) {
    const fresh: Batch = new Map();
    collecting.set(db, fresh);
    setImmediate(() => void run(db, fresh));
    batch = fresh;
  }
  const waiters = batch.get(id) ?? [];
  batch.set(id, waiters);
  return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
}
