import { describeError } from '@veloforge/api';
import { MESSAGES } from '@veloforge/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The longest path parameter the router matches (no id is near it). */
export const MAX_PATH_PARAM_CHARS = 5_000;

/** Fastify's own request errors (URL, body parsing, limits) mapped to the product's 4xx answers. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    message: 'The URL is not valid: its path is wrongly percent-encoded',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: `The URL is too long: a part of its path is over ${MAX_PATH_PARAM_CHARS.toLocaleString('en-US')} characters`,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string';
}

/**
 * The host's error handler: REST procedures, Fastify's parsers and plain routes all answer
 * `{ message, fieldErrors? }` with the status describeError gives (the same mapping tRPC uses).
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const known = isFastifyError(error) ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return reply.status(known.status).send({ message: known.message });
  if (error instanceof SyntaxError) {
    return reply.status(400).send({ message: MESSAGES.invalidJson });
  }
  const described = describeError(error);
  if (described.status >= 500) request.log.error({ err: error }, 'request failed');
  if (described.retryAfterSeconds) reply.header('retry-after', described.retryAfterSeconds);
  return reply.status(described.status).send(described.body);
}
