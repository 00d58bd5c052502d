import { AUTH_RESPONSES } from '@veloforge/shared';

import { AppError } from '../errors';
import type { RateLimiter, RateLimitRule } from '../ports';

/** Counts one hit per (rule, key) and refuses with 429 + Retry-After when any is over its limit. */
export async function throttle(
  limiter: RateLimiter,
  hits: Array<[RateLimitRule, string]>,
  message: string = AUTH_RESPONSES.tooManyRequests,
): Promise<void> {
  const results = await Promise.all(hits.map(([rule, key]) => limiter.hit(rule, key)));
  refuseIfLimited(results, message);
}

/** Refuses when any (rule, key) is already at its limit, without counting. */
export async function refuseIfThrottled(
  limiter: RateLimiter,
  checks: Array<[RateLimitRule, string]>,
  message: string,
): Promise<void> {
  const results = await Promise.all(checks.map(([rule, key]) => limiter.peek(rule, key)));
  refuseIfLimited(results, message);
}

function refuseIfLimited(
  results: Array<{ allowed: boolean; retryAfterSeconds: number }>,
  message: string,
) {
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds), 1);
  throw new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
}
