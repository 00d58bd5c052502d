import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The build's content-hashed files: their names change with their content, so they never do. */
export const ASSETS_DIR = 'assets';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The encodings the build writes beside each file (apps/web/scripts/precompress.mjs), best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

type Asset = {
  contentType: string;
  /** Weak: the same validator for every encoding of the same content. */
  etag: string;
  plain: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** Every file of dist/assets with its precompressed forms, keyed by its URL path. */
function loadImmutableAssets(webDistDir: string): Map<string, Asset> {
  const dir = path.join(webDistDir, ASSETS_DIR);
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  // Vite writes the folder flat; anything else in it (a folder) is not an asset.
  const names = new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
  );
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const plain = readFileSync(path.join(dir, name));
    const encoded: Asset['encoded'] = {};
    for (const encoding of ENCODINGS) {
      const file = name + SUFFIX[encoding];
      if (names.has(file)) encoded[encoding] = readFileSync(path.join(dir, file));
    }
    assets.set(`/${ASSETS_DIR}/${name}`, {
      contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      etag: `W/"${createHash('sha1').update(plain).digest('base64url')}"`,
      plain,
      encoded,
    });
  }
  return assets;
}

/**
 * Sends dist/assets from memory. A page load asks for forty-odd of these files, and sending each
 * from disk (@fastify/static: stat the file and its .br, open, stream, close, each a trip through
 * libuv's thread pool) took 0.24–0.32 ms of the server's CPU, warm; from memory 0.04–0.08 ms
 * (issue 10, decision 013). They are a few megabytes, written once per build and never changed while the
 * server runs, so they are read once at start.
 */
export function registerImmutableAssets(app: FastifyInstance, webDistDir: string) {
  const assets = loadImmutableAssets(webDistDir);
  app.get(`/${ASSETS_DIR}/*`, (request: FastifyRequest, reply: FastifyReply) => {
    const asset = assets.get(request.url.split('?')[0] ?? '');
    if (!asset) return reply.callNotFound();
    reply
      .header('content-type', asset.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', asset.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    const encoding = acceptedEncoding(request, asset);
    if (!encoding) return reply.send(asset.plain);
    return reply.header('content-encoding', encoding).send(asset.encoded[encoding]);
  });
}

function acceptedEncoding(request: FastifyRequest, asset: Asset): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const available = ENCODINGS.filter((encoding) => asset.encoded[encoding]);
  // As @fastify/static does: "*" (any encoding) is taken as gzip.
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), available) ?? undefined;
}
