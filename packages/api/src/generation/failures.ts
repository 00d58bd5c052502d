import { isDatabaseUnavailable } from '@veloforge/db';
import { MESSAGES } from '@veloforge/shared';
import { ModelError, NothingToFixError } from '@veloforge/velo';

import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '../errors';
import { ENGINE_FAILURES } from './limits';
import { RunAbandonedError } from './runs';

/** Retry-After for a busy model service that did not say how long to wait. */
const MODEL_BUSY_RETRY_AFTER_SECONDS = 30;

export type FailureContext = {
  /** Our own deadline for the whole run fired (not the client leaving). */
  deadlineHit: boolean;
  refunded: boolean;
  tokensRemaining: number | undefined;
};

/**
 * What went wrong, as the log line's outcome. An abort is our deadline (a timeout) unless the
 * client left first; an engine's own verdict (e.g. nothing to fix) stands even if it came late.
 */
export function failureKind(error: unknown, deadlineHit: boolean): string {
  if (error instanceof RunAbandonedError) return 'timeout';
  if (error instanceof NothingToFixError) return 'nothing_to_fix';
  const aborted =
    (error instanceof ModelError && error.kind === 'aborted') ||
    (error instanceof Error && error.name === 'AbortError');
  if (aborted) return deadlineHit ? 'timeout' : 'aborted';
  if (error instanceof ModelError) return error.kind;
  return 'internal';
}

/**
 * The answer for a failed run: a status the client can act on, a message that says the tokens
 * came back, and `refunded` / `tokensRemaining` in the body. A failing engine is not the user's
 * input, so 502/504 are right for it; a bug is a 500 (logged by the host), refunded all the same.
 */
export function engineFailure(error: unknown, context: FailureContext): AppError {
  const details = {
    refunded: context.refunded,
    ...(context.tokensRemaining === undefined ? {} : { tokensRemaining: context.tokensRemaining }),
  };
  const fail = (
    code: ConstructorParameters<typeof AppError>[0],
    message: string,
    retryAfterSeconds?: number,
  ) =>
    new AppError(code, message, {
      details,
      cause: error,
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    });

  // The run's result could not be stored: the sweeper refunds it once the database is back.
  if (isDatabaseUnavailable(error)) {
    return fail('SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable, DATABASE_RETRY_AFTER_SECONDS);
  }
  switch (failureKind(error, context.deadlineHit)) {
    case 'timeout':
      return fail('GATEWAY_TIMEOUT', ENGINE_FAILURES.timeout);
    case 'upstream':
      return fail('BAD_GATEWAY', ENGINE_FAILURES.upstream);
    case 'unusable_output':
      return fail('BAD_GATEWAY', ENGINE_FAILURES.unusableOutput);
    case 'rate_limited':
      return fail(
        'TOO_MANY_REQUESTS',
        ENGINE_FAILURES.rateLimited,
        (error as ModelError).retryAfterSeconds ?? MODEL_BUSY_RETRY_AFTER_SECONDS,
      );
    case 'aborted':
      // The client left; nobody reads this answer, but the refund above has happened.
      return fail('CLIENT_CLOSED_REQUEST', ENGINE_FAILURES.cancelled);
    case 'nothing_to_fix':
      return fail('UNPROCESSABLE_CONTENT', (error as NothingToFixError).message);
    default:
      return fail('INTERNAL_SERVER_ERROR', MESSAGES.internalError);
  }
}
