import type { z } from 'zod';

import { throttle } from '../auth/throttle';
import type { GenerationDeps } from './charged-run';
import { withIdempotency, type ChargedOperation } from './idempotency';
import { GENERATION_ERRORS, generationRateRule } from './limits';

/** Counts one charged call against the per-user minute limit; 429 before any charge. */
export function throttleGenerations(deps: GenerationDeps, userId: string): Promise<void> {
  return throttle(
    deps.rateLimiter,
    [[generationRateRule(deps.generationLimits), userId]],
    GENERATION_ERRORS.tooManyPerMinute,
  );
}

/**
 * Every charged call's entry: the per-user minute limit, then its Idempotency-Key (a retry with
 * the same key and input replays the stored answer, parsed with `response`).
 */
export async function guardCharged<T>(
  deps: GenerationDeps,
  userId: string,
  call: { operation: ChargedOperation; input: unknown; response: z.ZodType<T> },
  work: () => Promise<T>,
): Promise<T> {
  await throttleGenerations(deps, userId);
  const scope = { db: deps.db, log: deps.log, userId, key: deps.idempotencyKey, ...call };
  return withIdempotency(scope, work);
}
