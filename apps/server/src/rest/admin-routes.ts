import {
  ZAdminPurchaseList,
  ZAdminSettings,
  ZAdminUserList,
  ZAdminUsersInput,
  ZAuditLog,
  ZGrantTokensBody,
  ZGrantTokensInput,
  ZGrantTokensResult,
  ZPageInput,
  ZUpdateSettingsInput,
} from '@veloforge/shared';
import type { FastifyRequest } from 'fastify';

import { IDEMPOTENCY_HEADERS } from './openapi/charged';
import { bodyOf, optionalQuery, pathParam, type RestRoute } from './route-table';

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
    doc: {
      operationId: 'getAdminSettings',
      summary: 'The token package, action costs and who last changed them',
      tag: 'Admin',
      auth: 'admin',
      response: ZAdminSettings,
      example: {},
    },
  },
  {
    method: 'PATCH',
    url: '/api/admin/settings',
    handler: (caller, request) => caller.admin.settings.update(bodyOf(request)),
    doc: {
      operationId: 'updateAdminSettings',
      summary: 'Change the token package (price in cents) and action costs',
      description: 'Applies to checkouts started afterwards; audit-logged.',
      tag: 'Admin',
      auth: 'admin',
      body: ZUpdateSettingsInput,
      response: ZAdminSettings,
      example: { body: { tokenPackagePrice: 500, tokenPackageAmount: 150 } },
    },
  },
  {
    method: 'GET',
    url: '/api/admin/users',
    handler: (caller, request) =>
      caller.admin.users.list({ ...pageOf(request), search: optionalQuery(request, 'search') }),
    doc: {
      operationId: 'listUsers',
      summary: 'Users, newest first; search matches username or email',
      tag: 'Admin',
      auth: 'admin',
      query: ZAdminUsersInput,
      response: ZAdminUserList,
      example: { query: { search: 'ada', page: 1, pageSize: 20 } },
    },
  },
  {
    method: 'POST',
    url: '/api/admin/users/:userId/tokens',
    handler: (caller, request) =>
      caller.admin.users.grantTokens({
        ...bodyOf<{ amount: number }>(request),
        userId: pathParam(request, 'userId'),
      }),
    doc: {
      operationId: 'grantTokens',
      summary: "Add tokens to a user's balance",
      description: 'Audit-logged. A retry with the same Idempotency-Key is applied once.',
      tag: 'Admin',
      auth: 'admin',
      params: ZGrantTokensInput.pick({ userId: true }),
      body: ZGrantTokensBody,
      headers: IDEMPOTENCY_HEADERS,
      response: ZGrantTokensResult,
      errors: { 404: 'No user has this id.' },
      example: {
        params: { userId: '7d3c1b9a-2e4f-4a6b-8c0d-1e2f3a4b5c6d' },
        body: { amount: 10 },
      },
    },
  },
  {
    method: 'GET',
    url: '/api/admin/purchases',
    handler: (caller, request) => caller.admin.purchases.list(pageOf(request)),
    doc: {
      operationId: 'listPurchases',
      summary: 'Purchases, newest first (amountPaid in cents)',
      tag: 'Admin',
      auth: 'admin',
      query: ZPageInput,
      response: ZAdminPurchaseList,
      example: { query: { page: 1, pageSize: 20 } },
    },
  },
  {
    method: 'GET',
    url: '/api/admin/audit-log',
    handler: (caller, request) => caller.admin.auditLog.list(pageOf(request)),
    doc: {
      operationId: 'listAuditLog',
      summary: 'Admin and account events, newest first',
      tag: 'Admin',
      auth: 'admin',
      query: ZPageInput,
      response: ZAuditLog,
      example: { query: { page: 1, pageSize: 20 } },
    },
  },
];
