import type { Database, Kysely } from '@veloforge/db';
import {
  API_KEY_MESSAGES,
  MAX_ACTIVE_API_KEYS,
  MESSAGES,
  type TApiKey,
  type TCreatedApiKey,
} from '@veloforge/shared';

import { audit } from '../auth/audit';
import type { AuthApiKey, AuthUser } from '../context';
import { AppError } from '../errors';
import { isUuid } from '../generation/runs';
import { apiKeyPrefix, generateApiKey, hashApiKey, isWellFormedApiKey } from './key-secret';
import {
  countActiveKeys,
  findActiveKeyByHash,
  findKeyOf,
  insertApiKey,
  listKeysOf,
  lockOwner,
  revokeKeyOf,
  touchKey,
  type ApiKeyRecord,
} from './queries';

/** last_used_at is written at most this often per key, to spare a write on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

type Owner = Pick<AuthUser, 'id' | 'username'>;
type Meta = { ip: string };

function toApiKey(record: ApiKeyRecord): TApiKey {
  return {
    id: record.id,
    name: record.name,
    prefix: apiKeyPrefix(record.id),
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
    revokedAt: record.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Creates a named key and returns its secret: the only time it is ever available, since only
 * its hash is stored. At most MAX_ACTIVE_API_KEYS active keys per user (400 beyond).
 */
export async function createApiKey(
  db: Kysely<Database>,
  owner: Owner,
  name: string,
  meta: Meta,
): Promise<TCreatedApiKey> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockOwner(trx, owner.id))) {
      throw new AppError('UNAUTHORIZED', MESSAGES.notAuthenticated);
    }
    if ((await countActiveKeys(trx, owner.id)) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError('BAD_REQUEST', API_KEY_MESSAGES.tooManyKeys);
    }
    const { id, secret } = generateApiKey();
    const record = await insertApiKey(trx, {
      id,
      userId: owner.id,
      name,
      keyHash: hashApiKey(secret),
    });
    await audit(trx, {
      actorId: owner.id,
      action: 'api_key.created',
      target: owner.username,
      details: { keyId: id, name, ip: meta.ip },
    });
    return { key: toApiKey(record), secret };
  });
}

export async function listApiKeys(db: Kysely<Database>, userId: string): Promise<TApiKey[]> {
  return (await listKeysOf(db, userId)).map(toApiKey);
}

/**
 * Revokes one of the owner's keys; it stops working at once. Revoking a revoked key answers it
 * unchanged (no second audit row); another user's key, or no key, is a 404.
 */
export async function revokeApiKey(
  db: Kysely<Database>,
  owner: Owner,
  id: string,
  meta: Meta,
  now = new Date(),
): Promise<TApiKey> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeKeyOf(trx, owner.id, id, now);
    if (!revoked) {
      const existing = await findKeyOf(trx, owner.id, id);
      if (!existing) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
      return toApiKey(existing);
    }
    await audit(trx, {
      actorId: owner.id,
      action: 'api_key.revoked',
      target: owner.username,
      details: { keyId: id, name: revoked.name, ip: meta.ip },
    });
    return toApiKey(revoked);
  });
}

/**
 * The owner of an active key, or null (malformed, unknown or revoked). The key is found by the
 * SHA-256 of the whole secret through the unique index: a caller cannot steer that hash, so the
 * lookup leaks nothing a constant-time compare would protect.
 */
export async function authenticateApiKey(
  db: Kysely<Database>,
  key: string,
  now = new Date(),
): Promise<{ user: AuthUser; apiKey: AuthApiKey } | null> {
  if (!isWellFormedApiKey(key)) return null;
  const row = await findActiveKeyByHash(db, hashApiKey(key));
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (row.lastUsedAt === null || row.lastUsedAt < staleBefore) {
    await touchKey(db, row.keyId, now, staleBefore);
  }
  const { id, username, email, role, tokens, createdAt } = row;
  return { user: { id, username, email, role, tokens, createdAt }, apiKey: { id: row.keyId } };
}
