import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { isDatabaseUnavailable } from '@veloforge/db';
import { MESSAGES } from '@veloforge/shared';
import { ZodError } from 'zod';

type AppErrorCode = TRPCError['code'];

/** Extra fields of an error body, e.g. `{ refunded: true, tokensRemaining: 12 }`. */
export type ErrorDetails = Record<string, string | number | boolean | null>;

/**
 * The one error type services throw. It is a TRPCError so tRPC maps it to a status itself, and
 * the REST adapter maps it through describeError below: one mapping for both transports.
 * Its message is written for the user and always reaches the client, also on a 502 or 504 (an
 * engine failure the user should read about); `details` are merged into the JSON body.
 */
export class AppError extends TRPCError {
  readonly retryAfterSeconds: number | undefined;
  readonly details: ErrorDetails | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; cause?: unknown; details?: ErrorDetails } = {},
  ) {
    super({ code, message, cause: options.cause });
    this.name = 'AppError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

export type FieldErrors = Record<string, string[]>;

/**
 * What any transport sends for an error: an HTTP status and the JSON body
 * `{ message, fieldErrors?, ...details }`.
 */
export type ErrorDescription = {
  status: number;
  body: { message: string; fieldErrors?: FieldErrors; [detail: string]: unknown };
  retryAfterSeconds?: number;
};

function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function zodCauseOf(error: unknown): ZodError | undefined {
  if (error instanceof ZodError) return error;
  if (error instanceof TRPCError && error.cause instanceof ZodError) return error.cause;
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text (SQLSTATE 22021 / 22P05). The REST adapter refuses NUL
 * before any procedure runs; this catches it on every other path (tRPC parses its own bodies).
 */
function isNulInText(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** A database outage is usually a restart or failover: seconds, not minutes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Maps anything thrown by a procedure to the status and body both transports answer with. */
export function describeError(error: unknown): ErrorDescription {
  const zodError = zodCauseOf(error);
  if (zodError) {
    return {
      status: 400,
      body: {
        message: zodError.issues[0]?.message ?? MESSAGES.invalidInput,
        fieldErrors: fieldErrorsOf(zodError),
      },
    };
  }
  if (error instanceof AppError) {
    const status = getHTTPStatusCodeFromError(error);
    const { retryAfterSeconds, details } = error;
    return {
      status,
      body: { ...details, message: error.message },
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    };
  }
  if (isNulInText(error)) return { status: 400, body: { message: MESSAGES.textHasNul } };
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: MESSAGES.databaseUnavailable },
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    // Internal details never reach the client; they are logged by the host.
    return { status, body: { message: status >= 500 ? MESSAGES.internalError : error.message } };
  }
  return { status: 500, body: { message: MESSAGES.internalError } };
}
