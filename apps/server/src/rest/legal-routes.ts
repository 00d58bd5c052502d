import type { LegalType } from '@veloforge/shared';
import type { FastifyRequest } from 'fastify';

import { bodyOf, pathParam, type RestRoute } from './route-table';

/** The path's type, typed as the procedure's input: its schema refuses an unknown one (400). */
function typeOf(request: FastifyRequest): LegalType {
  return pathParam(request, 'type') as LegalType;
}

/** The body's fields, or none when it is not an object (the schema then names what is missing). */
function fieldsOf(request: FastifyRequest): Record<string, unknown> {
  const body = bodyOf<unknown>(request);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** GET /api/legal/{type} (public) and PUT /api/legal/{type} (admins). */
export const LEGAL_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/legal/:type',
    handler: (caller, request) => caller.legal.get({ type: typeOf(request) }),
  },
  {
    method: 'PUT',
    url: '/api/legal/:type',
    handler: (caller, request) =>
      caller.legal.update({
        ...(fieldsOf(request) as { content: string }),
        type: typeOf(request),
      }),
  },
];
