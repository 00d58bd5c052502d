import { createMemoryRateLimiter, type Mailer, type RateLimiter } from '@veloforge/api';
import type { FastifyBaseLogger } from 'fastify';

import type { ServerConfig } from './env';
import { createMailer } from './infra/mail';
import { connectRedis, createRedisRateLimiter } from './infra/rate-limit/redis';

export type HostServices = {
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Releases connections (Redis) when the server closes. */
  close: () => Promise<void>;
};

/**
 * The embedded defaults or the real services, by configuration: rate limits in memory or in
 * Redis (shared by every instance), mail to the log or over SMTP.
 */
export function createHostServices(config: ServerConfig, log: FastifyBaseLogger): HostServices {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  if (!config.redisUrl) {
    return { rateLimiter: createMemoryRateLimiter(), mailer, close: async () => mailer.close() };
  }
  const redis = connectRedis(config.redisUrl, { log });
  return {
    rateLimiter: createRedisRateLimiter(redis),
    mailer,
    close: async () => {
      mailer.close();
      await redis.quit();
    },
  };
}
