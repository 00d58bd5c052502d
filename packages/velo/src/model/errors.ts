import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  OpenAIError,
} from 'openai';

import { ModelError, type ModelErrorKind } from '../types';

/**
 * Every failure of a model call becomes a ModelError whose message is safe to show a user: it
 * never repeats the upstream body (which may be an HTML error page or echo part of a key), only
 * the status code and a plain sentence. The original error stays reachable as a non-enumerable
 * `cause` for server logs, so serialising the error cannot leak it.
 */

export function modelError(
  kind: ModelErrorKind,
  message: string,
  cause?: unknown,
  retryAfterSeconds?: number,
) {
  const error = new ModelError(kind, message, retryAfterSeconds);
  if (cause !== undefined) {
    Object.defineProperty(error, 'cause', { value: cause, enumerable: false, configurable: true });
  }
  return error;
}

export const abortedError = () => modelError('aborted', 'The request was cancelled.');

export function timeoutError(timeoutMs: number, cause?: unknown) {
  const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
  return modelError(
    'timeout',
    `The model took too long to answer (more than ${limit}). Please try again.`,
    cause,
  );
}

export function unusableOutput(reason: string, cause?: unknown) {
  return modelError(
    'unusable_output',
    `The model's answer could not be used: ${reason}. Please try again.`,
    cause,
  );
}

/** Retry-After is seconds or an HTTP date; some servers add retry-after-ms. */
export function retryAfterSeconds(
  headers: Headers | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return Math.ceil(ms / 1000);
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function statusMessage(status: number): string {
  if (status === 401 || status === 403) {
    return `The model service refused the request (HTTP ${status}); the configured API key may be wrong or lack access.`;
  }
  if (status === 404) {
    return 'The model service does not know the configured model or address (HTTP 404).';
  }
  if (status >= 500) return `The model service had a problem (HTTP ${status}). Please try again.`;
  return `The model service rejected the request (HTTP ${status}).`;
}

/** The undici error when the server drops the connection mid-body. */
function isConnectionLost(error: unknown): boolean {
  return error instanceof TypeError && /terminated|socket|other side closed/i.test(error.message);
}

/**
 * Maps an SDK or transport error. Abort and timeout are decided by the caller from its own
 * signals before this runs, because the SDK reports both as the same abort.
 */
export function toModelError(error: unknown, timeoutMs: number): ModelError {
  if (error instanceof ModelError) return error;
  if (error instanceof APIConnectionTimeoutError) return timeoutError(timeoutMs, error);
  if (error instanceof APIUserAbortError) return abortedError();
  if (error instanceof APIConnectionError) {
    return modelError('upstream', 'Could not reach the model service. Please try again.', error);
  }
  if (error instanceof APIError) {
    const status = error.status as number | undefined;
    if (status === 429) {
      const after = retryAfterSeconds(error.headers as Headers | undefined);
      const when = after === undefined ? 'shortly' : `in ${after} s`;
      return modelError(
        'rate_limited',
        `The model service is busy (rate limited). Please try again ${when}.`,
        error,
        after,
      );
    }
    if (status === undefined) {
      return modelError(
        'upstream',
        'The model service reported an error while answering. Please try again.',
        error,
      );
    }
    return modelError('upstream', statusMessage(status), error);
  }
  if (error instanceof SyntaxError)
    return unusableOutput('the service sent a reply that is not valid JSON', error);
  if (isConnectionLost(error)) {
    return modelError(
      'upstream',
      'The connection to the model service was lost before the answer was complete. Please try again.',
      error,
    );
  }
  if (error instanceof OpenAIError) {
    return modelError('upstream', 'The model service client failed. Please try again.', error);
  }
  return modelError('upstream', 'The model call failed unexpectedly. Please try again.', error);
}

/** Text of an API error (message, param, code and body) for recognising unsupported parameters. */
export function apiErrorText(error: unknown): string | null {
  if (!(error instanceof APIError) || (error.status !== 400 && error.status !== 422)) return null;
  const body = safeStringify(error.error);
  return [error.message, error.param ?? '', error.code ?? '', body].join(' ');
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value ?? '');
  } catch {
    return '';
  }
}
