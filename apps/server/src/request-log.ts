import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: the token of a password reset link. */
const SECRET_PARAMETERS = /([?&]token=)[^&#]*/gi;

/** The URL as logs may keep it: a reset link's token is replaced (security-checklist S2, M4). */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

/**
 * The request fields of every log line, as Fastify's own serializer writes them, with the URL
 * made loggable: opening a reset link logged its token, and logs are read by more people and
 * kept longer than the token may be.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
