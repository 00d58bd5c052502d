import type { RateLimitRule } from '../ports';

/**
 * Per-user limits on the charged calls (DESIGN §7, security-checklist G3) and the copy of the
 * answers that enforce them.
 */

/**
 * The per-user limits. The defaults are the product's (spec); an operator may change them
 * (GENERATION_RATE_LIMIT_PER_MINUTE, GENERATION_MAX_RUNNING), and the load tests raise them so
 * a thousand concurrent calls reach the ledger instead of the limiter (decision 013).
 */
export type GenerationLimits = {
  /** generate + troubleshoot + instruction calls, counted together, per user per minute. */
  perMinute: number;
  /** Generations (and troubleshoot passes) running at once per user. */
  maxRunning: number;
};

export const DEFAULT_GENERATION_LIMITS: GenerationLimits = { perMinute: 10, maxRunning: 2 };

export function generationRateRule(limits: GenerationLimits): RateLimitRule {
  return { name: 'generation-user', limit: limits.perMinute, windowSeconds: 60 };
}

/** A guess at how soon one of the running generations finishes; the client may retry then. */
export const RUNNING_RETRY_AFTER_SECONDS = 10;

/** The sweeper leaves a run alone until this long past the model timeout. */
export const STALE_RUN_MARGIN_MS = 30_000;

export const IDEMPOTENCY_KEY_MAX_CHARS = 255;

/** After this, an Idempotency-Key may be used for a new request (Stripe keeps keys 24 h). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const GENERATION_ERRORS = {
  tooManyPerMinute: 'Too many generations. Please wait a minute.',
  tooManyRunning: (maxRunning: number) =>
    `You already have ${maxRunning} generations running. Please wait for one to finish.`,
  sessionNotFound: 'Session not found',
  sessionRunning: 'This session is still running. Please wait for it to finish.',
  sessionWithoutCode:
    'This session has no code to troubleshoot. Troubleshoot without a session to start a new one.',
  idempotencyKeyTooLong: `The Idempotency-Key header must be at most ${IDEMPOTENCY_KEY_MAX_CHARS} characters`,
  idempotencyKeyRunning: 'A request with this Idempotency-Key is still running',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request',
} as const;

/** Engine failures: every one of them refunds, and says so. */
export const ENGINE_FAILURES = {
  timeout: 'The code model took too long to answer. Your tokens were refunded; please try again.',
  upstream: 'The code model service failed. Your tokens were refunded; please try again.',
  unusableOutput:
    'The code model returned an answer we could not use. Your tokens were refunded; please try again.',
  rateLimited:
    'The code model service is busy right now. Your tokens were refunded; please try again shortly.',
  cancelled: 'The request was cancelled. Your tokens were refunded.',
} as const;

export const SUCCESS_MESSAGES = {
  generated: 'Code Generated Successfully',
  updated: 'Code Updated Successfully',
} as const;

/** Shown beside an offline troubleshoot result, like the template engine's label. */
export const OFFLINE_TROUBLESHOOT_NOTICE = 'Fixed offline by the built-in troubleshooter';
