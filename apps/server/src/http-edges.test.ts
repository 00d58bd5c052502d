import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { MESSAGES } from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, type TestServer } from './testing';

function makeWebDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'veloforge-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>VeloForge</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('HTTP edges', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { WEB_DIST_DIR: makeWebDist() } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('falls back to index.html for client routes, uncached', async () => {
    for (const url of ['/', '/my-sessions', '/session/42', '/no-such-page?x=1']) {
      const res = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await server.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await server.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('answers real JSON 404s for unknown API paths and missing files', async () => {
    for (const url of [
      '/api/nope',
      '/api',
      '/api/user/extra',
      '/trpc/nope.nothing',
      '/missing.png',
    ]) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
    expect((await server.app.inject({ url: '/api/nope' })).json()).toEqual({
      message: 'Not found',
    });
  });

  it('sets the security headers and hides X-Powered-By', async () => {
    const res = await server.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const api = await server.app.inject({ url: '/api/settings' });
    expect(api.headers['cache-control']).toBe('no-store');
    const encoded = await server.app.inject({ url: '/%61pi/settings' });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['cache-control']).toBe('no-store');
  });

  it('sends no Referer from the page a reset link opens (its URL holds the token)', async () => {
    const reset = await server.app.inject({ url: '/reset-password?token=abc' });
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    const other = await server.app.inject({ url: '/auth' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers 400, not 500, to a NUL character on the tRPC transport too', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'nul\u0000user', password: 'secret123' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: MESSAGES.textHasNul } });
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const fresh = await server.app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-1234abcd');
    const junk = await server.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(junk.headers['x-request-id']).not.toBe('<script>');
  });

  it('refuses a body over 1 MB with a clear 413', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.me',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large (the limit is 1 MB)' });
  });
});

describe('HSTS', () => {
  it('is sent when APP_URL is https', async () => {
    const server = await createTestServer({ env: { APP_URL: 'https://veloforge.example' } });
    const res = await server.app.inject({ url: '/healthz' });
    expect(res.headers['strict-transport-security']).toContain('max-age=63072000');
    await server.close();
  });
});
