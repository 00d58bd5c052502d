import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';
import { ADMIN, adminStateOf, auditRowsOf, ledgerDrift, registerAdmin } from './admin-test-helpers';

type UserRow = { id: string; username: string; email: string; role: string; tokens: number };
type UserList = { users: UserRow[]; total: number; page: number; pageSize: number };

const USERNAMES = ['alpha_one', 'Alpha_Two', 'beta', 'gamma', 'delta'];

describe.each(serverTestKinds())('admin users, grants, purchases and audit on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  const clients = new Map<string, TestClient>();

  beforeAll(async () => {
    server = await createTestServer({ kind });
    admin = await registerAdmin(server);
    for (const username of USERNAMES) clients.set(username, await server.signedIn(username));
  });
  afterAll(async () => {
    await server.close();
  });

  function client(username: string): TestClient {
    const found = clients.get(username);
    if (!found) throw new Error(`no client for ${username}`);
    return found;
  }

  async function list(query: string): Promise<UserList> {
    const res = await admin.get(`/api/admin/users${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UserList>();
  }

  const grant = (userId: string, body: unknown, headers?: Record<string, string>) =>
    admin.post(`/api/admin/users/${userId}/tokens`, body, headers);

  it('lists users newest first with the spec fields, 20 a page by default', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(page.users.map((u) => u.username)).toEqual(
      [...USERNAMES].reverse().concat(ADMIN.username),
    );
    expect(page.users[0]).toEqual({
      id: expect.any(String),
      username: 'delta',
      email: 'delta@example.com',
      role: 'user',
      tokens: 0,
      createdAt: expect.any(String),
    });
    expect(page.users.at(-1)).toMatchObject({ role: 'admin' });
  });

  it('searches username and email case-insensitively, with % and _ taken literally', async () => {
    const names = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).users.map((u) => u.username);
    expect(await names('ALPHA')).toEqual(['Alpha_Two', 'alpha_one']);
    expect(await names('Beta@EXAMPLE')).toEqual(['beta']);
    expect(await names('%')).toEqual([]);
    expect(await names('a_t')).toEqual(['Alpha_Two']);
    expect((await list('?search=nobody')).total).toBe(0);
  });

  it('pages through the list without overlap, the total counting the filter', async () => {
    const seen: string[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const page = await list(`?page=${pageNumber}&pageSize=2`);
      expect(page).toMatchObject({ total: 6, page: pageNumber, pageSize: 2 });
      seen.push(...page.users.map((u) => u.username));
    }
    expect(seen).toEqual((await list('')).users.map((u) => u.username));
    expect((await list('?page=4&pageSize=2')).users).toEqual([]);
    expect(await list('?search=alpha&pageSize=1&page=2')).toMatchObject({
      total: 2,
      users: [{ username: 'alpha_one' }],
    });
  });

  it.each([
    '?page=0',
    '?page=abc',
    '?page=1.5',
    '?pageSize=0',
    '?pageSize=101',
    `?search=${'x'.repeat(101)}`,
  ])('refuses %s with a 400', async (query) => {
    expect((await admin.get(`/api/admin/users${query}`)).statusCode).toBe(400);
  });

  it('grants tokens through the ledger: admin_grant with the admin as actor, the new balance back', async () => {
    const beta = client('beta');
    const betaId = await beta.userId();
    const res = await grant(betaId, { amount: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      userId: betaId,
      username: 'beta',
      amount: 25,
      tokens: 25,
    });
    expect(await beta.tokens()).toBe(25);
    expect((await grant(betaId, { amount: 5 })).json()).toMatchObject({ tokens: 30 });

    const ledger = await server.db
      .selectFrom('tokenLedger')
      .select(['delta', 'reason', 'actorId'])
      .where('userId', '=', betaId)
      .orderBy('id')
      .execute();
    const adminId = await admin.userId();
    expect(ledger).toEqual([
      { delta: 25, reason: 'admin_grant', actorId: adminId },
      { delta: 5, reason: 'admin_grant', actorId: adminId },
    ]);
    expect((await list('?search=beta')).users[0]).toMatchObject({ tokens: 30 });
  });

  it('audits each grant with the balance before and after', async () => {
    const betaId = await client('beta').userId();
    const rows = await auditRowsOf(server, 'admin.tokens.grant');
    expect(rows).toEqual([
      {
        actorId: await admin.userId(),
        action: 'admin.tokens.grant',
        target: 'beta',
        details: { userId: betaId, amount: 25, before: { tokens: 0 }, after: { tokens: 25 } },
      },
      expect.objectContaining({
        details: { userId: betaId, amount: 5, before: { tokens: 25 }, after: { tokens: 30 } },
      }),
    ]);
  });

  it('credits a retried grant once when it carries the same Idempotency-Key', async () => {
    const gamma = client('gamma');
    const gammaId = await gamma.userId();
    const key = { 'idempotency-key': randomUUID() };
    expect((await grant(gammaId, { amount: 10 }, key)).json()).toMatchObject({ tokens: 10 });
    expect((await grant(gammaId, { amount: 10 }, key)).json()).toMatchObject({ tokens: 10 });
    expect(await gamma.tokens()).toBe(10);
  });

  it('answers 404 for an unknown user and 400 for a bad amount, changing nothing', async () => {
    const deltaId = await client('delta').userId();
    const before = await adminStateOf(server);
    for (const unknown of [randomUUID(), 'not-a-uuid']) {
      const res = await grant(unknown, { amount: 10 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found' });
    }
    for (const [body, message] of [
      [{ amount: 0 }, 'The amount must be greater than 0'],
      [{ amount: -5 }, 'The amount must be greater than 0'],
      [{ amount: 1_000_001 }, 'The amount must be at most 1,000,000 tokens'],
      [{ amount: 2.5 }, 'The amount must be a whole number of tokens'],
      [{ amount: '10' }, 'The amount must be a whole number of tokens'],
      [{}, 'The amount must be a whole number of tokens'],
    ] as const) {
      const res = await grant(deltaId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await adminStateOf(server)).toEqual(before);
  });

  it('keeps users.tokens equal to the sum of the ledger for everyone', async () => {
    expect(await ledgerDrift(server)).toEqual([]);
  });

  it('lists purchases newest first with the buyer, amount in cents, tokens and status', async () => {
    const buyer = client('alpha_one');
    const first = (await buyer.post('/api/checkout')).json<{ sessionId: string }>();
    await buyer.post(`/api/test-checkout/${first.sessionId}/pay`);
    await buyer.verifyPurchase(first.sessionId);
    await client('gamma').post('/api/checkout');

    const res = await admin.get('/api/admin/purchases');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ purchases: Record<string, unknown>[]; total: number }>();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.purchases).toEqual([
      {
        id: expect.any(String),
        username: 'gamma',
        userId: await client('gamma').userId(),
        amountPaid: 500,
        tokens: 150,
        status: 'pending',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ username: 'alpha_one', status: 'completed', amountPaid: 500 }),
    ]);
    const paged = await admin.get('/api/admin/purchases?page=2&pageSize=1');
    expect(paged.json()).toMatchObject({ total: 2, purchases: [{ username: 'alpha_one' }] });
  });

  it('lists the audit log newest first with the actor name and the details', async () => {
    const res = await admin.get('/api/admin/audit-log?pageSize=3');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ entries: { id: number; action: string }[]; total: number }>();
    expect(body.total).toBeGreaterThan(3);
    const ids = body.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const all = await admin.get(`/api/admin/audit-log?pageSize=100`);
    const grants = all
      .json<{ entries: { action: string }[] }>()
      .entries.filter((entry) => entry.action === 'admin.tokens.grant');
    expect(grants[0]).toEqual({
      id: expect.any(Number),
      actor: ADMIN.username,
      action: 'admin.tokens.grant',
      target: 'gamma',
      details: expect.objectContaining({ before: { tokens: 0 }, after: { tokens: 10 } }),
      createdAt: expect.any(String),
    });
  });
});
