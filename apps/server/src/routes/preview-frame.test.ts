import { createHash } from 'node:crypto';

import { PREVIEW_FRAME_PATH } from '@veloforge/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, type TestServer } from '../testing';
import { buildFramePage, PREVIEW_RUNTIME_MISSING, registerPreviewFrame } from './preview-frame';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('the preview frame page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('inlines the built runtime, allowed by its hash and nothing else', async () => {
    const res = await server.app.inject({ url: PREVIEW_FRAME_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const script = /<script>([\s\S]*)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(script.length).toBeGreaterThan(1000);
    expect(script).toContain('veloforge-preview/1');
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toBe(`'sha256-${hash}' 'unsafe-eval'`);
  });

  it('is sandboxed without same-origin, has no network and may only be framed by the app', async () => {
    const res = await server.app.inject({ url: PREVIEW_FRAME_PATH });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('sandbox')).toBe('allow-scripts allow-popups allow-forms');
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('connect-src')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The app's own pages keep their policy: no framing at all.
    const app = await server.app.inject({ url: '/api/settings' });
    expect(String(app.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(app.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await server.app.inject({ url: PREVIEW_FRAME_PATH });
    const etag = String(first.headers.etag);
    const again = await server.app.inject({
      url: PREVIEW_FRAME_PATH,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('without a built runtime', () => {
  it('answers 503 with what to do', async () => {
    const app = Fastify({ logger: false });
    registerPreviewFrame(app, null);
    const res = await app.inject({ url: PREVIEW_FRAME_PATH });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: PREVIEW_RUNTIME_MISSING });
    await app.close();
  });

  it('hashes exactly the inlined script', () => {
    const page = buildFramePage('console.log(1)');
    const hash = createHash('sha256').update('console.log(1)').digest('base64');
    expect(page.csp).toContain(`'sha256-${hash}'`);
    expect(page.html).toContain('<script>console.log(1)</script>');
  });
});
