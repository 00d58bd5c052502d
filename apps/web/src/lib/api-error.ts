import { TRPCClientError } from '@trpc/client';

/**
 * What a failed call tells the user (spec section 8: "server message, else <fallback>"). Only a
 * message the server actually sent counts: a network failure or a non-tRPC answer (a proxy's
 * HTML page) has no error shape, and its text ("Failed to fetch") means nothing to a user.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError) || !error.shape) return undefined;
  const message = error.message.trim();
  return message === '' ? undefined : message;
}

export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The HTTP status the server answered with, when it answered at all. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return undefined;
  return typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
}

/**
 * Per-field messages of a 400 (`data.fieldErrors`, several per field), reduced to the first one
 * per field as the forms show them.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return {};
  const fieldErrors: unknown = data.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && field !== '_') out[field] = first;
  }
  return out;
}
