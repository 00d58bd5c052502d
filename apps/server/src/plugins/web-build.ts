import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The build's content-hashed files: their names change with their content, so they never do. */
const ASSETS_DIR = 'assets';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The encodings the build writes beside each file (apps/web/scripts/precompress.mjs), best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export type BuiltFile = {
  contentType: string;
  cacheControl: string;
  /** Weak: the same validator for every encoding of the same content. */
  etag: string;
  plain: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** Every file of the build, keyed by its URL path ('/index.html', '/assets/app-1a2b.js'). */
export type WebBuild = ReadonlyMap<string, BuiltFile>;

/**
 * Reads the whole web build once, at start (3.5 MB with its .br and .gz copies, a few ms), and
 * the server answers from it for as long as it runs. From memory a file costs the server 0.03–0.09
 * ms of CPU where @fastify/static took 0.18–0.32 ms (stat the file and its .br, open, stream,
 * close, each a trip through libuv's thread pool; a page load asks for forty-odd files; issue 10,
 * decision 013). And the server sends one build: a build replaced under it (a redeploy before the
 * restart) cannot send new pages that name hashed files the running server does not have.
 */
export function loadWebBuild(webDistDir: string): WebBuild {
  const build = new Map<string, BuiltFile>();
  if (!existsSync(webDistDir)) return build;
  const names = new Set(
    readdirSync(webDistDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(webDistDir, path.join(entry.parentPath, entry.name))),
  );
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const full = path.join(webDistDir, name);
    const plain = readFileSync(full);
    const encoded: BuiltFile['encoded'] = {};
    for (const encoding of ENCODINGS) {
      if (names.has(name + SUFFIX[encoding])) {
        encoded[encoding] = readFileSync(full + SUFFIX[encoding]);
      }
    }
    const urlPath = `/${name.split(path.sep).join('/')}`;
    build.set(urlPath, {
      contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      // Files outside assets/ are not hashed: a new build changes them under the same name.
      cacheControl: urlPath.startsWith(`/${ASSETS_DIR}/`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      etag: `W/"${createHash('sha1').update(plain).digest('base64url')}"`,
      plain,
      encoded,
    });
  }
  return build;
}

/** Sends a file of the build in the encoding the client prefers, or 304 when it holds it already. */
export function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('etag', file.etag);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = acceptedEncoding(request, file);
  if (!encoding) return reply.send(file.plain);
  return reply.header('content-encoding', encoding).send(file.encoded[encoding]);
}

function acceptedEncoding(request: FastifyRequest, file: BuiltFile): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const available = ENCODINGS.filter((encoding) => file.encoded[encoding]);
  // As @fastify/static did: "*" (any encoding) is taken as gzip.
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), available) ?? undefined;
}
