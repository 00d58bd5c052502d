import { describe, expect, it } from 'vitest';

import { createMemoryRateLimiter } from './memory-rate-limiter';

const once = { name: 'once', limit: 1, windowSeconds: 60 };
const MINUTE = 60_000;

describe('memory rate limiter', () => {
  it('drops the oldest window when the key cap is reached', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) await limiter.hit(once, key);

    await limiter.hit(once, 'd');
    expect(limiter.size()).toBe(3);
    expect((await limiter.peek(once, 'a')).allowed).toBe(true);
    expect((await limiter.peek(once, 'b')).allowed).toBe(false);
    expect((await limiter.peek(once, 'c')).allowed).toBe(false);
    expect((await limiter.peek(once, 'd')).allowed).toBe(false);
  });

  it('treats a restarted window as the newest one', async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter({ now: () => clock, maxKeys: 2 });
    const short = { name: 'short', limit: 1, windowSeconds: 1 };
    await limiter.hit(short, 'a');
    await limiter.hit(once, 'b');
    clock += 1_000;
    await limiter.hit(short, 'a');

    await limiter.hit(once, 'c');
    expect((await limiter.peek(short, 'a')).allowed).toBe(false);
    expect((await limiter.peek(once, 'b')).allowed).toBe(true);
  });

  it('sweeps expired windows without a timer', async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter({ now: () => clock });
    for (let key = 0; key < 100; key += 1) await limiter.hit(once, `user-${key}`);
    expect(limiter.size()).toBe(100);

    clock += MINUTE;
    await limiter.hit(once, 'late');
    expect(limiter.size()).toBe(1);
  });

  it('counts retryAfterSeconds down with the clock, rounding up', async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter({ now: () => clock });
    await limiter.hit(once, 'ada');
    clock += 30_500;
    expect(await limiter.hit(once, 'ada')).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 30,
    });
    clock += 29_499;
    expect((await limiter.peek(once, 'ada')).retryAfterSeconds).toBe(1);
    clock += 1;
    expect((await limiter.peek(once, 'ada')).allowed).toBe(true);
  });

  it('rejects a key cap that is not a positive integer', () => {
    expect(() => createMemoryRateLimiter({ maxKeys: 0 })).toThrowError(/maxKeys/);
  });
});
