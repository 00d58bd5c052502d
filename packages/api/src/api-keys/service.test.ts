import { createHash, randomUUID } from 'node:crypto';

import { sql, type Database, type Kysely } from '@veloforge/db';
import { createTestDb, testDatabaseKinds } from '@veloforge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authenticateApiKey, createApiKey, listApiKeys, revokeApiKey } from './service';

const META = { ip: '10.9.0.1' };

async function makeOwner(db: Kysely<Database>, role: 'user' | 'admin' = 'user') {
  const username = `k${randomUUID().slice(0, 12)}`;
  return db
    .insertInto('users')
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-used', role })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}

function lastUsedOf(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('apiKeys')
    .select('lastUsedAt')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((row) => row.lastUsedAt);
}

describe.each(testDatabaseKinds())('API key service on %s', (kind) => {
  let db: Kysely<Database>;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    ({ db, destroy } = await createTestDb(kind));
  });
  afterAll(async () => {
    await destroy();
  });

  it('returns the secret once and stores only its SHA-256', async () => {
    const owner = await makeOwner(db);
    const { key, secret } = await createApiKey(db, owner, 'CI deploys', META);

    expect(secret).toMatch(/^vf_live_[0-9a-f]{8}[a-z2-9]{32}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({ name: 'CI deploys', lastUsedAt: null, revokedAt: null });
    const row = await db
      .selectFrom('apiKeys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(key.prefix.length));
    expect(await listApiKeys(db, owner.id)).toEqual([key]);
    expect(JSON.stringify(await listApiKeys(db, owner.id))).not.toContain(secret);
  });

  it('audits create and revoke with the key id and name, never the secret', async () => {
    const owner = await makeOwner(db);
    const { key, secret } = await createApiKey(db, owner, 'audited', META);
    await revokeApiKey(db, owner, key.id, META);
    await revokeApiKey(db, owner, key.id, META);

    const rows = await db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'target', 'details'])
      .where('actorId', '=', owner.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        action: 'api_key.created',
        actorId: owner.id,
        target: owner.username,
        details: { keyId: key.id, name: 'audited', ip: META.ip },
      },
      {
        action: 'api_key.revoked',
        actorId: owner.id,
        target: owner.username,
        details: { keyId: key.id, name: 'audited', ip: META.ip },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(16));
  });

  it('refuses an 11th active key with a clear 400, and allows one again after a revoke', async () => {
    const owner = await makeOwner(db);
    const created = [];
    for (let n = 1; n <= 10; n += 1) created.push(await createApiKey(db, owner, `key ${n}`, META));
    await expect(createApiKey(db, owner, 'one too many', META)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'You can have at most 10 active API keys. Revoke one before creating another.',
    });
    await revokeApiKey(db, owner, created[0]!.key.id, META);
    await expect(createApiKey(db, owner, 'replacement', META)).resolves.toBeDefined();
  });

  it('lists active keys first (newest first), then revoked ones', async () => {
    const owner = await makeOwner(db);
    const first = await createApiKey(db, owner, 'first', META);
    const second = await createApiKey(db, owner, 'second', META);
    const third = await createApiKey(db, owner, 'third', META);
    await db
      .updateTable('apiKeys')
      .set({ createdAt: sql<Date>`created_at - interval '1 hour'` })
      .where('id', '=', first.key.id)
      .execute();
    await revokeApiKey(db, owner, second.key.id, META);

    const names = (await listApiKeys(db, owner.id)).map((key) => [
      key.name,
      key.revokedAt !== null,
    ]);
    expect(names).toEqual([
      ['third', false],
      ['first', false],
      ['second', true],
    ]);
    expect(third.key.prefix).not.toBe(first.key.prefix);
  });

  it("answers 404 for another user's key, an unknown id and a non-uuid, revoking nothing", async () => {
    const owner = await makeOwner(db);
    const stranger = await makeOwner(db);
    const { key, secret } = await createApiKey(db, owner, 'mine', META);
    for (const id of [key.id, randomUUID(), 'not-a-uuid']) {
      await expect(revokeApiKey(db, stranger, id, META)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'API key not found',
      });
    }
    expect(await authenticateApiKey(db, secret)).not.toBeNull();
  });

  it('authenticates an active key to its owner and refuses revoked, unknown and malformed ones', async () => {
    const owner = await makeOwner(db, 'admin');
    const { key, secret } = await createApiKey(db, owner, 'live', META);

    const auth = await authenticateApiKey(db, secret);
    expect(auth).toMatchObject({
      apiKey: { id: key.id },
      user: { id: owner.id, username: owner.username, role: 'admin', tokens: 0 },
    });
    expect(Object.keys(auth?.user ?? {}).sort()).toEqual(
      ['createdAt', 'email', 'id', 'role', 'tokens', 'username'].sort(),
    );

    const unknown = `${key.prefix}${'a'.repeat(32)}`;
    for (const bad of [unknown, `${secret}x`, secret.toUpperCase(), '', 'vf_live_']) {
      expect(await authenticateApiKey(db, bad), bad).toBeNull();
    }
    await revokeApiKey(db, owner, key.id, META);
    expect(await authenticateApiKey(db, secret)).toBeNull();
  });

  it('records the last use at most once a minute', async () => {
    const owner = await makeOwner(db);
    const { key, secret } = await createApiKey(db, owner, 'busy', META);
    const t0 = new Date('2026-12-01T10:00:00.000Z');

    await authenticateApiKey(db, secret, t0);
    expect(await lastUsedOf(db, key.id)).toEqual(t0);
    await authenticateApiKey(db, secret, new Date(t0.getTime() + 59_000));
    expect(await lastUsedOf(db, key.id)).toEqual(t0);
    const later = new Date(t0.getTime() + 61_000);
    await authenticateApiKey(db, secret, later);
    expect(await lastUsedOf(db, key.id)).toEqual(later);
    expect((await listApiKeys(db, owner.id))[0]?.lastUsedAt).toBe(later.toISOString());
  });
});
