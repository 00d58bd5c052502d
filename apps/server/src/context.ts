import {
  apiKeyAuthFrom,
  createContext,
  idempotencyKeyFrom,
  validateSessionToken,
  type ApiDeps,
  type Context,
  type ContextAuth,
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

/** Requests made with an API key never set or clear the session cookie. */
const NO_COOKIE: SessionCookie = { set: () => undefined, clear: () => undefined };

/** The session cookie's user (sliding its expiry, or clearing a dead cookie), or null. */
async function sessionAuthFrom(
  request: FastifyRequest,
  sessionCookie: SessionCookie,
  deps: ContextDeps,
): Promise<ContextAuth | null> {
  const token = request.cookies[SESSION_COOKIE];
  const validated = token ? await validateSessionToken(deps.db, token) : null;
  if (token && !validated) sessionCookie.clear();
  if (validated?.renewed) sessionCookie.set(token ?? '', validated.session.expiresAt);
  return validated ? { user: validated.user, session: validated.session } : null;
}

/**
 * One context builder for both transports (and the streaming routes). An `Authorization:
 * Bearer` header decides alone: its key's owner, or a 401 (malformed, unknown, revoked) and
 * a 429 over the key's minute budget; cookies are then ignored. Without one, the session cookie
 * resolves the user. It also reads the Idempotency-Key header (400 when over 255 characters).
 */
export async function contextFromRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ContextDeps,
): Promise<Context> {
  const idempotencyKey = idempotencyKeyFrom(request.headers['idempotency-key']);
  const keyAuth = await apiKeyAuthFrom(deps, request.headers.authorization);
  const sessionCookie = keyAuth ? NO_COOKIE : sessionCookieOn(reply, deps.config);
  const auth = keyAuth ?? (await sessionAuthFrom(request, sessionCookie, deps));

  return createContext({
    db: deps.db,
    config: { appUrl: deps.config.appUrl },
    rateLimiter: deps.rateLimiter,
    mailer: deps.mailer,
    checkout: deps.checkout,
    velo: deps.velo,
    modelTimeoutMs: deps.modelTimeoutMs,
    generationLimits: deps.generationLimits,
    idempotencyKey,
    sessionCookie,
    requestId: request.id,
    ip: request.ip,
    log: request.log,
    auth,
  });
}
