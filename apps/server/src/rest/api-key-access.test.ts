import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';
import { registerAdmin } from './admin-test-helpers';
import { createKey, keyClient } from './api-key-test-helpers';

const SESSION_REQUIRED = {
  message: 'API keys cannot be used for this action. Sign in to the web app instead.',
};
const MALFORMED = {
  message: 'Malformed Authorization header. Send: Authorization: Bearer <api key>',
};
const EVIL = 'https://evil.example';

describe.each(serverTestKinds())('what an API key may reach on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let user: TestClient;
  let userKey: string;

  beforeAll(async () => {
    server = await createTestServer({ kind });
    admin = await registerAdmin(server);
    user = await server.signedIn('key_user', { ip: '10.6.0.1' });
    userKey = (await createKey(user, 'everyday')).secret;
  });
  afterAll(async () => {
    await server.close();
  });

  it("reaches the admin routes only with an admin's key", async () => {
    const adminKey = (await createKey(admin, 'ops')).secret;
    const allowed = await keyClient(server, adminKey).get('/api/admin/settings');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ tokenPackagePrice: 500 });
    const refused = await keyClient(server, userKey).get('/api/admin/settings');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to do that' });
  });

  it('cannot sign in, sign out, change the account or manage keys (403), the session untouched', async () => {
    const client = keyClient(server, userKey);
    const calls = [
      client.post('/api/logout'),
      client.request({ method: 'PATCH', url: '/api/user/profile', body: { username: 'taken' } }),
      client.post('/api/login', { username: 'key_user', password: 'secret123' }),
      client.post('/api/register', { username: 'minted', email: 'm@example.com', password: 'x' }),
      client.post('/api/forgot-password', { email: 'key_user@example.com' }),
      client.post('/api/reset-password', { token: 't', password: 'p', confirmPassword: 'p' }),
      client.get('/api/me/api-keys'),
      client.post('/api/me/api-keys', { name: 'minted by a key' }),
      client.request({ method: 'DELETE', url: '/api/me/api-keys/00000000-0000-4000-8000-0' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url}`).toBe(403);
      expect(res.json()).toEqual(SESSION_REQUIRED);
      expect(res.cookies).toEqual([]);
    }
    expect((await user.get('/api/user')).json()).toMatchObject({ username: 'key_user' });
    expect((await user.get('/api/me/api-keys')).json<{ keys: unknown[] }>().keys).toHaveLength(1);
  });

  it('is exempt from the Origin check, while a cookie from a foreign Origin is still refused', async () => {
    const client = keyClient(server, userKey);
    for (const origin of [EVIL, 'null']) {
      const res = await client.request({
        method: 'PUT',
        url: '/api/me/preferences',
        body: { webModuleStyle: 'jsw' },
        headers: { origin },
      });
      expect(res.statusCode, origin).toBe(200);
    }
    const cookie = await user.request({
      method: 'PUT',
      url: '/api/me/preferences',
      body: { webModuleStyle: 'web.js' },
      headers: { origin: EVIL },
    });
    expect(cookie.statusCode).toBe(403);
    expect(cookie.json()).toEqual({ message: 'Request refused: it did not come from this site.' });
  });

  it('ignores cookies when a Bearer header is present: the key decides, never a fallback', async () => {
    const withBoth = await user.get('/api/user', { authorization: `Bearer ${userKey}` });
    expect(withBoth.json()).toMatchObject({ username: 'key_user' });
    const adminCookieUserKey = await admin.get('/api/admin/settings', {
      authorization: `Bearer ${userKey}`,
    });
    expect(adminCookieUserKey.statusCode).toBe(403);
    const badKeyGoodCookie = await admin.get('/api/user', { authorization: 'Bearer nope' });
    expect(badKeyGoodCookie.statusCode).toBe(401);
    expect(badKeyGoodCookie.json()).toEqual({ message: 'Invalid API key' });
    expect(badKeyGoodCookie.cookies).toEqual([]);
  });

  it('answers 401 to malformed headers and unknown keys', async () => {
    // The key with its last character changed (a random key ends in 'z' one time in 36).
    const otherKey = `${userKey.slice(0, -1)}${userKey.endsWith('z') ? 'y' : 'z'}`;
    const cases: Array<[string, object]> = [
      ['Bearer', MALFORMED],
      ['Bearer   ', MALFORMED],
      [`Bearer ${userKey} extra`, MALFORMED],
      [userKey, MALFORMED],
      [`Token ${userKey}`, MALFORMED],
      [`Bearer ${otherKey}`, { message: 'Invalid API key' }],
      ['Bearer vf_live_nothing', { message: 'Invalid API key' }],
    ];
    for (const [authorization, body] of cases) {
      const res = await server.app.inject({ url: '/api/me/tokens', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual(body);
    }
  });

  it('limits each key to 120 requests a minute (429 + Retry-After), other keys unaffected', async () => {
    const busy = keyClient(server, (await createKey(user, 'busy')).secret);
    for (let n = 1; n <= 120; n += 1) {
      const res = await busy.get('/api/me/tokens');
      if (res.statusCode !== 200) throw new Error(`request ${n}: ${res.statusCode} ${res.body}`);
    }
    const refused = await busy.get('/api/me/tokens');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Too many requests with this API key (the limit is 120 per minute). Please try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await keyClient(server, userKey).get('/api/me/tokens')).statusCode).toBe(200);
    expect((await user.get('/api/me/tokens')).statusCode).toBe(200);
  });
});
