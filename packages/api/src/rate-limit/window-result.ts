import type { RateLimitResult, RateLimitRule } from '../ports';

function describeWindow(
  rule: RateLimitRule,
  count: number,
  msUntilReset: number,
  allowed: boolean,
): RateLimitResult {
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    // Rounded up so a client that waits this long is never refused again by the same window.
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msUntilReset / 1000)),
  };
}

/** The answer to hit(): `count` already includes this hit. */
export function hitResult(
  rule: RateLimitRule,
  count: number,
  msUntilReset: number,
): RateLimitResult {
  return describeWindow(rule, count, msUntilReset, count <= rule.limit);
}

/** The answer to peek(): whether a hit now would be allowed, without counting it. */
export function peekResult(
  rule: RateLimitRule,
  count: number,
  msUntilReset: number,
): RateLimitResult {
  return describeWindow(rule, count, msUntilReset, count < rule.limit);
}

export function windowMs(rule: RateLimitRule): number {
  return Math.round(rule.windowSeconds * 1000);
}
