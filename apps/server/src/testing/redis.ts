import { setTimeout as sleep } from 'node:timers/promises';

import { Redis } from 'ioredis';

import { hostEnvironment } from '../env';

/** Null when Redis answers PING within a second, else why it does not. */
async function redisUnreachableReason(url: string): Promise<string | null> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  // The socket error says more than the rejection ("Connection is closed."), so keep it.
  let socketError: Error | undefined;
  probe.on('error', (error: Error) => {
    socketError = error;
  });
  const controller = new AbortController();
  try {
    await Promise.race([
      probe.connect().then(() => probe.ping()),
      sleep(1_000, undefined, { signal: controller.signal }).then(() => {
        throw new Error('no answer to PING within 1 s');
      }),
    ]);
    return null;
  } catch (error) {
    return `Redis at ${url} is unreachable (${(socketError ?? (error as Error)).message})`;
  } finally {
    controller.abort();
    probe.disconnect();
  }
}

/**
 * The Redis that tests use (REDIS_URL, else this machine's), and why to skip if it is down.
 * In CI an unreachable Redis is an error, so the Redis code path can never be skipped there.
 */
export async function redisForTests(): Promise<{ url: string; skipReason: string | null }> {
  const url = hostEnvironment().REDIS_URL ?? 'redis://127.0.0.1:6379';
  const skipReason = await redisUnreachableReason(url);
  if (skipReason !== null) {
    if (hostEnvironment().CI)
      throw new Error(`${skipReason}; CI is set, so Redis tests cannot be skipped.`);
    console.warn(`[redis] skipping Redis tests: ${skipReason}. Set REDIS_URL.`);
  }
  return { url, skipReason };
}
