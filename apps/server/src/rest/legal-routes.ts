import {
  ZLegalGetResponse,
  ZLegalTypeInput,
  ZLegalUpdateBody,
  ZLegalUpdateResponse,
  type LegalType,
} from '@veloforge/shared';
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
    doc: {
      operationId: 'getLegalDocument',
      summary: 'A published legal document or the FAQ',
      tag: 'Legal',
      auth: 'public',
      params: ZLegalTypeInput,
      response: ZLegalGetResponse,
      errors: { 404: 'Nothing has been published for this type yet.' },
      example: { params: { type: 'terms-of-service' } },
    },
  },
  {
    method: 'PUT',
    url: '/api/legal/:type',
    handler: (caller, request) =>
      caller.legal.update({
        ...(fieldsOf(request) as { content: string }),
        type: typeOf(request),
      }),
    doc: {
      operationId: 'publishLegalDocument',
      summary: 'Publish a legal document or the FAQ',
      description:
        'An absent effectiveDate keeps the stored one; null clears it. The FAQ must be its JSON list of questions. Audit-logged.',
      tag: 'Legal',
      auth: 'admin',
      params: ZLegalTypeInput,
      body: ZLegalUpdateBody,
      response: ZLegalUpdateResponse,
      example: {
        params: { type: 'terms-of-service' },
        body: {
          content: '# Terms of Service\n\nBy using VeloForge you agree to…',
          effectiveDate: '2025-01-01',
        },
      },
    },
  },
];
