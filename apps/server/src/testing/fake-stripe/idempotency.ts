import type { FormObject } from './form-params';
import { fail, stripeError } from './stripe-errors';

/** A response as the fake sends it. */
export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

type SavedResponse = { method: string; path: string; params: string; answer: Answer };

const MAX_KEY_LENGTH = 255;

/** Key order must not matter when comparing a retried request with the first one. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
}

/**
 * Stripe's v1 idempotency: the first response for a key is saved once the endpoint starts
 * executing (a request that fails validation is not saved, so a corrected retry may reuse the
 * key), replayed for a retry with the same parameters, and the key is refused with different
 * ones. Keys are scoped to the account; the API key stands in for it here.
 */
export function createIdempotencyCache() {
  const saved = new Map<string, SavedResponse>();

  return {
    run(
      request: {
        scope: string;
        key: string | null;
        method: string;
        path: string;
        params: FormObject;
      },
      execute: () => Answer,
    ): Answer & { replayed: boolean } {
      const { scope, key, method, path } = request;
      if (key === null) return { ...execute(), replayed: false };
      if (key.length > MAX_KEY_LENGTH) {
        fail(
          stripeError(
            400,
            'invalid_request_error',
            `Keys for idempotent requests can be no longer than ${MAX_KEY_LENGTH} characters.`,
          ),
        );
      }
      const slot = `${scope}\n${key}`;
      const params = canonical(request.params);
      const previous = saved.get(slot);
      if (!previous) {
        const answer = execute();
        saved.set(slot, { method, path, params, answer });
        return { ...answer, replayed: false };
      }
      if (previous.method !== method || previous.path !== path || previous.params !== params) {
        fail(
          stripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      }
      return {
        ...previous.answer,
        headers: { ...previous.answer.headers, 'idempotent-replayed': 'true' },
        replayed: true,
      };
    },
  };
}
