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
    // A route that chose its own caching (the event streams: no-cache) keeps it.
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/trpc/');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
