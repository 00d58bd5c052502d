import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { RateLimiter, RateLimitRule } from '@veloforge/api';
import { afterAll, describe, expect, it } from 'vitest';

import { createMemoryRateLimiter } from '@veloforge/api';
import { redisForTests } from '../../testing/redis';
import { connectRedis, createRedisRateLimiter } from './redis';

/** One limiter under test, with a way to let its windows run out. */
type Harness = {
  limiter: RateLimiter;
  /** Moves the fake clock (memory) or really waits (Redis expires keys on its own clock). */
  elapse(ms: number): Promise<void>;
};

type Implementation = { name: string; skipReason: string | null; start(): Harness };

const { url: REDIS_URL, skipReason: redisSkipReason } = await redisForTests();

// Each test gets its own prefix under one per-file prefix, removed at the end.
const redisPrefix = `vf:test:${randomUUID()}`;
const redis = redisSkipReason === null ? connectRedis(REDIS_URL) : null;
let redisLimiters = 0;

afterAll(async () => {
  if (redis === null) return;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
});

const implementations: Implementation[] = [
  {
    name: 'memory',
    skipReason: null,
    start() {
      let clock = Date.parse('2030-01-01T00:00:00Z');
      return {
        limiter: createMemoryRateLimiter({ now: () => clock }),
        elapse: async (ms) => {
          clock += ms;
        },
      };
    },
  },
  {
    name: 'Redis',
    skipReason: redisSkipReason,
    start() {
      if (redis === null) throw new Error('Redis is not connected');
      redisLimiters += 1;
      return {
        limiter: createRedisRateLimiter(redis, { prefix: `${redisPrefix}:${redisLimiters}` }),
        elapse: (ms) => sleep(ms),
      };
    },
  },
];

const login: RateLimitRule = { name: 'login', limit: 3, windowSeconds: 60 };

describe.each(implementations)('$name rate limiter', ({ skipReason, start }) => {
  const test = it.skipIf(skipReason !== null);

  test('allows up to the limit, then refuses until the window resets', async () => {
    const { limiter } = start();
    for (const remaining of [2, 1, 0]) {
      expect(await limiter.hit(login, 'ada')).toEqual({
        allowed: true,
        remaining,
        retryAfterSeconds: 0,
      });
    }
    for (let refusal = 0; refusal < 2; refusal += 1) {
      const refused = await limiter.hit(login, 'ada');
      expect(refused).toMatchObject({ allowed: false, remaining: 0 });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(login.windowSeconds);
      expect(Number.isInteger(refused.retryAfterSeconds)).toBe(true);
    }
  });

  test('counts each key under each rule name separately', async () => {
    const { limiter } = start();
    for (let hit = 0; hit < login.limit; hit += 1) await limiter.hit(login, 'ada');
    expect((await limiter.hit(login, 'ada')).allowed).toBe(false);

    expect(await limiter.hit(login, 'grace')).toMatchObject({ allowed: true, remaining: 2 });
    const signup = { ...login, name: 'signup' };
    expect(await limiter.hit(signup, 'ada')).toMatchObject({ allowed: true, remaining: 2 });
  });

  test('peek says whether a hit would be allowed, without counting one', async () => {
    const { limiter } = start();
    const fresh = { allowed: true, remaining: 3, retryAfterSeconds: 0 };
    expect(await limiter.peek(login, 'ada')).toEqual(fresh);
    expect(await limiter.peek(login, 'ada')).toEqual(fresh);

    await limiter.hit(login, 'ada');
    await limiter.hit(login, 'ada');
    expect(await limiter.peek(login, 'ada')).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
    });
    expect((await limiter.hit(login, 'ada')).allowed).toBe(true);

    const exhausted = await limiter.peek(login, 'ada');
    expect(exhausted).toMatchObject({ allowed: false, remaining: 0 });
    expect(exhausted.retryAfterSeconds).toBeGreaterThan(0);
    expect(exhausted.retryAfterSeconds).toBeLessThanOrEqual(login.windowSeconds);
  });

  test('reset forgets the key, and only that key', async () => {
    const { limiter } = start();
    for (let hit = 0; hit <= login.limit; hit += 1) {
      await limiter.hit(login, 'ada');
      await limiter.hit(login, 'grace');
    }
    await limiter.reset(login, 'ada');
    await limiter.reset(login, 'never-seen');

    expect(await limiter.hit(login, 'ada')).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
    expect((await limiter.peek(login, 'grace')).allowed).toBe(false);
  });

  test('frees the key when the window expires', async () => {
    const { limiter, elapse } = start();
    const burst = { name: 'burst', limit: 2, windowSeconds: 1 };
    await limiter.hit(burst, 'ada');
    await limiter.hit(burst, 'ada');
    expect(await limiter.hit(burst, 'ada')).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 1,
    });

    await elapse(1_100);
    expect(await limiter.peek(burst, 'ada')).toMatchObject({ allowed: true, remaining: 2 });
    expect(await limiter.hit(burst, 'ada')).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
    });
  });

  test('allows exactly the limit among concurrent hits', async () => {
    const { limiter } = start();
    const rule = { name: 'concurrent', limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(rule, 'ada')));
    const allowed = results.filter((result) => result.allowed);
    expect(allowed).toHaveLength(10);
    expect(allowed.map((result) => result.remaining).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect((await limiter.peek(rule, 'ada')).allowed).toBe(false);
  });
});
