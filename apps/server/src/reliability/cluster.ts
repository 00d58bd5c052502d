import type { Database, Kysely } from '@veloforge/db';
import { createTestDb } from '@veloforge/db/testing';

import { startServerProcess, type ServerProcess } from '../testing/server-process';

/**
 * Real server processes for the proofs (`node --import tsx src/index.ts`, as in production):
 * the environment that points them at the fakes, a cluster of instances sharing one fresh
 * PostgreSQL database and one Redis, and a poll for what the processes do meanwhile.
 */

/**
 * The one public address a cluster serves, as behind a load balancer: its APP_URL, so the
 * Origin a browser sends on every POST, whichever instance answers.
 */
export const CLUSTER_APP_URL = 'http://veloforge-cluster.test';

/** The OPENAI_* environment pointing a server at the fake model. */
export function fakeModelEnv(baseURL: string, timeoutMs?: number): Record<string, string> {
  return {
    OPENAI_API_KEY: 'sk-test',
    OPENAI_MODEL: 'gpt-test',
    OPENAI_BASE_URL: baseURL,
    ...(timeoutMs === undefined ? {} : { OPENAI_TIMEOUT_MS: String(timeoutMs) }),
  };
}

export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_veloforge_reliability';

/** The STRIPE_* environment pointing a server at the fake Stripe API (or a proxy before it). */
export function fakeStripeEnv(port: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_veloforge_reliability',
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  };
}

export type Instance = {
  /** Its INSTANCE_ID, answered as the x-instance header: app1, app2, … */
  name: string;
  url: string;
  /** The cluster's public address (APP_URL), for the Origin header. */
  origin: string;
  process: ServerProcess;
};

export type Cluster = {
  instances: Instance[];
  /** The shared database, for the proofs' set-up and read-backs. */
  db: Kysely<Database>;
  /** Every instance's log tail, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Instances in production mode on one brand-new PostgreSQL database and `redisUrl`, all serving
 * `appUrl`. The test client stands in for the load balancer on loopback, so X-Forwarded-For is
 * trusted from loopback only and each user's requests come from their own address. `env` is
 * applied last, to every instance (a function: per instance); `ports` fixes their ports.
 */
export async function startCluster(options: {
  redisUrl: string;
  appUrl?: string;
  env?: Record<string, string> | ((index: number) => Record<string, string>);
  ports?: number[];
}): Promise<Cluster> {
  const database = await createTestDb('postgres');
  const appUrl = options.appUrl ?? CLUSTER_APP_URL;
  const ports = options.ports ?? [undefined, undefined];
  const envOf = (index: number) =>
    typeof options.env === 'function' ? options.env(index) : (options.env ?? {});
  const starts = await Promise.allSettled(
    ports.map((port, index) =>
      startServerProcess({
        databaseUrl: database.url ?? '',
        ...(port === undefined ? {} : { port }),
        env: {
          NODE_ENV: 'production',
          ALLOW_TEST_CHECKOUT: 'true',
          APP_URL: appUrl,
          REDIS_URL: options.redisUrl,
          TRUST_PROXY: 'loopback',
          INSTANCE_ID: `app${index + 1}`,
          ...envOf(index),
        },
      }),
    ),
  );
  const instances = starts.flatMap((start, index) =>
    start.status === 'fulfilled'
      ? [{ name: `app${index + 1}`, url: start.value.url, origin: appUrl, process: start.value }]
      : [],
  );
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.process.stop()));
    await database.destroy();
  };
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    instances,
    db: database.db,
    output: () =>
      instances.map((instance) => `--- ${instance.name}\n${instance.process.output()}`).join('\n'),
    stop,
  };
}

/** The instance that takes request `index` when requests alternate between them. */
export function instanceFor(cluster: Cluster, index: number): Instance {
  const instance = cluster.instances[index % cluster.instances.length];
  if (!instance) throw new Error('The cluster has no instances');
  return instance;
}

/** Polls `check` every 50 ms until it holds; throws after `timeoutMs`; returns the ms it took. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}
