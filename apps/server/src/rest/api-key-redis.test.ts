import { describe, expect, it } from 'vitest';

import { buildServer } from '../server';
import { createTestServer } from '../testing';
import { redisForTests } from '../testing/redis';
import { createKey } from './api-key-test-helpers';

const redis = await redisForTests();

describe.skipIf(redis.skipReason !== null)('the per-key limit through Redis (REDIS_URL)', () => {
  it('holds across two instances sharing the database and Redis', async () => {
    const first = await createTestServer({ env: { REDIS_URL: redis.url } });
    const second = await buildServer({ config: first.config, db: first.db });
    try {
      const owner = await first.signedIn('redis_key_owner');
      // Counters live in Redis under the key id, a fresh uuid: reruns start from zero.
      const { secret } = await createKey(owner, 'shared budget');
      const call = (instance: typeof second) =>
        instance.inject({ url: '/api/me/tokens', headers: { authorization: `Bearer ${secret}` } });

      for (let n = 1; n <= 120; n += 1) {
        const res = await call(n % 2 === 0 ? first.app : second);
        if (res.statusCode !== 200) throw new Error(`request ${n}: ${res.statusCode} ${res.body}`);
      }
      for (const instance of [first.app, second]) {
        const refused = await call(instance);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
