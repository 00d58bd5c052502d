import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from '../testing';
import { createKey, keyClient } from './api-key-test-helpers';

const LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;

describe.each(serverTestKinds())('password reset over REST on %s', (kind) => {
  let server: TestServer;

  async function register(username: string, password = 'old-password') {
    const client = server.client({ ip: `10.1.0.${username.length}` });
    await client.post('/api/register', { username, email: `${username}@example.com`, password });
    return client;
  }

  /** Requests a reset and returns the token from the mail the server sent (mail is async). */
  async function requestToken(email: string): Promise<string> {
    const before = server.outbox.length;
    const res = await server.client().post('/api/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => server.outbox.length).toBe(before + 1);
    const mail = server.outbox.at(-1);
    expect(mail?.to).toBe(email);
    const token = LINK.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return String(token);
  }

  beforeAll(async () => {
    server = await createTestServer({ kind, env: { APP_URL: 'http://veloforge.test' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the same message for known and unknown emails, mailing only the known one', async () => {
    await register('resetme');
    const unknown = await server
      .client()
      .post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      message: 'If an account exists for that email, we have sent a password reset link.',
    });
    expect(server.outbox).toHaveLength(0);

    const token = await requestToken('resetme@example.com');
    expect(server.outbox.at(-1)?.text).toContain(
      `http://veloforge.test/reset-password?token=${token}`,
    );
  });

  it('refuses a malformed email with the spec message', async () => {
    const res = await server.client().post('/api/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('resets once: old password refused, new one works, every session and API key ended, no auto-login', async () => {
    const signedIn = await register('changer', 'old-password');
    const key = await createKey(signedIn);
    const keyed = keyClient(server, key.secret);
    expect((await keyed.get('/api/me/tokens')).statusCode).toBe(200);
    const token = await requestToken('changer@example.com');
    const res = await server.client().post('/api/reset-password', {
      token,
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been reset. You can now log in with your new password.',
    });
    expect(res.cookies.find((c) => c.name === 'session' && c.value)).toBeUndefined();
    expect((await signedIn.get('/api/user')).statusCode).toBe(401);
    // The API keys made with the old password end with it.
    expect((await keyed.get('/api/me/tokens')).statusCode).toBe(401);

    const login = server.client({ ip: '10.1.1.1' });
    expect(
      (await login.post('/api/login', { username: 'changer', password: 'old-password' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await login.post('/api/login', { username: 'changer', password: 'new-password' }))
        .statusCode,
    ).toBe(200);

    const reused = await server.client().post('/api/reset-password', {
      token,
      password: 'third-password',
      confirmPassword: 'third-password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'Invalid or expired token' });
    await expect.poll(() => server.outbox.at(-1)?.subject).toMatch(/password was changed/);
  });

  it('refuses an expired token', async () => {
    await register('expirer');
    const token = await requestToken('expirer@example.com');
    await server.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    const res = await server.client().post('/api/reset-password', {
      token,
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid or expired token' });
  });

  it('voids older tokens when a newer one is requested', async () => {
    await register('twice');
    const older = await requestToken('twice@example.com');
    const newer = await requestToken('twice@example.com');
    const body = { password: 'new-password', confirmPassword: 'new-password' };
    expect(
      (await server.client().post('/api/reset-password', { ...body, token: older })).statusCode,
    ).toBe(400);
    expect(
      (await server.client().post('/api/reset-password', { ...body, token: newer })).statusCode,
    ).toBe(200);
  });

  it("resets only the token owner's password", async () => {
    await register('owner-a', 'a-password');
    await register('bystander-b', 'b-password');
    const token = await requestToken('owner-a@example.com');
    await server.client().post('/api/reset-password', {
      token,
      password: 'a-new-pass',
      confirmPassword: 'a-new-pass',
    });
    const login = server.client({ ip: '10.1.1.2' });
    expect(
      (await login.post('/api/login', { username: 'bystander-b', password: 'b-password' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await login.post('/api/login', { username: 'owner-a', password: 'a-new-pass' })).statusCode,
    ).toBe(200);
  });

  it('refuses mismatched or short passwords and unknown tokens with 400', async () => {
    const client = server.client();
    const mismatch = await client.post('/api/reset-password', {
      token: 'whatever',
      password: 'new-password',
      confirmPassword: 'other-password',
    });
    expect(mismatch.json()).toEqual({
      message: 'Passwords do not match',
      fieldErrors: { confirmPassword: ['Passwords do not match'] },
    });
    const short = await client.post('/api/reset-password', {
      token: 'x',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
    const unknown = await client.post('/api/reset-password', {
      token: 'not-a-real-token',
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid or expired token' });
  });
});
