import { describe, expect, it, vi } from 'vitest';

import { findFreePort } from '../../testing/server-process';

import { connectRedis } from './redis';

describe('connectRedis', () => {
  it('refuses a URL ioredis would mistake for a socket path', () => {
    expect(() => connectRedis('127.0.0.1:6379')).toThrowError(/Invalid Redis URL.*redis:\/\//);
    expect(() => connectRedis('http://127.0.0.1:6379')).toThrowError(/a http: URL/);
  });

  it('logs an outage once, password hidden, and fails commands instead of hanging', async () => {
    const port = await findFreePort();
    const log = { error: vi.fn() };
    const redis = connectRedis(`redis://:s3cret@127.0.0.1:${port}`, { log });
    try {
      await expect(redis.ping()).rejects.toThrowError();
      expect(log.error).toHaveBeenCalledTimes(1);
      const [details, message] = log.error.mock.calls[0] ?? [];
      expect(message).toBe(
        `Redis connection to redis://:***@127.0.0.1:${port} (REDIS_URL) failed: ` +
          `connect ECONNREFUSED 127.0.0.1:${port}; retrying`,
      );
      expect(details).toEqual({ err: expect.any(Error) });
    } finally {
      redis.disconnect();
    }
  });
});
