import { sql, type Database, type Kysely } from '@veloforge/db';

/** Reads and writes of api_keys; each takes the db or a transaction, and is scoped by owner. */

/** How many revoked keys the list keeps showing (active ones are capped at 10 anyway). */
export const API_KEY_LIST_LIMIT = 50;

const KEY_COLUMNS = ['id', 'name', 'createdAt', 'lastUsedAt', 'revokedAt'] as const;

export type ApiKeyRecord = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** Locks the owner's row until the transaction ends, so two creates cannot both pass the cap. */
export async function lockOwner(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function countActiveKeys(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('apiKeys')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertApiKey(
  db: Kysely<Database>,
  key: { id: string; userId: string; name: string; keyHash: string },
): Promise<ApiKeyRecord> {
  return db.insertInto('apiKeys').values(key).returning(KEY_COLUMNS).executeTakeFirstOrThrow();
}

/** Active keys first, then the most recently revoked; newest first within each. */
export function listKeysOf(db: Kysely<Database>, userId: string): Promise<ApiKeyRecord[]> {
  return db
    .selectFrom('apiKeys')
    .select(KEY_COLUMNS)
    .where('userId', '=', userId)
    .orderBy(sql`revoked_at is not null`)
    .orderBy(sql`coalesce(revoked_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(API_KEY_LIST_LIMIT)
    .execute();
}

export function findKeyOf(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<ApiKeyRecord | undefined> {
  return db
    .selectFrom('apiKeys')
    .select(KEY_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Revokes the owner's active key; undefined when it is not theirs or already revoked. */
export function revokeKeyOf(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
): Promise<ApiKeyRecord | undefined> {
  return db
    .updateTable('apiKeys')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .returning(KEY_COLUMNS)
    .executeTakeFirst();
}

/** Revokes every active key of a user (a password reset ends all access); returns how many. */
export async function revokeAllKeysOf(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .updateTable('apiKeys')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
}

/** An active key by the hash of its secret, with its owner as procedures see users. */
export function findActiveKeyByHash(db: Kysely<Database>, keyHash: string) {
  return db
    .selectFrom('apiKeys')
    .innerJoin('users', 'users.id', 'apiKeys.userId')
    .select([
      'apiKeys.id as keyId',
      'apiKeys.lastUsedAt',
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'users.tokens',
      'users.createdAt',
    ])
    .where('apiKeys.keyHash', '=', keyHash)
    .where('apiKeys.revokedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Records a use, unless one was recorded since `staleBefore`: the condition is in the UPDATE
 * itself, so concurrent requests on several instances still write at most once per interval.
 */
export async function touchKey(
  db: Kysely<Database>,
  keyId: string,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .updateTable('apiKeys')
    .set({ lastUsedAt: now })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', staleBefore)]))
    .execute();
}
