import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from '../testing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(serverTestKinds())('accounts over REST on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  it('makes the first account an admin when asked, and ignores the flag afterwards', async () => {
    const first = await server.client().post('/api/register', {
      username: 'FirstAdmin',
      email: 'first@example.com',
      password: 'secret123',
      admin: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ username: 'FirstAdmin', role: 'admin', tokens: 0 });
    const second = await server.client().post('/api/register', {
      username: 'sneaky',
      email: 'sneaky@example.com',
      password: 'secret123',
      admin: true,
    });
    expect(second.json()).toMatchObject({ username: 'sneaky', role: 'user' });
  });

  it('registers, signs in with an HttpOnly SameSite=Lax cookie and answers GET /api/user', async () => {
    const client = server.client();
    const res = await client.post('/api/register', {
      username: 'velodev',
      email: 'VeloDev@Example.com',
      password: 'secret123',
    });
    expect(res.statusCode).toBe(200);
    const user = res.json<{ id: string; createdAt: string }>();
    expect(user).toMatchObject({
      username: 'velodev',
      email: 'VeloDev@Example.com',
      role: 'user',
      tokens: 0,
    });
    expect(Object.keys(user).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'role',
      'tokens',
      'username',
    ]);

    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const lifetime = new Date(String(cookie?.expires)).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(29 * DAY_MS);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS);
    expect(client.sessionToken).toMatch(/^[a-z2-9]{32}\.[a-z2-9]{32}$/);

    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);

    const row = await server.db
      .selectFrom('sessions')
      .select(['id', 'secretHash'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const [id, secret] = String(client.sessionToken).split('.');
    expect(row.id).toBe(id);
    expect(Buffer.from(row.secretHash).toString('utf8')).not.toContain(String(secret));
    expect(row.secretHash).toHaveLength(32);
  });

  it('refuses taken usernames and emails case-insensitively with 409', async () => {
    const client = server.client();
    const base = { password: 'secret123' };
    await client.post('/api/register', { ...base, username: 'taken', email: 'taken@example.com' });
    const sameName = await client.post('/api/register', {
      ...base,
      username: 'TAKEN',
      email: 'other@example.com',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: 'That username is already taken' });
    const sameEmail = await client.post('/api/register', {
      ...base,
      username: 'other',
      email: 'Taken@Example.COM',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: 'An account with that email already exists' });
  });

  it.each([
    [
      { username: 'ab', email: 'a@example.com', password: 'secret123' },
      'username',
      'Username must be at least 3 characters',
    ],
    [
      { username: 'x'.repeat(33), email: 'a@example.com', password: 'secret123' },
      'username',
      'Username must be at most 32 characters',
    ],
    [
      { username: 'bad name', email: 'a@example.com', password: 'secret123' },
      'username',
      'Username may only contain letters, numbers, dots, dashes and underscores',
    ],
    [
      { username: 'okname', email: 'not-an-email', password: 'secret123' },
      'email',
      'Invalid email address',
    ],
    [
      { username: 'okname', email: 'a@example.com', password: 'short' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      { username: 'okname', email: 'a@example.com', password: 'p'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
  ])('refuses a bad registration %# with a 400 naming the field', async (body, field, message) => {
    const res = await server.client().post('/api/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('logs in case-insensitively and gives one generic 401 for a wrong password or an unknown user', async () => {
    const client = server.client({ ip: '10.0.0.2' });
    await client.post('/api/register', {
      username: 'loginuser',
      email: 'login@example.com',
      password: 'right-pass',
    });
    await client.post('/api/logout');

    const wrong = await client.post('/api/login', {
      username: 'loginuser',
      password: 'wrong-pass',
    });
    const unknown = await client.post('/api/login', {
      username: 'nobody-here',
      password: 'wrong-pass',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid username or password' });
    expect(unknown.json()).toEqual(wrong.json());

    const ok = await client.post('/api/login', { username: 'LOGINUSER', password: 'right-pass' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'loginuser' });
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('spends as long on an unknown username as on a wrong password (no user enumeration by timing)', async () => {
    const client = server.client({ ip: '10.0.0.9' });
    await client.post('/api/register', {
      username: 'timed',
      email: 'timed@example.com',
      password: 'secret123',
    });
    async function failedLoginMs(username: string) {
      const started = performance.now();
      expect(
        (await client.post('/api/login', { username, password: 'wrong-pass' })).statusCode,
      ).toBe(401);
      return performance.now() - started;
    }
    // Interleaved, and the fastest of each: load on the machine only ever adds time.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await failedLoginMs('timed'));
      unknown.push(await failedLoginMs(`no-such-user-${i}`));
    }
    // Both pay one scrypt hash (~0.25 s); without the dummy hash an unknown name takes ~5 ms.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3);
    // Nine scrypt hashes: seconds alone, far longer on a loaded 2-core machine. Not a speed check.
  }, 180_000);

  it('rotates the session on every login and deletes the old one', async () => {
    const client = server.client({ ip: '10.0.0.3' });
    await client.post('/api/register', {
      username: 'rotator',
      email: 'rotator@example.com',
      password: 'secret123',
    });
    const first = client.sessionToken;
    await client.post('/api/login', { username: 'rotator', password: 'secret123' });
    const second = client.sessionToken;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const stale = server.client();
    stale.sessionToken = first;
    expect((await stale.get('/api/user')).statusCode).toBe(401);
  });

  it('logs out server-side: the old cookie stops working and is cleared', async () => {
    const client = server.client({ ip: '10.0.0.4' });
    await client.post('/api/register', {
      username: 'leaver',
      email: 'leaver@example.com',
      password: 'secret123',
    });
    const token = client.sessionToken;
    const res = await client.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been successfully logged out.' });
    expect(client.sessionToken).toBeUndefined();

    const replay = server.client();
    replay.sessionToken = token;
    const me = await replay.get('/api/user');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Not authenticated' });
  });

  it('answers 401 on protected routes without a session, and for a forged token', async () => {
    const anonymous = server.client();
    const res = await anonymous.patch('/api/user/profile', { username: 'whoever' });
    expect(res.statusCode).toBe(401);
    anonymous.sessionToken = 'aaaaaaaa.bbbbbbbb';
    expect((await anonymous.get('/api/user')).statusCode).toBe(401);
  });

  it('slides the expiry of a session used with under 15 days left, and ends expired ones', async () => {
    const client = server.client({ ip: '10.0.0.5' });
    await client.post('/api/register', {
      username: 'slider',
      email: 'slider@example.com',
      password: 'secret123',
    });
    const sessionId = String(client.sessionToken).split('.')[0] ?? '';
    await server.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() + 10 * DAY_MS) })
      .where('id', '=', sessionId)
      .execute();
    const renewed = await client.get('/api/user');
    expect(renewed.statusCode).toBe(200);
    const cookie = renewed.cookies.find((c) => c.name === 'session');
    expect(new Date(String(cookie?.expires)).getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);
    const row = await server.db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);

    await server.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', sessionId)
      .execute();
    const expired = await client.get('/api/user');
    expect(expired.statusCode).toBe(401);
    expect(client.sessionToken).toBeUndefined();
  });

  it('updates the profile, sending 409 for taken values and 400 for nothing to change', async () => {
    const client = server.client({ ip: '10.0.0.6' });
    await client.post('/api/register', {
      username: 'profiler',
      email: 'profiler@example.com',
      password: 'secret123',
    });
    const renamed = await client.patch('/api/user/profile', { username: 'profiler2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Your profile has been updated.',
      user: { username: 'profiler2', email: 'profiler@example.com' },
    });
    expect((await client.get('/api/user')).json()).toMatchObject({ username: 'profiler2' });

    expect((await client.patch('/api/user/profile', { username: 'VELODEV' })).statusCode).toBe(409);
    expect(
      (await client.patch('/api/user/profile', { email: 'velodev@example.com' })).statusCode,
    ).toBe(409);
    const nothing = await client.patch('/api/user/profile', {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ message: 'Provide a new username or email' });
  });

  it('records auth events in the audit log without secrets', async () => {
    const rows = await server.db
      .selectFrom('auditLog')
      .select(['action', 'target', 'details'])
      .execute();
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      'auth.register',
      'auth.login',
      'auth.login_failed',
      'auth.profile_updated',
    ]) {
      expect(actions.has(action), action).toBe(true);
    }
    expect(JSON.stringify(rows)).not.toMatch(/secret123|right-pass|wrong-pass/);
  });

  it('signs in over tRPC too, setting the same cookie', async () => {
    await server.client().post('/api/register', {
      username: 'trpcuser',
      email: 'trpc@example.com',
      password: 'secret123',
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { origin: server.config.appUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'trpcuser', password: 'secret123' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: { data: { username: 'trpcuser' } } });
    expect(res.cookies.find((c) => c.name === 'session')?.httpOnly).toBe(true);
  });
});

describe('session cookie over https', () => {
  it('is Secure when APP_URL is https', async () => {
    const server = await createTestServer({ env: { APP_URL: 'https://veloforge.example' } });
    try {
      const res = await server.client().post('/api/register', {
        username: 'secureuser',
        email: 'secure@example.com',
        password: 'secret123',
      });
      expect(res.cookies.find((c) => c.name === 'session')?.secure).toBe(true);
    } finally {
      await server.close();
    }
  });
});
