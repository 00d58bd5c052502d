import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../context';
import { registerSpa } from './spa';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const PAGE = `<!doctype html><html><body>${'<p>VeloForge</p>'.repeat(200)}</body></html>\n`;
/** As apps/web/scripts/prerender.mjs writes it: the page's first render in #root. */
const PRERENDERED_FAQ = `<!doctype html><html><body><div id="root" data-prerendered=""><h1>Frequently Asked Questions</h1>${'<p>answer</p>'.repeat(100)}</div></body></html>\n`;

/** A build as apps/web/scripts/precompress.mjs leaves it: each file with .br and .gz beside it. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'veloforge-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'prerendered'));
  for (const [file, text] of [
    ['index.html', PAGE],
    ['assets/app-1234.js', SCRIPT],
    ['prerendered/faq.html', PRERENDERED_FAQ],
    ['prerendered/manifest.json', JSON.stringify({ '/faq': 'prerendered/faq.html' })],
  ] as const) {
    const full = path.join(dist, file);
    writeFileSync(full, text);
    writeFileSync(`${full}.br`, brotliCompressSync(text));
    writeFileSync(`${full}.gz`, gzipSync(text));
  }
  return dist;
}

describe('the SPA sends the precompressed build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerSpa(app, fakeBuild());
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers brotli or gzip as the client accepts, and the plain file otherwise', async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses index.html for client routes too, never cached', async () => {
    const page = await get('/generator', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('prerendered pages go to signed-out visitors only', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    registerSpa(app, fakeBuild());
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'accept-encoding': 'br', ...headers } });
  const isPrerendered = (body: string) => body.includes('Frequently Asked Questions');

  it('sends the prerendered page to a request without a session cookie, compressed', async () => {
    const page = await get('/faq');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ url: '/faq' });
    expect(plain.body).toBe(PRERENDERED_FAQ);
    // Other cookies (a colour scheme, an analytics id) do not make a visitor signed in.
    expect(
      isPrerendered((await app.inject({ url: '/faq', headers: { cookie: 'x=1' } })).body),
    ).toBe(true);
  });

  it('sends index.html to a request with a session cookie, even an expired one', async () => {
    const page = await app.inject({ url: '/faq', headers: { cookie: `${SESSION_COOKIE}=old` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
  });

  it('sends index.html when the URL has query parameters or no prerendered page', async () => {
    for (const url of ['/faq?q=tokens', '/faq/', '/auth', '/', '/prerendered', '/manifest']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(PAGE);
    }
  });
});
