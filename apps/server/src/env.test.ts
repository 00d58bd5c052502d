import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const config = parseEnv({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('derives APP_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(parseEnv({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(parseEnv({ APP_URL: 'https://veloforge.example/' }).appUrl).toBe(
      'https://veloforge.example',
    );
  });

  it('treats empty strings as unset, as .env files often leave them', () => {
    expect(parseEnv({ DATABASE_URL: '', APP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('uses the template engine without a key and the model config with one', () => {
    expect(parseEnv({ OPENAI_API_KEY: '' }).model).toBeUndefined();
    expect(
      parseEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).model,
    ).toEqual({
      apiKey: 'sk-x',
      model: 'gpt-4.1-mini',
      baseURL: 'http://127.0.0.1:11434/v1',
      timeoutMs: 120_000,
      maxOutputTokens: 8_000,
    });
    expect(() => parseEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_TIMEOUT_MS: '10' })).toThrow(
      /OPENAI_TIMEOUT_MS/,
    );
  });

  it('refuses production without a Stripe key unless the test checkout is asked for', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(
      /STRIPE_SECRET_KEY is required with NODE_ENV=production/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'false' })).toThrowError(
      /ALLOW_TEST_CHECKOUT=true/,
    );
    expect(parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' }).stripeSecretKey).toBe(
      undefined,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_123' }).stripeSecretKey,
    ).toBe('sk_test_123');
    expect(parseEnv({}).stripeSecretKey).toBeUndefined();
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: '' })).toThrowError(
      /STRIPE_SECRET_KEY is required/,
    );
    expect(() => parseEnv({ ALLOW_TEST_CHECKOUT: 'yes' })).toThrowError(/ALLOW_TEST_CHECKOUT/);
  });

  it('names every invalid variable in one error', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL must start with postgres[\s\S]*LOG_LEVEL/);
  });

  it('trusts no proxy unless TRUST_PROXY names it, even in production', () => {
    for (const unset of [
      {},
      { TRUST_PROXY: '' },
      { TRUST_PROXY: 'false' },
      { NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' },
    ]) {
      expect(parseEnv(unset).trustProxy).toBe(false);
    }
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: ' TRUE ' }).trustProxy).toBe(true);
  });

  it('reads TRUST_PROXY as a list of addresses, CIDR ranges and named ranges', () => {
    const list =
      '172.28.61.10, 10.0.0.0/8,192.168.0.0/255.255.0.0,fd00::/8,::1,loopback,UniqueLocal';
    const trustProxy = parseEnv({ TRUST_PROXY: list }).trustProxy;
    console.log(`TRUST_PROXY=${JSON.stringify(list)} -> ${JSON.stringify(trustProxy)}`);
    expect(trustProxy).toEqual([
      '172.28.61.10',
      '10.0.0.0/8',
      '192.168.0.0/255.255.0.0',
      'fd00::/8',
      '::1',
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses a hop count and anything that is not an address or range, naming the entries', () => {
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: a hop count is not supported/,
    );
    for (const bad of [
      '10.0.0.1/33',
      'fd00::/129',
      '10.0.0.1/8/8',
      'proxy.internal',
      '10.0.0.1,',
      '*',
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: not an address/);
    }
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1, nginx, 10.0.0.300' })).toThrow(
      /'nginx', '10\.0\.0\.300'/,
    );
  });

  it('takes INSTANCE_ID only as a plain header-safe name', () => {
    expect(parseEnv({}).instanceId).toBeUndefined();
    expect(parseEnv({ INSTANCE_ID: 'app-1' }).instanceId).toBe('app-1');
    expect(() => parseEnv({ INSTANCE_ID: 'app1\r\nset-cookie: x=1' })).toThrow(/INSTANCE_ID/);
  });
});
