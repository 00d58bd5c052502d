import { readFileSync } from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { buildOpenApiDocument } from './document';
import { DOCUMENTED_API_ROUTES } from './documented-routes';
import { OPENAPI_PATH } from './plain-routes';

/** The API's version is the server package's. */
function serverVersion(): string {
  const file = new URL('../../../package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
  return version ?? '0.0.0';
}

/**
 * GET /api/openapi.json: built once at start (it only changes with a deploy) and cacheable by
 * anyone, as it holds nothing private.
 */
export function registerOpenApiDocument(app: FastifyInstance, appUrl: string) {
  const document = JSON.stringify(
    buildOpenApiDocument(DOCUMENTED_API_ROUTES, { appUrl, version: serverVersion() }),
  );
  app.get(OPENAPI_PATH, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(document),
  );
}
