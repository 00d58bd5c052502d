import { AppError } from '@veloforge/api';

export type {
  CheckoutProvider,
  CheckoutSessionState,
  CreateCheckoutInput as CreateCheckoutSessionInput,
} from '@veloforge/api';

/** The provider has no such session: verify answers 404 and fulfilment does nothing. */
export class CheckoutSessionNotFound extends AppError {
  constructor(readonly sessionId: string) {
    super('NOT_FOUND', 'Purchase not found');
    this.name = 'CheckoutSessionNotFound';
  }
}

/**
 * Any other provider failure (network, timeout, auth, rejected parameters, an answer we cannot
 * interpret): a 502 for the user; the SDK's own error is kept as `cause` for the log only.
 */
export class CheckoutProviderError extends AppError {
  constructor(detail: string, options: { cause?: unknown } = {}) {
    super('BAD_GATEWAY', 'The payment service is unavailable. Please try again later.', options);
    this.name = 'CheckoutProviderError';
    this.detail = detail;
  }
  readonly detail: string;
}
