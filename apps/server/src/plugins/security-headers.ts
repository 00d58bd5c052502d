import type { FastifyInstance } from 'fastify';

import type { ServerConfig } from '../env';

/**
 * The app's CSP: scripts only from our origin, no framing of the app (frame-ancestors), no
 * plugins, no <base> tricks. Inline style attributes are allowed because Mantine sets them.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Where a password reset link points (packages/api auth/password-reset.ts). */
const RESET_PAGE = '/reset-password';

/** Security headers on every response (security-checklist H1-H3). */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const everyResponse: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Keeps the handle to the Stripe Checkout popup while isolating the app from other openers.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(config.appUrl.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' }
      : {}),
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    // The preview frame page sets its own, stricter policy and may be framed by the app.
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    reply.headers(everyResponse);
    reply.header('x-request-id', request.id);
    // The page a reset link opens holds the token in its URL: no Referer may carry it away.
    if (request.url.startsWith(RESET_PAGE)) reply.header('referrer-policy', 'no-referrer');
    // A route that chose its own caching (the event streams: no-cache) keeps it. The route's
    // pattern, not the raw URL: `/%61pi/user` is routed to /api/user and is as private.
    const path = request.routeOptions.url ?? request.url;
    const isApi = path.startsWith('/api/') || path.startsWith('/trpc/');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
