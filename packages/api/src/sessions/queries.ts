import { sql, type Database, type Kysely } from '@veloforge/db';

import type { SessionCursor } from './cursor';

/** Reads of the generations a user owns; every query is scoped by user id. */

/** Generations per page of sessions.list (the first page is what the list showed before paging). */
export const SESSION_LIST_LIMIT = 100;

/**
 * Summary rows: the card's fields only, read out of the request jsonb (no code, no reference
 * code). Newest first, `limit` rows after the cursor (a keyset: stable while new ones arrive).
 */
export function listGenerations(
  db: Kysely<Database>,
  userId: string,
  after: SessionCursor | null,
  limit: number,
) {
  let query = db
    .selectFrom('generations as g')
    .select([
      'g.id',
      'g.prompt',
      'g.status',
      'g.engine',
      'g.createdAt',
      'g.updatedAt',
      sql<string | null>`g.request ->> 'outputType'`.as('outputType'),
      sql<unknown>`g.request -> 'collections'`.as('collections'),
      sql<unknown>`g.request -> 'elementIds'`.as('elementIds'),
      sql<unknown>`g.request #> '{elementHierarchy,elements}'`.as('elements'),
      (eb) =>
        eb
          .selectFrom('generationVersions as v')
          .select((inner) => inner.fn.countAll<string | number>().as('n'))
          .whereRef('v.generationId', '=', 'g.id')
          .as('versionCount'),
      // The cursor's time in full: a Date would drop the microseconds PostgreSQL keeps.
      sql<string>`to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'cursorAt',
      ),
    ])
    .where('g.userId', '=', userId);
  if (after) {
    // Spelled so that `created_at <=` can use the (user_id, created_at) index; the id breaks ties.
    const at = sql<Date>`${after.createdAt}::timestamptz`;
    query = query.where((eb) =>
      eb.and([
        eb('g.createdAt', '<=', at),
        eb.or([eb('g.createdAt', '<', at), eb('g.id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('g.createdAt', 'desc').orderBy('g.id', 'desc').limit(limit).execute();
}

export type GenerationSummaryRow = Awaited<ReturnType<typeof listGenerations>>[number];

export function findGeneration(db: Kysely<Database>, userId: string, id: string) {
  return db
    .selectFrom('generations')
    .select(['id', 'prompt', 'status', 'engine', 'createdAt', 'updatedAt', 'request'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function versionsOf(db: Kysely<Database>, generationId: string) {
  return db
    .selectFrom('generationVersions')
    .select([
      'n',
      'kind',
      'errorDetails',
      'frontendCode',
      'backendCode',
      'htmlCode',
      'instructions',
      'diagnostics',
      'createdAt',
    ])
    .where('generationId', '=', generationId)
    .orderBy('n', 'asc')
    .execute();
}
