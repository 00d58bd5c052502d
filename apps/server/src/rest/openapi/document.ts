import { NAMED_SCHEMAS } from './named-schemas';
import { operationOf } from './operation';
import { ROUTE_TAGS, type DocumentedRoute } from './route-doc';
import { createSchemaSet } from './schema-set';

export type OpenApiOptions = { appUrl: string; version: string };

const DESCRIPTION = [
  'The REST API of VeloForge, generated from the zod schemas the server validates with.',
  'Authenticate with the browser session cookie or `Authorization: Bearer <API key>`.',
  'Cookie-authenticated writes must send an `Origin` equal to the app URL.',
  'Every error answers JSON `{ message }`, with `fieldErrors` on a 400; a failed charged call also',
  'says `refunded` and `tokensRemaining`. Charged calls accept an `Idempotency-Key` header.',
].join(' ');

/** Fastify's `:id` is OpenAPI's `{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The OpenAPI 3.1.0 document of the given routes, with their zod schemas as JSON Schema 2020-12. */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], options: OpenApiOptions) {
  const schemas = createSchemaSet(NAMED_SCHEMAS);
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const route of routes) {
    const operations = (paths[openApiPath(route.url)] ??= {});
    operations[route.method.toLowerCase()] = operationOf(route, schemas);
  }
  const used = new Set(routes.map((route) => route.doc.tag));
  return {
    openapi: '3.1.0',
    info: { title: 'VeloForge API', version: options.version, description: DESCRIPTION },
    servers: [{ url: options.appUrl }],
    tags: Object.entries(ROUTE_TAGS)
      .filter(([name]) => used.has(name as keyof typeof ROUTE_TAGS))
      .map(([name, description]) => ({ name, description })),
    security: [{ cookieAuth: [] }, { bearerAuth: [] }],
    paths,
    components: {
      schemas: schemas.components(),
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'The browser session, set by register and login.',
        },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'VeloForge API key (vf_live_…), created on the Settings page.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
