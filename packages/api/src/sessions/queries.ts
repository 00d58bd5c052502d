import { sql, type Database, type Kysely } from '@veloforge/db';

/** Reads of the generations a user owns; every query is scoped by user id. */

export const SESSION_LIST_LIMIT = 100;

/** Summary rows: the card's fields only, read out of the request jsonb (no code, no reference code). */
export function listGenerations(db: Kysely<Database>, userId: string) {
  return db
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
    ])
    .where('g.userId', '=', userId)
    .orderBy('g.createdAt', 'desc')
    .orderBy('g.id', 'desc')
    .limit(SESSION_LIST_LIMIT)
    .execute();
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
