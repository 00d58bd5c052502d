import { z } from 'zod';

import type { ErrorStatus } from './route-doc';

/**
 * What the charged calls (generate, troubleshoot, instruction, JSON or streamed) document
 * besides the usual errors. Nothing is charged before these refusals, and every failure after
 * the charge is refunded: the body says so with `refunded` and `tokensRemaining`.
 */
export const CHARGED_ERRORS = {
  402: 'Not enough tokens for this call; nothing was charged.',
  409: 'A request with this Idempotency-Key is still running.',
  422: 'This Idempotency-Key was already used for a different request.',
  429: 'Over 10 calls a minute or 2 generations at once, or the code model is busy (then refunded). Retry-After says when to try again.',
  500: 'An unexpected failure after the charge; the tokens were refunded.',
  502: 'The code model failed or gave an unusable answer; the tokens were refunded.',
  504: 'The code model took too long; the tokens were refunded.',
} satisfies Partial<Record<ErrorStatus, string>>;

/** Troubleshooting may also name a generation (sessionId) to add a version to. */
export const TROUBLESHOOT_ERRORS = {
  ...CHARGED_ERRORS,
  404: 'No generation of yours has this sessionId.',
  409: 'That generation is still running or has no code, or the Idempotency-Key is in use.',
  422: 'Nothing to fix was found (refunded), or the Idempotency-Key was reused.',
} satisfies Partial<Record<ErrorStatus, string>>;

/**
 * The Idempotency-Key header: a retry with the same key answers the first call's result and is
 * not charged again. The server refuses keys over 255 characters (packages/api idempotency.ts).
 */
export const IDEMPOTENCY_HEADERS = z.object({
  'Idempotency-Key': z.string().max(255).optional(),
});
