import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv: generation limits and the sweeper', () => {
  it("defaults to the product's limits and a minute between sweeps", () => {
    const config = parseEnv({});
    expect(config.generationLimits).toEqual({ perMinute: 10, maxRunning: 2 });
    expect(config.sweeper).toEqual({ intervalMs: 60_000, staleMarginMs: 30_000 });
  });

  it('takes an operator’s values', () => {
    const config = parseEnv({
      GENERATION_RATE_LIMIT_PER_MINUTE: '5000',
      GENERATION_MAX_RUNNING: '2000',
      SWEEPER_INTERVAL_MS: '1000',
      STALE_RUN_MARGIN_MS: '0',
    });
    expect(config.generationLimits).toEqual({ perMinute: 5000, maxRunning: 2000 });
    expect(config.sweeper).toEqual({ intervalMs: 1000, staleMarginMs: 0 });
  });

  it('refuses values that would switch a limit off or spin the sweeper', () => {
    expect(() => parseEnv({ GENERATION_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /GENERATION_RATE_LIMIT_PER_MINUTE/,
    );
    expect(() => parseEnv({ GENERATION_MAX_RUNNING: '-1' })).toThrow(/GENERATION_MAX_RUNNING/);
    expect(() => parseEnv({ SWEEPER_INTERVAL_MS: '10' })).toThrow(/SWEEPER_INTERVAL_MS/);
  });
});

describe('parseEnv: STRIPE_API_URL', () => {
  it('points the Stripe client at another API server', () => {
    expect(parseEnv({}).stripeApiBase).toBeUndefined();
    expect(parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripeApiBase).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(parseEnv({ STRIPE_API_URL: 'https://stripe.internal/' }).stripeApiBase).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it('refuses a URL with a path or another scheme', () => {
    expect(() => parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:1/v1' })).toThrow(/STRIPE_API_URL/);
    expect(() => parseEnv({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('parseEnv: the Velo checker workers', () => {
  it('checks on worker threads in production and in-process otherwise, unless told', () => {
    const production = parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' }).checker;
    expect(production.workers).toBeGreaterThanOrEqual(1);
    expect(production.workers).toBeLessThanOrEqual(4);
    expect(production.timeoutMs).toBe(20_000);
    expect(parseEnv({}).checker.workers).toBe(0);
    expect(parseEnv({ NODE_ENV: 'test' }).checker.workers).toBe(0);
    expect(
      parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true', CHECKER_WORKERS: '0' })
        .checker.workers,
    ).toBe(0);
    expect(parseEnv({ CHECKER_WORKERS: '3', CHECKER_TIMEOUT_MS: '5000' }).checker).toEqual({
      workers: 3,
      timeoutMs: 5000,
    });
  });

  it('refuses a worker count or time limit it cannot use', () => {
    expect(() => parseEnv({ CHECKER_WORKERS: 'two' })).toThrow(/CHECKER_WORKERS/);
    expect(() => parseEnv({ CHECKER_WORKERS: '65' })).toThrow(/CHECKER_WORKERS/);
    expect(() => parseEnv({ CHECKER_TIMEOUT_MS: '10' })).toThrow(/CHECKER_TIMEOUT_MS/);
  });
});
