import { testDatabaseKinds } from '@veloforge/db/testing';
import { describe } from 'vitest';

import { redisForTests } from '../testing/redis';
import { findNginx } from './nginx';
import { PRIVATE_POSTGRES_SKIP_REASON } from './private-postgres';

/**
 * What a proof needs from this machine, and why it is skipped when something is missing: the
 * shared PostgreSQL (DATABASE_URL), Redis (REDIS_URL; in CI a Redis that is down is an error),
 * nginx, or the right to run a private PostgreSQL cluster.
 */

export type Prerequisite = 'postgres' | 'redis' | 'nginx' | 'private-postgres';

export type Prerequisites = {
  /** describe(), skipped when something is missing, with the reason in its title. */
  describeProof: (title: string, body: () => void) => void;
  /** Set when 'redis' was asked for and answers. */
  redisUrl: string;
  /** The nginx binary, when 'nginx' was asked for and is installed. */
  nginx: string;
};

export async function prerequisites(...needs: Prerequisite[]): Promise<Prerequisites> {
  const reasons: string[] = [];
  if (needs.includes('postgres') && !testDatabaseKinds().includes('postgres')) {
    reasons.push('DATABASE_URL (or TEST_DATABASE_URL) is not set: this proof needs PostgreSQL');
  }
  const redis = needs.includes('redis') ? await redisForTests() : { url: '', skipReason: null };
  if (redis.skipReason) reasons.push(redis.skipReason);
  const nginx = needs.includes('nginx') ? findNginx() : '';
  if (nginx === null) {
    reasons.push(
      'nginx is not installed (apt-get install nginx-light): the proxy proof runs the real deploy/nginx.conf',
    );
  }
  if (needs.includes('private-postgres') && PRIVATE_POSTGRES_SKIP_REASON) {
    reasons.push(PRIVATE_POSTGRES_SKIP_REASON);
  }
  const skipReason = reasons.length > 0 ? reasons.join('; ') : undefined;
  return {
    // The reason is printed too: the default reporter lists a skipped file without its titles.
    describeProof: (title, body) => {
      if (skipReason) console.warn(`[reliability] skipping "${title}": ${skipReason}`);
      describe.skipIf(skipReason !== undefined)(
        skipReason ? `${title} (skipped: ${skipReason})` : title,
        body,
      );
    },
    redisUrl: redis.skipReason ? '' : redis.url,
    nginx: nginx ?? '',
  };
}
