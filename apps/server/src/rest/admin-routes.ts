import type { FastifyRequest } from 'fastify';

import { bodyOf, pathParam, type RestRoute } from './route-table';

/**
 * An optional query-string value: absent stays undefined (the schema's default applies). A
 * repeated parameter is '', which the page schemas refuse with a 400.
 */
function optionalQuery(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

/** Page numbers arrive as text; NaN or a fraction fails the schema's whole-number check. */
function optionalNumber(request: FastifyRequest, name: string): number | undefined {
  const value = optionalQuery(request, name);
  return value === undefined ? undefined : Number(value);
}

function pageOf(request: FastifyRequest) {
  return { page: optionalNumber(request, 'page'), pageSize: optionalNumber(request, 'pageSize') };
}

/** /api/admin/*: every row calls an adminProcedure (401 anonymous, 403 for a plain user). */
export const ADMIN_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/admin/settings',
    handler: (caller) => caller.admin.settings.get(),
  },
  {
    method: 'PATCH',
    url: '/api/admin/settings',
    handler: (caller, request) => caller.admin.settings.update(bodyOf(request)),
  },
  {
    method: 'GET',
    url: '/api/admin/users',
    handler: (caller, request) =>
      caller.admin.users.list({ ...pageOf(request), search: optionalQuery(request, 'search') }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:userId/tokens',
    handler: (caller, request) =>
      caller.admin.users.grantTokens({
        ...bodyOf<{ amount: number }>(request),
        userId: pathParam(request, 'userId'),
      }),
  },
  {
    method: 'GET',
    url: '/api/admin/purchases',
    handler: (caller, request) => caller.admin.purchases.list(pageOf(request)),
  },
  {
    method: 'GET',
    url: '/api/admin/audit-log',
    handler: (caller, request) => caller.admin.auditLog.list(pageOf(request)),
  },
];
