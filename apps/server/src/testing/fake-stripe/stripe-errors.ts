/**
 * Error bodies in Stripe's v1 shape. The SDK picks its error class from the HTTP status and
 * `type` (400/404 -> StripeInvalidRequestError, or StripeIdempotencyError for
 * `idempotency_error`; 401 -> StripeAuthenticationError), so both have to be right.
 */
export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export type StripeErrorBody = {
  error: { type: StripeErrorType; message: string; code?: string; param?: string };
};

export type StripeErrorResponse = { status: number; body: StripeErrorBody };

export function stripeError(
  status: number,
  type: StripeErrorType,
  message: string,
  details: { code?: string; param?: string } = {},
): StripeErrorResponse {
  return { status, body: { error: { type, message, ...details } } };
}

export function missingParam(param: string): StripeErrorResponse {
  return stripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
}

export function invalidParam(
  param: string,
  message: string,
  code = 'parameter_invalid',
): StripeErrorResponse {
  return stripeError(400, 'invalid_request_error', message, { code, param });
}

/** Thrown inside request handling and turned into the response it carries. */
export class StripeErrorResponseThrown extends Error {
  constructor(readonly response: StripeErrorResponse) {
    super(response.body.error.message);
  }
}

export function fail(response: StripeErrorResponse): never {
  throw new StripeErrorResponseThrown(response);
}
