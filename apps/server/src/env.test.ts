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

  it('names every invalid variable in one error', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL must start with postgres[\s\S]*LOG_LEVEL/);
  });
});
