import path from 'node:path';

import { MESSAGES } from '@veloforge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { SESSION_COOKIE } from '../context';
import { loadWebBuild, sendBuiltFile, type WebBuild } from './web-build';

const INDEX_HTML = '/index.html';

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

/** The build's prerendered pages (apps/web/scripts/prerender.mjs): '/faq' → '/prerendered/faq.html'. */
function prerenderedPages(build: WebBuild): Map<string, string> {
  const manifest = build.get('/prerendered/manifest.json');
  if (!manifest) return new Map();
  const pages = JSON.parse(manifest.plain.toString('utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([route, file]) => [route, `/${file}`]));
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
    return INDEX_HTML;
  }
  return file;
}

/**
 * Serves the built SPA from memory (web-build.ts): hashed assets with a long cache, index.html or
 * a prerendered page (never cached) for every client route, and real JSON 404s for unknown API
 * paths and missing files.
 */
export function registerSpa(app: FastifyInstance, webDistDir: string) {
  const build = loadWebBuild(webDistDir);
  const index = build.get(INDEX_HTML);
  const prerendered = prerenderedPages(build);
  if (!index) {
    app.log.warn({ webDistDir }, 'web build not found: run `pnpm build` to serve the app');
  }
  for (const [urlPath, file] of build) {
    app.get(urlPath, (request, reply) => sendBuiltFile(request, reply, file));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (index && wantsHtml(request)) {
      reply.header('vary', 'cookie');
      return sendBuiltFile(request, reply, build.get(pageFileFor(request, prerendered)) ?? index);
    }
    return reply.status(404).send({ message: MESSAGES.apiNotFound });
  });
}
