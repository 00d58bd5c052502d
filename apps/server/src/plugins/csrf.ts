import { usesBearerScheme } from '@veloforge/api';
import { AUTH_RESPONSES, MESSAGES } from '@veloforge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { SESSION_COOKIE } from '../context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(headers: Record<string, string | string[] | undefined>) {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** Why a request is refused (403 foreign or missing Origin, 415 a non-JSON body), or null. */
function csrfRefusal(request: FastifyRequest, appUrl: string) {
  // Every write, whatever its path: the router decodes percent-escapes, so a check on the raw
  // URL's prefix let `POST /%61pi/logout` reach /api/logout unguarded. No write lives elsewhere.
  if (!STATE_CHANGING.has(request.method)) return null;
  if (usesBearerScheme(request.headers.authorization)) return null;
  const origin = request.headers.origin;
  const hasSession = request.cookies[SESSION_COOKIE] !== undefined;
  const foreignOrigin = origin !== undefined && origin !== appUrl;
  if (foreignOrigin || (hasSession && (origin === undefined || origin === 'null'))) {
    return { status: 403, message: AUTH_RESPONSES.csrfRefused };
  }
  const contentType = request.headers['content-type'] ?? '';
  if (hasSession && hasBody(request.headers) && !contentType.startsWith('application/json')) {
    return { status: 415, message: MESSAGES.unsupportedMediaType };
  }
  return null;
}

/**
 * CSRF defence for cookie-authenticated writes (security-checklist C2): the Origin must be the
 * app's own (a missing or 'null' Origin is refused, as sandboxed frames send 'null'), and a body
 * must be JSON, which a cross-site form cannot send. Requests without the session cookie (API
 * clients, sign-in) are still refused when they carry a foreign Origin.
 *
 * Requests with `Authorization: Bearer` are exempt. CSRF abuses credentials the browser attaches
 * by itself (cookies); a browser never adds a Bearer header on its own, and another site's
 * script cannot set one on a request to us without a CORS preflight, which we never grant. Such
 * a request is authenticated by its key alone: the context ignores cookies when the header is
 * there (and answers 401 when the key is not valid), so an attacker gains nothing by adding it.
 */
export function registerCsrfGuard(app: FastifyInstance, appUrl: string) {
  app.addHook('onRequest', (request, reply, done) => {
    const refusal = csrfRefusal(request, appUrl);
    if (!refusal) return done();
    // Answering from a callback hook: the reply ends the request, so done is not called.
    void reply.status(refusal.status).send({ message: refusal.message });
  });
}
