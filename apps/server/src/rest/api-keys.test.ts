import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';
import { SAMPLE_REQUEST } from '../testing/generation';
import { createKey, keyClient, storedKey } from './api-key-test-helpers';

const INVALID_KEY = { message: 'Invalid API key' };

describe.each(serverTestKinds())('API keys over REST on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ kind });
    owner = await server.signedIn('key_owner', { ip: '10.7.0.1' });
    other = await server.signedIn('key_other', { ip: '10.7.0.2' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates a named key, answering the secret once and storing only its hash', async () => {
    const res = await owner.post('/api/me/api-keys', { name: '  CI deploys  ' });
    expect(res.statusCode).toBe(200);
    const { key, secret } = res.json<{ key: { id: string; prefix: string }; secret: string }>();
    expect(key).toEqual({
      id: expect.any(String),
      name: 'CI deploys',
      prefix: expect.stringMatching(/^vf_live_[0-9a-f]{8}$/),
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(secret.startsWith(key.prefix)).toBe(true);

    const row = await storedKey(server, key.id);
    expect(row?.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const everything = JSON.stringify(await server.db.selectFrom('apiKeys').selectAll().execute());
    const audit = JSON.stringify(await server.db.selectFrom('auditLog').selectAll().execute());
    for (const stored of [everything, audit]) {
      expect(stored).not.toContain(secret.slice(key.prefix.length));
    }

    const list = await owner.get('/api/me/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ keys: [{ ...key, name: 'CI deploys' }] });
    expect(list.body).not.toContain(secret);
  });

  it('refuses an empty or overlong name with the field message', async () => {
    const empty = await owner.post('/api/me/api-keys', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Name is required',
      fieldErrors: { name: ['Name is required'] },
    });
    const long = await owner.post('/api/me/api-keys', { name: 'k'.repeat(65) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Name must be at most 64 characters' });
  });

  it('authenticates GET /api/me/tokens and /api/user with the key alone, recording its use', async () => {
    const { id, secret } = await createKey(owner, 'reader');
    await server.grant(owner, 3);
    const client = keyClient(server, secret);

    const tokens = await client.get('/api/me/tokens');
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toMatchObject({ tokens: 3 });
    expect((await client.get('/api/user')).json()).toMatchObject({ username: 'key_owner' });
    expect(tokens.cookies).toEqual([]);

    const listed = (await owner.get('/api/me/api-keys'))
      .json<{ keys: Array<{ id: string; lastUsedAt: string | null }> }>()
      .keys.find((key) => key.id === id);
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
    expect((await storedKey(server, id))?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('charges a key-authenticated POST /api/generate-code to the key owner', async () => {
    const { secret } = await createKey(other, 'generator');
    await server.grant(other, 2);
    const res = await keyClient(server, secret).post('/api/generate-code', SAMPLE_REQUEST);
    expect(res.statusCode).toBe(200);
    expect(await other.tokens()).toBe(1);
  });

  it('works on the tRPC transport too', async () => {
    const { secret } = await createKey(owner, 'trpc');
    const res = await keyClient(server, secret).get('/trpc/tokens.balance');
    expect(res.statusCode).toBe(200);
  });

  it('revokes a key: it answers 401 from then on, and shows as revoked', async () => {
    const { id, secret } = await createKey(owner, 'short-lived');
    const client = keyClient(server, secret);
    expect((await client.get('/api/me/tokens')).statusCode).toBe(200);

    const res = await owner.request({ method: 'DELETE', url: `/api/me/api-keys/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'API key revoked',
      key: { id, name: 'short-lived', revokedAt: expect.any(String) },
    });

    const after = await client.get('/api/me/tokens');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(INVALID_KEY);
    expect((await storedKey(server, id))?.revokedAt).toBeInstanceOf(Date);
  });

  it("answers 404 when revoking another user's key, which keeps working", async () => {
    const { id, secret } = await createKey(owner, 'not yours');
    for (const url of [`/api/me/api-keys/${id}`, '/api/me/api-keys/not-a-uuid']) {
      const res = await other.request({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'API key not found' });
    }
    expect((await keyClient(server, secret).get('/api/me/tokens')).statusCode).toBe(200);
    const othersList = await other.get('/api/me/api-keys');
    expect(othersList.body).not.toContain(id);
  });

  it('caps active keys at 10 per user with a clear 400', async () => {
    const capped = await server.signedIn('key_hoarder', { ip: '10.7.0.3' });
    for (let n = 1; n <= 10; n += 1) await createKey(capped, `key ${n}`);
    const res = await capped.post('/api/me/api-keys', { name: 'eleventh' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'You can have at most 10 active API keys. Revoke one before creating another.',
    });
  });
});
