import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerSpa } from './spa';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const PAGE = `<!doctype html><html><body>${'<p>VeloForge</p>'.repeat(200)}</body></html>\n`;

/** A build as apps/web/scripts/precompress.mjs leaves it: each file with .br and .gz beside it. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'veloforge-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', PAGE],
    ['assets/app-1234.js', SCRIPT],
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
    await registerSpa(app, fakeBuild());
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
