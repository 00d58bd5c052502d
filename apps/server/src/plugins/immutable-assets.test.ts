import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerSpa } from './spa';

const SCRIPT = `export const answer = ${JSON.stringify('y'.repeat(3000))};\n`;
const STYLE = `.root { color: red; }\n`;

/**
 * A build's dist: one script with its .br and .gz, one small stylesheet without (as precompress
 * leaves a small file), and a folder, which is not an asset.
 */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'veloforge-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>VeloForge</title>');
  const script = path.join(dist, 'assets', 'app-1a2b.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'app-1a2b.css'), STYLE);
  mkdirSync(path.join(dist, 'assets', 'fonts'));
  return dist;
}

describe('the hashed assets are sent from memory', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    app = Fastify();
    await registerSpa(app, dist);
    // Read at start: a build removed under a running server (a redeploy) leaves its pages whole.
    rmSync(path.join(dist, 'assets'), { recursive: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

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

  it('answers an unknown asset, or a compressed copy asked for by name, with the JSON 404', async () => {
    for (const url of ['/assets/app-0000.js', '/assets/app-1a2b.js.br']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toHaveProperty('message');
    }
  });
});
