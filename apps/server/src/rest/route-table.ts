import type { AppCaller } from '@veloforge/api';
import type { FastifyRequest } from 'fastify';

import type { RouteDoc } from './openapi/route-doc';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RestRoute = {
  method: HttpMethod;
  /** The spec's path (section 7); Fastify syntax for parameters (`:id`). */
  url: string;
  /** Calls one procedure and shapes the spec's response; throwing maps through handleError. */
  handler: (caller: AppCaller, request: FastifyRequest) => Promise<unknown>;
  /** Its entry in /api/openapi.json, with the procedure's own schemas (openapi/route-doc.ts). */
  doc: RouteDoc;
};

/** What the adapter needs of a row to serve it (its own tests build rows without docs). */
export type ServedRoute = Pick<RestRoute, 'method' | 'url' | 'handler'>;

/** The JSON body, typed as the procedure's input: the procedure's zod schema validates it. */
export function bodyOf<T>(request: FastifyRequest): T {
  return request.body as T;
}

/** A query-string value ('' when absent, which the procedure's schema refuses with a 400). */
export function queryParam(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/**
 * An optional query-string value: absent stays undefined (the schema's default applies). A
 * repeated parameter is '', which the schemas refuse with a 400.
 */
export function optionalQuery(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

export function pathParam(request: FastifyRequest, name: string): string {
  return (request.params as Record<string, string>)[name] ?? '';
}
