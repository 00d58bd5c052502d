import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@veloforge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { SESSION_COOKIE } from '../context';
import { ASSETS_DIR, registerImmutableAssets } from './immutable-assets';

const API_PREFIXES = ['/api/', '/api', '/trpc/', '/trpc'];

function isApiPath(url: string) {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix,
  );
}

function wantsHtml(request: FastifyRequest) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.extname(request.url.split('?')[0] ?? '') &&
    !isApiPath(request.url)
  );
}

/** The build's prerendered pages (apps/web/scripts/prerender.mjs): '/faq' → 'prerendered/faq.html'. */
function prerenderedPages(webDistDir: string): Map<string, string> {
  const manifest = path.join(webDistDir, 'prerendered', 'manifest.json');
  if (!existsSync(manifest)) return new Map();
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages));
}

/**
 * A prerendered page is the first render a signed-out visitor sees, so it goes only to requests
 * without a session cookie (a signed-in user would see a signed-out header flash) and without
 * query parameters (which can change the first render, e.g. /auth?tab=register).
 */
function pageFileFor(request: FastifyRequest, prerendered: Map<string, string>): string {
  const [pathname, query] = request.url.split('?');
  const file = prerendered.get(pathname ?? '');
  if (!file || query !== undefined || request.cookies[SESSION_COOKIE] !== undefined) {
    return 'index.html';
  }
  return file;
}

/**
 * Serves the built SPA: hashed assets with a long cache, index.html or a prerendered page (never
 * cached) for every client route, and real JSON 404s for unknown API paths and missing files.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  const prerendered = prerenderedPages(webDistDir);
  if (hasBuild) {
    registerImmutableAssets(app, webDistDir);
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The hashed assets are sent from memory (immutable-assets.ts); the rest from disk.
      globIgnore: [`${ASSETS_DIR}/**`],
      // The build writes .br and .gz beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Not hashed: a new build changes them under the same name.
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web build not found: run `pnpm build` to serve the app');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && wantsHtml(request)) {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .sendFile(pageFileFor(request, prerendered));
    }
    return reply.status(404).send({ message: MESSAGES.apiNotFound });
  });
}
