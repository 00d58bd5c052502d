import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';

import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerSpa } from './spa';

const SCRIPT = `export const answer = ${JSON.stringify('y'.repeat(3000))};\n`;
const STYLE = `.root { color: red; }\n`;
const INDEX = '<!doctype html><title>VeloForge</title><script src="/start-app.js"></script>';
const FAQ = '<!doctype html><div id="root" data-prerendered=""><h1>FAQ</h1></div>';
const STARTER = `import('/assets/app-1a2b.js');\n`;

/** Writes a file with the .br and .gz copies precompress leaves beside it. */
function writeCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * A build's dist: pages and a starter script, one hashed script with its .br and .gz, one small
 * stylesheet without (as precompress leaves a small file), and an empty folder.
 */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'veloforge-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeCompressed(path.join(dist, 'index.html'), INDEX);
  writeCompressed(path.join(dist, 'start-app.js'), STARTER);
  writeCompressed(path.join(dist, 'prerendered', 'faq.html'), FAQ);
  writeFileSync(
    path.join(dist, 'prerendered', 'manifest.json'),
    JSON.stringify({ '/faq': 'prerendered/faq.html' }),
  );
  writeCompressed(path.join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b.css'), STYLE);
  mkdirSync(path.join(dist, 'assets', 'fonts'));
  return dist;
}

describe('the web build is sent from memory', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    app = Fastify();
    await app.register(cookie);
    registerSpa(app, dist);
    await app.ready();
    // Read at start: a build removed under a running server (a redeploy) leaves its pages whole.
    rmSync(dist, { recursive: true });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('answers from memory with the encoding the client prefers', async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');

    const gzip = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const any = await get('/assets/app-1a2b.js', { 'accept-encoding': '*' });
    expect(any.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file without compressed copies as it is, whatever the client accepts', async () => {
    const style = await get('/assets/app-1a2b.css', { 'accept-encoding': 'br, gzip' });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-encoding']).toBeUndefined();
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.body).toBe(STYLE);
  });

  it('answers 304 to a client holding the same content, for any encoding', async () => {
    const first = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/assets/app-1a2b.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get('/assets/app-1a2b.js', { 'if-none-match': 'W/"other"' });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-1a2b.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends the pages and the starter script of the build it started with, never cached', async () => {
    const faq = await get('/faq', { 'accept-encoding': 'br' });
    expect(faq.statusCode).toBe(200);
    expect(faq.headers['content-encoding']).toBe('br');
    expect(faq.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(faq.headers['cache-control']).toBe('no-cache');
    expect(faq.headers.vary).toBe('cookie, accept-encoding');
    expect((await get('/faq')).body).toBe(FAQ);
    expect((await get('/generator')).body).toBe(INDEX);

    const starter = await get('/start-app.js', { 'accept-encoding': 'gzip' });
    expect(starter.headers['content-encoding']).toBe('gzip');
    expect(starter.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(starter.rawPayload).toString()).toBe(STARTER);
  });

  it('answers 304 when a client revalidates an unchanged page', async () => {
    const first = await get('/generator');
    const again = await get('/generator', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const faq = await get('/faq');
    expect(faq.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers an unknown asset, or a compressed copy asked for by name, with the JSON 404', async () => {
    for (const url of ['/assets/app-0000.js', '/assets/app-1a2b.js.br', '/index.html.gz']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toHaveProperty('message');
    }
  });
});
