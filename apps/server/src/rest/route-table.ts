import type { AppCaller } from '@veloforge/api';
import type { FastifyRequest } from 'fastify';

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The spec's path (section 7); Fastify syntax for parameters (`:id`). */
  url: string;
  /** Calls one procedure and shapes the spec's response; throwing maps through handleError. */
  handler: (caller: AppCaller, request: FastifyRequest) => Promise<unknown>;
};

/** The JSON body, typed as the procedure's input: the procedure's zod schema validates it. */
export function bodyOf<T>(request: FastifyRequest): T {
  return request.body as T;
}

/** A query-string value ('' when absent, which the procedure's schema refuses with a 400). */
export function queryParam(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export function pathParam(request: FastifyRequest, name: string): string {
  return (request.params as Record<string, string>)[name] ?? '';
}
