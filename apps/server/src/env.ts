import { availableParallelism } from 'node:os';
import path from 'node:path';

import { DEFAULT_GENERATION_LIMITS, STALE_RUN_MARGIN_MS } from '@veloforge/api';
import { z } from 'zod';

import { ZTrustProxy } from './deploy/trust-proxy';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const TEST_CHECKOUT_IN_PRODUCTION =
  'STRIPE_SECRET_KEY is required with NODE_ENV=production: without it purchases use the built-in test checkout, which credits tokens without a payment. Set ALLOW_TEST_CHECKOUT=true for a demo deployment where that is wanted.';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    TRUST_PROXY: ZTrustProxy,
    INSTANCE_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,64}$/, 'INSTANCE_ID must be 1-64 letters, digits, . _ or -')
        .optional(),
    ),
    APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('VeloForge <no-reply@veloforge.local>'),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(sk|rk)_(test|live)_/,
          'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
        )
        .optional(),
    ),
    ALLOW_TEST_CHECKOUT: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    ),
    STRIPE_API_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url()
        .regex(/^https?:\/\/[^/]+\/?$/, 'STRIPE_API_URL must be a scheme, host and port only')
        .optional(),
    ),
    WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
    OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(120_000),
    OPENAI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(128_000).default(8_000),
    GENERATION_RATE_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(DEFAULT_GENERATION_LIMITS.perMinute),
    GENERATION_MAX_RUNNING: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(DEFAULT_GENERATION_LIMITS.maxRunning),
    SWEEPER_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
    STALE_RUN_MARGIN_MS: z.coerce.number().int().min(0).max(3_600_000).default(STALE_RUN_MARGIN_MS),
    CHECKER_WORKERS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(64).optional(),
    ),
    CHECKER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  })
  .superRefine((raw, context) => {
    // The test checkout credits tokens for a click: in production it must be asked for.
    if (
      raw.NODE_ENV === 'production' &&
      !raw.STRIPE_SECRET_KEY &&
      raw.ALLOW_TEST_CHECKOUT !== 'true'
    ) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: TEST_CHECKOUT_IN_PRODUCTION,
      });
    }
  })
  .transform((raw) => ({
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    /** Which peers may set X-Forwarded-For (deploy/trust-proxy.ts); none by default. */
    trustProxy: raw.TRUST_PROXY,
    /** Answered as `x-instance` on every response when set (plugins/instance-header.ts). */
    instanceId: raw.INSTANCE_ID,
    appUrl: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(raw.DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    logLevel: raw.LOG_LEVEL,
    redisUrl: raw.REDIS_URL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    stripeSecretKey: raw.STRIPE_SECRET_KEY,
    stripeWebhookSecret: raw.STRIPE_WEBHOOK_SECRET,
    /** Another Stripe API server (stripe-mock, the fake in tests); api.stripe.com when unset. */
    stripeApiBase: raw.STRIPE_API_URL ? stripeApiBase(raw.STRIPE_API_URL) : undefined,
    /** The whole-run limit of a generation; the sweeper refunds runs well past it. */
    modelTimeoutMs: raw.OPENAI_TIMEOUT_MS,
    generationLimits: {
      perMinute: raw.GENERATION_RATE_LIMIT_PER_MINUTE,
      maxRunning: raw.GENERATION_MAX_RUNNING,
    },
    /** How often each instance sweeps, and how long past the model timeout a run is left alone. */
    sweeper: { intervalMs: raw.SWEEPER_INTERVAL_MS, staleMarginMs: raw.STALE_RUN_MARGIN_MS },
    /**
     * The Velo checker's worker threads (infra/checker.ts); 0 checks on the server's own thread.
     * By default production uses the cores left beside the server's thread (1 to 4), development
     * and tests check in-process (no worker start-up per test server).
     */
    checker: {
      workers: raw.CHECKER_WORKERS ?? (raw.NODE_ENV === 'production' ? defaultCheckerWorkers() : 0),
      timeoutMs: raw.CHECKER_TIMEOUT_MS,
    },
    /** The code model; undefined = the offline template engine. */
    model: raw.OPENAI_API_KEY
      ? {
          apiKey: raw.OPENAI_API_KEY,
          model: raw.OPENAI_MODEL,
          ...(raw.OPENAI_BASE_URL ? { baseURL: raw.OPENAI_BASE_URL } : {}),
          timeoutMs: raw.OPENAI_TIMEOUT_MS,
          maxOutputTokens: raw.OPENAI_MAX_OUTPUT_TOKENS,
        }
      : undefined,
    webDistDir: path.resolve(
      raw.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
  }));

function defaultCheckerWorkers() {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

function stripeApiBase(url: string) {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? ('http' as const) : ('https' as const);
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}

/** The validated server configuration; buildServer takes it, so tests build their own. */
export type ServerConfig = z.infer<typeof ZEnv>;

/** Parses an environment-like record; throws a readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): ServerConfig {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The only reader of process.env in the server (ESLint enforces it). */
export function readEnv(): ServerConfig {
  return parseEnv(process.env);
}

/**
 * The raw environment, for test infrastructure only: the variables a spawned server inherits,
 * and the local services (Redis) the suites target. The app itself reads readEnv().
 */
export function hostEnvironment(): Record<string, string | undefined> {
  return { ...process.env };
}
