import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createDb } from '@veloforge/db';
import { createTestDb } from '@veloforge/db/testing';
import type { FastifyInstance } from 'fastify';

import { parseEnv } from '../env';
import { createStripeCheckout } from '../infra/payments';
import { buildServer } from '../server';
import type { FakeStripe } from '../testing/fake-stripe';
import { clusterEnv, type Cluster } from './cluster';

export const STRIPE_SECRET_KEY = 'sk_test_veloforge_cluster';
export const STRIPE_WEBHOOK_SECRET = 'whsec_veloforge_cluster';

/**
 * Two server instances paid through the fake Stripe, on one fresh PostgreSQL database and one
 * Redis. They run in this process because the Stripe API address is not configuration (only
 * tests point it elsewhere, through buildServer's `checkout`); each still has its own database
 * pool, Redis connection, Stripe client and listening port, so every request crosses HTTP and
 * every race is decided in PostgreSQL, as between two machines.
 */
export async function startStripeCluster(options: {
  redisUrl: string;
  fake: FakeStripe;
}): Promise<Cluster> {
  const database = await createTestDb('postgres');
  const databaseUrl = database.url ?? '';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'veloforge-cluster-'));
  const config = parseEnv({
    ...clusterEnv(options.redisUrl),
    // 5xx answers are logged at error level: they show in the test output.
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
  });

  const apps: FastifyInstance[] = [];
  const pools: Array<ReturnType<typeof createDb>> = [];
  let stopping = false;
  // pg's pool.end() resolves before its sockets have closed, so the database drop that follows
  // may cut a closing connection: expected while stopping, worth printing at any other time.
  const onPoolError = (error: Error) => {
    if (!stopping) console.error('[reliability] database pool error', error);
  };
  const stop = async () => {
    stopping = true;
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(pools.map((pool) => pool.destroy()));
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const urls: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const db = createDb({ databaseUrl, onPoolError });
      pools.push(db);
      const checkout = createStripeCheckout({
        secretKey: STRIPE_SECRET_KEY,
        apiBase: options.fake.apiBase,
        maxNetworkRetries: 0,
      });
      const app = await buildServer({ config, db, checkout });
      apps.push(app);
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
    return {
      instances: urls.map((url, index) => ({ name: `instance ${index + 1}`, url })),
      db: database.db,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
