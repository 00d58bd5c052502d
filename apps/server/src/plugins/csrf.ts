import { AUTH_RESPONSES, MESSAGES } from '@veloforge/shared';
import type { FastifyInstance } from 'fastify';

import { SESSION_COOKIE } from '../context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isGuardedPath(url: string) {
  return url.startsWith('/api/') || url.startsWith('/trpc/');
}

function hasBody(headers: Record<string, string | string[] | undefined>) {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence for cookie-authenticated writes (security-checklist C2): the Origin must be the
 * app's own (a missing or 'null' Origin is refused, as sandboxed frames send 'null'), and a body
 * must be JSON, which a cross-site form cannot send. Requests without the session cookie (API
 * clients, sign-in) are still refused when they carry a foreign Origin.
 */
export function registerCsrfGuard(app: FastifyInstance, appUrl: string) {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !isGuardedPath(request.url)) return;
    const origin = request.headers.origin;
    const hasSession = request.cookies[SESSION_COOKIE] !== undefined;
    const foreignOrigin = origin !== undefined && origin !== appUrl;
    if (foreignOrigin || (hasSession && (origin === undefined || origin === 'null'))) {
      return reply.status(403).send({ message: AUTH_RESPONSES.csrfRefused });
    }
    const contentType = request.headers['content-type'] ?? '';
    if (hasSession && hasBody(request.headers) && !contentType.startsWith('application/json')) {
      return reply.status(415).send({ message: MESSAGES.unsupportedMediaType });
    }
  });
}
