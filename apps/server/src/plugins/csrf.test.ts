import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';
import { redisForTests } from '../testing/redis';

describe.each(serverTestKinds())('CSRF guard and throttling on %s', (kind) => {
  let server: TestServer;
  let signedIn: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ kind });
    signedIn = server.client();
    await signedIn.post('/api/register', {
      username: 'csrfuser',
      email: 'csrf@example.com',
      password: 'secret123',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a null Origin (sandboxed frame)', { origin: 'null' }],
  ])('refuses a cookie-authenticated write with %s (403)', async (_label, headers) => {
    const res = await signedIn.request({ method: 'POST', url: '/api/logout', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Request refused: it did not come from this site.' });
    expect((await signedIn.get('/api/user')).statusCode).toBe(200);
  });

  it.each(['/%61pi/logout', '/api/%6Cogout', '/API/logout'])(
    'refuses a cross-site write however its path is spelled (%s)',
    async (url) => {
      const res = await signedIn.request({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      expect((await signedIn.get('/api/user')).statusCode).toBe(200);
    },
  );

  it('refuses a cookie-authenticated write with no Origin at all', async () => {
    const res = await server.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie: `session=${signedIn.sessionToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'hijacked' }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a cookie-authenticated form-encoded body (415) and a foreign-origin sign-in (403)', async () => {
    const form = await signedIn.request({
      method: 'PATCH',
      url: '/api/user/profile',
      body: 'username=hijacked',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const login = await server.client().request({
      method: 'POST',
      url: '/api/login',
      body: { username: 'csrfuser', password: 'secret123' },
      headers: { origin: 'https://evil.example' },
    });
    expect(login.statusCode).toBe(403);
    expect((await signedIn.get('/api/user')).json()).toMatchObject({ username: 'csrfuser' });
  });

  it('leaves Bearer requests to the key check (401), even with a cookie and a foreign Origin', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const res = await signedIn.request({
        method: 'PATCH',
        url: '/api/user/profile',
        body: { username: 'hijacked' },
        headers: { origin, authorization: 'Bearer vf_live_unknown' },
      });
      expect(res.statusCode, origin).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid API key' });
    }
    expect((await signedIn.get('/api/user')).json()).toMatchObject({ username: 'csrfuser' });
  });

  it('still guards cookie writes that carry another Authorization scheme (a proxy’s Basic)', async () => {
    const res = await signedIn.request({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example', authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets API clients without a cookie or Origin sign in', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.2.0.1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'csrfuser', password: 'secret123' }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('throttles failed logins per IP and username: the 11th try is 429 with Retry-After', async () => {
    const attacker = server.client({ ip: '10.2.0.2' });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await attacker.post('/api/login', {
        username: 'csrfuser',
        password: `guess-${attempt}`,
      });
      expect(res.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await attacker.post('/api/login', {
      username: 'csrfuser',
      password: 'secret123',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(blocked.json()).toEqual({
      message: 'Too many failed login attempts. Please try again later.',
    });

    const elsewhere = server.client({ ip: '10.2.0.3' });
    expect(
      (await elsewhere.post('/api/login', { username: 'csrfuser', password: 'secret123' }))
        .statusCode,
    ).toBe(200);
  });

  it('throttles parallel guesses too: 30 at once for one user from one IP, 10 are checked', async () => {
    const attacker = server.client({ ip: '10.2.0.6' });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        attacker
          .post('/api/login', { username: 'csrfuser', password: `parallel-${n}` })
          .then((res) => res.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('blocks an address after 10 failed logins in a row, whatever usernames it tries', async () => {
    const stuffer = server.client({ ip: '10.2.0.7' });
    for (let n = 1; n <= 10; n += 1) {
      const res = await stuffer.post('/api/login', {
        username: `victim${n}`,
        password: 'guess-123',
      });
      expect(res.statusCode, `attempt ${n}`).toBe(401);
    }
    const blocked = await stuffer.post('/api/login', {
      username: 'csrfuser',
      password: 'secret123',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);

    const neighbour = server.client({ ip: '10.2.0.8' });
    for (let n = 1; n <= 9; n += 1) {
      await neighbour.post('/api/login', { username: `victim${n}`, password: 'guess-123' });
    }
    const success = await neighbour.post('/api/login', {
      username: 'csrfuser',
      password: 'secret123',
    });
    expect(success.statusCode).toBe(200);
    const afterSuccess = await neighbour.post('/api/login', {
      username: 'victim1',
      password: 'guess-123',
    });
    expect(afterSuccess.statusCode, 'a success starts the count again').toBe(401);
  });

  it('throttles password reset requests per email', async () => {
    const client = server.client({ ip: '10.2.0.4' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(
        (await client.post('/api/forgot-password', { email: 'csrf@example.com' })).statusCode,
      ).toBe(200);
    }
    const fourth = await client.post('/api/forgot-password', { email: 'CSRF@example.com' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('throttles registrations per IP', async () => {
    const client = server.client({ ip: '10.2.0.5' });
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      // Invalid bodies are refused before the throttle counts, so every attempt here is valid.
      const res = await client.post('/api/register', {
        username: `bulk${n}`,
        email: `bulk${n}@example.com`,
        password: 'secret123',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

const redis = await redisForTests();

describe.skipIf(redis.skipReason !== null)('login throttling through Redis (REDIS_URL)', () => {
  it('refuses the 11th failed login with 429, with the counters kept in Redis', async () => {
    const server = await createTestServer({ env: { REDIS_URL: redis.url } });
    try {
      // Counters outlive the server in Redis: a fresh username keeps reruns independent.
      const username = `redis${randomUUID().slice(0, 8)}`;
      await server.client().post('/api/register', {
        username,
        email: `${username}@example.com`,
        password: 'secret123',
      });
      // ... and a fresh address, since failures also count per address.
      const octet = () => Math.floor(Math.random() * 250) + 1;
      const attacker = server.client({ ip: `10.3.${octet()}.${octet()}` });
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(
          (await attacker.post('/api/login', { username, password: 'wrong-pass' })).statusCode,
        ).toBe(401);
      }
      const blocked = await attacker.post('/api/login', { username, password: 'secret123' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
