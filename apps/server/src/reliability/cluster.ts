import { randomBytes, randomInt, randomUUID } from 'node:crypto';

import { credit } from '@veloforge/api';
import type { Database, Kysely } from '@veloforge/db';
import { createTestDb, testDatabaseKinds } from '@veloforge/db/testing';

import { SESSION_COOKIE } from '../context';
import { redisForTests } from '../testing/redis';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { cookieValue, jsonOf, send, type HttpAnswer, type HttpRequest } from './cluster-http';

/**
 * Shared set-up of the multi-instance proofs (issue 10, part A): a pair of server instances on
 * one fresh PostgreSQL database and one Redis, users with a known balance, and the ledger
 * invariant read straight from the database.
 */

/**
 * The one public address both instances serve, as behind a load balancer: it is the Origin a
 * browser sends on every cookie POST, whichever instance answers.
 */
export const CLUSTER_APP_URL = 'http://veloforge-cluster.test';

export type Instance = { name: string; url: string };

export type Cluster = {
  instances: Instance[];
  /** The shared database, for the proofs' read-backs. */
  db: Kysely<Database>;
  stop: () => Promise<void>;
};

export type ProcessCluster = Cluster & {
  /** Every instance's log tail, for failure messages. */
  output: () => string;
};

export type ClusterPrerequisites = { redisUrl: string; skipReason: string | null };

/** Why the proofs cannot run here (no PostgreSQL configured, Redis down), or null. */
export async function clusterPrerequisites(): Promise<ClusterPrerequisites> {
  if (!testDatabaseKinds().includes('postgres')) {
    const skipReason =
      'DATABASE_URL (or TEST_DATABASE_URL) is not set: two instances can only share a PostgreSQL database';
    console.warn(`[reliability] skipping: ${skipReason}`);
    return { redisUrl: '', skipReason };
  }
  const redis = await redisForTests();
  return { redisUrl: redis.url, skipReason: redis.skipReason };
}

/** Every instance's configuration: production mode, one public address, one Redis. */
export function clusterEnv(redisUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_URL: CLUSTER_APP_URL,
    REDIS_URL: redisUrl,
    // The test client stands in for the load balancer on loopback: X-Forwarded-For is trusted
    // from it only, so each user's requests come from their own address.
    TRUST_PROXY: 'loopback',
  };
}

/**
 * `size` real server processes (`node --import tsx src/index.ts`) in production mode on one
 * brand-new PostgreSQL database and the given Redis. `env` is applied to every instance.
 */
export async function startProcessCluster(options: {
  redisUrl: string;
  env?: Record<string, string>;
  size?: number;
}): Promise<ProcessCluster> {
  const database = await createTestDb('postgres');
  const databaseUrl = database.url ?? '';
  const env = { ...clusterEnv(options.redisUrl), ...options.env };
  const starts = await Promise.allSettled(
    Array.from({ length: options.size ?? 2 }, () => startServerProcess({ databaseUrl, env })),
  );
  const processes = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const stop = async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await database.destroy();
  };
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    instances: processes.map((server, index) => ({
      name: `instance ${index + 1}`,
      url: server.url,
    })),
    db: database.db,
    output: () => logsOf(processes),
    stop,
  };
}

function logsOf(processes: ServerProcess[]): string {
  return processes
    .map((server, index) => `--- instance ${index + 1}\n${server.output()}`)
    .join('\n');
}

/** The instance that takes request `index` when requests alternate between them. */
export function instanceFor(cluster: Pick<Cluster, 'instances'>, index: number): Instance {
  const instance = cluster.instances[index % cluster.instances.length];
  if (!instance) throw new Error('The cluster has no instances');
  return instance;
}

export type ClusterUser = {
  id: string;
  username: string;
  password: string;
  /** The client address the user's requests come from (X-Forwarded-For, trusted in production). */
  ip: string;
  /** The session cookie's raw value; '' once signed out. */
  session: string;
};

/**
 * A random client address per user: registration and sign-in limits count per IP in Redis,
 * which outlives the test's database, so a fixed address would run out on reruns.
 */
function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** What a browser on the app's page sends: its Origin, its address and (if any) its cookie. */
export function browserHeaders(
  user: Pick<ClusterUser, 'ip'> & Partial<Pick<ClusterUser, 'session'>>,
): Record<string, string> {
  return {
    origin: CLUSTER_APP_URL,
    'x-forwarded-for': user.ip,
    ...(user.session ? { cookie: `${SESSION_COOKIE}=${user.session}` } : {}),
  };
}

/** A request as `user`'s browser makes it, to `instance`. */
export function sendAs(
  instance: Instance,
  user: ClusterUser,
  request: HttpRequest,
): Promise<HttpAnswer> {
  return send(instance.url, {
    ...request,
    headers: { ...browserHeaders(user), ...request.headers },
  });
}

/** Registers a fresh user (unique name, `prefix` first) through `instance`; signed in. */
export async function registerUser(instance: Instance, prefix: string): Promise<ClusterUser> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const ip = randomClientIp();
  const answer = await send(instance.url, {
    method: 'POST',
    path: '/api/register',
    body: { username, email: `${username}@example.com`, password },
    headers: browserHeaders({ ip }),
  });
  const session = cookieValue(answer, SESSION_COOKIE);
  if (answer.status !== 200 || !session) {
    throw new Error(`register ${username} on ${instance.name}: ${answer.status} ${answer.body}`);
  }
  return { id: jsonOf<{ id: string }>(answer).id, username, password, ip, session };
}

/** Gives the user `amount` tokens through the ledger, as an admin grant does. */
export async function grantTokens(db: Kysely<Database>, userId: string, amount: number) {
  await credit(db, {
    userId,
    amount,
    reason: 'admin_grant',
    idempotencyKey: `reliability-grant:${randomUUID()}`,
  });
}

export type LedgerState = {
  /** users.tokens, the cached balance. */
  balance: number;
  /** SUM(token_ledger.delta) over every entry of the user. */
  ledgerSum: number;
  /** Entries per reason, e.g. { admin_grant: 1, generation: 10 }. */
  entries: Record<string, number>;
};

/** The user's balance and ledger as the database holds them. */
export async function ledgerState(db: Kysely<Database>, userId: string): Promise<LedgerState> {
  const user = await db
    .selectFrom('users')
    .select('tokens')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('tokenLedger')
    .select(['reason'])
    .select((eb) => [
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.sum<string | number>('delta').as('sum'),
    ])
    .where('userId', '=', userId)
    .groupBy('reason')
    .execute();
  return {
    balance: user.tokens,
    ledgerSum: rows.reduce((total, row) => total + Number(row.sum), 0),
    entries: Object.fromEntries(rows.map((row) => [row.reason, Number(row.count)])),
  };
}

/** The balance GET /api/me/tokens reports on `instance`. */
export async function balanceOn(instance: Instance, user: ClusterUser): Promise<number> {
  const answer = await sendAs(instance, user, { path: '/api/me/tokens' });
  if (answer.status !== 200) {
    throw new Error(`tokens on ${instance.name}: ${answer.status} ${answer.body}`);
  }
  return jsonOf<{ tokens: number }>(answer).tokens;
}

/** Prints what a proof did, one fact a line, so a CI log shows the numbers behind a pass. */
export function printSummary(title: string, facts: Record<string, unknown>): void {
  const lines = Object.entries(facts).map(
    ([name, value]) => `  ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  console.log(`[reliability] ${title}\n${lines.join('\n')}`);
}
