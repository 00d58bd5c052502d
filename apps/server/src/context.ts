import {
  createContext,
  idempotencyKeyFrom,
  validateSessionToken,
  type ApiDeps,
  type Context,
  type SessionCookie,
} from '@veloforge/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ServerConfig } from './env';

export type ContextDeps = ApiDeps & { config: ServerConfig };

export const SESSION_COOKIE = 'session';

/** The session cookie: HttpOnly, SameSite=Lax (survives the return from Stripe), Secure on https. */
function sessionCookieOn(reply: FastifyReply, config: ServerConfig): SessionCookie {
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.appUrl.startsWith('https://'),
  };
  return {
    set: (token, expiresAt) =>
      void reply.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, options),
  };
}

/**
 * One context builder for both transports (and the streaming routes): resolves the session
 * cookie to the user (sliding its expiry, or clearing a dead cookie), gives procedures the
 * cookie to set or clear, and reads the Idempotency-Key header (400 when over 255 characters).
 */
export async function contextFromRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ContextDeps,
): Promise<Context> {
  const idempotencyKey = idempotencyKeyFrom(request.headers['idempotency-key']);
  const sessionCookie = sessionCookieOn(reply, deps.config);
  const token = request.cookies[SESSION_COOKIE];
  const validated = token ? await validateSessionToken(deps.db, token) : null;
  if (token && !validated) sessionCookie.clear();
  if (validated?.renewed) sessionCookie.set(token ?? '', validated.session.expiresAt);

  return createContext({
    db: deps.db,
    config: { appUrl: deps.config.appUrl },
    rateLimiter: deps.rateLimiter,
    mailer: deps.mailer,
    checkout: deps.checkout,
    velo: deps.velo,
    modelTimeoutMs: deps.modelTimeoutMs,
    idempotencyKey,
    sessionCookie,
    requestId: request.id,
    ip: request.ip,
    log: request.log,
    auth: validated ? { user: validated.user, session: validated.session } : null,
  });
}
