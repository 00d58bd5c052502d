import { DEFAULT_GENERATION_LIMITS, GENERATION_ERRORS, INSUFFICIENT_TOKENS } from '@veloforge/api';
import { SETTINGS_ID } from '@veloforge/db';
import { AUTH_RESPONSES } from '@veloforge/shared';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeAnswer,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../context';
import { generationsOf, SAMPLE_REQUEST } from '../testing/generation';
import {
  balanceOn,
  browserHeaders,
  clusterPrerequisites,
  grantTokens,
  instanceFor,
  ledgerState,
  printSummary,
  registerUser,
  sendAs,
  startProcessCluster,
  type Cluster,
  type ClusterUser,
  type ProcessCluster,
  type Instance,
} from './cluster';
import { cookieValue, jsonOf, send, statusCounts, tally, type HttpAnswer } from './cluster-http';

const prerequisites = await clusterPrerequisites();
const withCluster = describe.skipIf(prerequisites.skipReason !== null);

const generate = (instance: Instance, user: ClusterUser, body: object = SAMPLE_REQUEST) =>
  sendAs(instance, user, { method: 'POST', path: '/api/generate-code', body });

function expectStatus(answer: HttpAnswer, status: number, what: string) {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.body}`);
  }
}

withCluster('two instances on one PostgreSQL and one Redis: 1,000 concurrent generations', () => {
  const REQUESTS = 1_000;
  const TOKENS = 10;
  let cluster: ProcessCluster;

  beforeAll(async () => {
    // Decision 013: limits far above the load, so every request reaches the ledger.
    cluster = await startProcessCluster({
      redisUrl: prerequisites.redisUrl,
      env: { GENERATION_RATE_LIMIT_PER_MINUTE: '1000000', GENERATION_MAX_RUNNING: '100000' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it(`spends exactly the ${TOKENS} tokens a user holds and refuses the other calls with 402`, async () => {
    const costs = await cluster.db
      .selectFrom('settings')
      .select('generateCost')
      .where('id', '=', SETTINGS_ID)
      .executeTakeFirstOrThrow();
    expect(costs.generateCost).toBe(1);
    const user = await registerUser(instanceFor(cluster, 0), 'load');
    await grantTokens(cluster.db, user.id, TOKENS);

    const startedAt = Date.now();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) => generate(instanceFor(cluster, index), user)),
    );
    const elapsedMs = Date.now() - startedAt;

    const unexpected = answers.find((answer) => answer.status !== 200 && answer.status !== 402);
    if (unexpected) {
      throw new Error(
        `statuses ${JSON.stringify(statusCounts(answers))}, e.g. ${unexpected.status} ${unexpected.body}\n${cluster.output().slice(-4_000)}`,
      );
    }
    const succeeded = answers.flatMap((answer, index) =>
      answer.status === 200 ? [{ index, body: jsonOf<{ sessionId: string }>(answer) }] : [],
    );
    const refused = answers.filter((answer) => answer.status === 402);
    const balances = await Promise.all(cluster.instances.map((i) => balanceOn(i, user)));
    const ledger = await ledgerState(cluster.db, user.id);
    const generations = await generationsOf(cluster.db, user.id);
    printSummary('1,000 concurrent POST /api/generate-code, alternating two instances', {
      'requests per instance': tally(answers.map((_, index) => instanceFor(cluster, index).name)),
      'tokens held': TOKENS,
      'elapsed ms': elapsedMs,
      statuses: statusCounts(answers),
      '200s per instance': tally(succeeded.map((s) => instanceFor(cluster, s.index).name)),
      'balance on each instance': balances,
      'users.tokens': ledger.balance,
      'ledger sum': ledger.ledgerSum,
      'ledger entries': ledger.entries,
      generations: tally(generations.map((g) => g.status)),
    });

    expect(succeeded).toHaveLength(TOKENS);
    expect(new Set(succeeded.map((s) => s.body.sessionId)).size).toBe(TOKENS);
    expect(refused).toHaveLength(REQUESTS - TOKENS);
    for (const answer of refused) expect(jsonOf(answer)).toEqual({ message: INSUFFICIENT_TOKENS });
    expect(balances).toEqual([0, 0]);
    expect(ledger).toEqual({
      balance: 0,
      ledgerSum: 0,
      entries: { admin_grant: 1, generation: TOKENS },
    });
    expect(generations).toHaveLength(TOKENS);
    expect(generations.every((g) => g.status === 'completed' && g.refundedAt === null)).toBe(true);
  });
});

/** A valid model answer streamed slowly (about 3 s), so two runs are in flight together. */
const SLOW_ANSWER: FakeAnswer = {
  content: FAKE_DEFAULT_CONTENT,
  chunkSize: 8,
  delayMsBetweenChunks: 200,
};
const MODEL_REQUEST = { ...SAMPLE_REQUEST, outputType: 'velo' };

withCluster('two instances at the default limits, sharing sessions and counters', () => {
  let fake: FakeOpenAI;
  let cluster: Cluster;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    // A code model (the fake) so a generation can be kept running; limits at their defaults.
    fake = await startFakeOpenAI();
    cluster = await startProcessCluster({
      redisUrl: prerequisites.redisUrl,
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test', OPENAI_BASE_URL: fake.baseURL },
    });
    [first, second] = cluster.instances as [Instance, Instance];
  });
  afterAll(async () => {
    await cluster?.stop();
    await fake?.close();
  });

  const currentUser = (instance: Instance, session: string, ip: string) =>
    send(instance.url, { path: '/api/user', headers: browserHeaders({ ip, session }) });

  it('accepts a session on both instances and ends it on both at logout', async () => {
    const user = await registerUser(first, 'sessions');
    const registered = await currentUser(second, user.session, user.ip);
    expect(registered.status).toBe(200);
    expect(jsonOf(registered)).toMatchObject({ id: user.id, username: user.username });
    expect(await balanceOn(second, user)).toBe(0);

    const login = await send(second.url, {
      method: 'POST',
      path: '/api/login',
      body: { username: user.username, password: user.password },
      headers: browserHeaders({ ip: user.ip }),
    });
    expectStatus(login, 200, 'login on instance 2');
    const other = cookieValue(login, SESSION_COOKIE) ?? '';
    expect((await currentUser(first, other, user.ip)).status).toBe(200);

    const logout = await sendAs(second, user, { method: 'POST', path: '/api/logout' });
    expectStatus(logout, 200, 'logout on instance 2');
    expect(cookieValue(logout, SESSION_COOKIE)).toBe('');
    const afterLogout = await Promise.all(
      [first, second].map((instance) => currentUser(instance, user.session, user.ip)),
    );
    const otherStill = await Promise.all(
      [first, second].map((instance) => currentUser(instance, other, user.ip)),
    );
    const secondLogout = await sendAs(
      first,
      { ...user, session: other },
      {
        method: 'POST',
        path: '/api/logout',
      },
    );
    expectStatus(secondLogout, 200, 'logout on instance 1');
    const afterBoth = await currentUser(second, other, user.ip);
    printSummary('one session, two instances', {
      'register on instance 1, GET /api/user on instance 2': registered.status,
      'login on instance 2, GET /api/user on instance 1': 200,
      'after logout on instance 2, the first session on instances 1 and 2': afterLogout.map(
        (a) => a.status,
      ),
      'the second session on instances 1 and 2': otherStill.map((a) => a.status),
      'after logout on instance 1, the second session on instance 2': afterBoth.status,
    });
    expect(afterLogout.map((a) => a.status)).toEqual([401, 401]);
    expect(otherStill.map((a) => a.status)).toEqual([200, 200]);
    expect(afterBoth.status).toBe(401);
  });

  it('counts the 10 generations a minute of one user across both instances', async () => {
    const limit = DEFAULT_GENERATION_LIMITS.perMinute;
    const user = await registerUser(first, 'perminute');
    await grantTokens(cluster.db, user.id, 2 * limit);

    const allowed: number[] = [];
    for (let n = 0; n < limit; n += 1) {
      const answer = await generate(instanceFor(cluster, n), user, MODEL_REQUEST);
      expectStatus(answer, 200, `generation ${n + 1} on ${instanceFor(cluster, n).name}`);
      allowed.push(answer.status);
    }
    const refused = await Promise.all([first, second].map((i) => generate(i, user, MODEL_REQUEST)));
    const ledger = await ledgerState(cluster.db, user.id);
    printSummary(`${limit} generations a minute (the default), alternating instances`, {
      'requests 1-10': allowed,
      'request 11 on instance 1 and on instance 2': refused.map(
        (a) => `${a.status} Retry-After ${a.headers['retry-after']}`,
      ),
      'users.tokens': ledger.balance,
      'ledger sum': ledger.ledgerSum,
      'ledger entries': ledger.entries,
    });
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(jsonOf(answer)).toEqual({ message: GENERATION_ERRORS.tooManyPerMinute });
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(ledger).toEqual({
      balance: limit,
      ledgerSum: limit,
      entries: { admin_grant: 1, generation: limit },
    });
  });

  it('counts the 2 running generations of one user across both instances', async () => {
    const maxRunning = DEFAULT_GENERATION_LIMITS.maxRunning;
    const user = await registerUser(first, 'running');
    await grantTokens(cluster.db, user.id, 5);
    fake.script(SLOW_ANSWER, SLOW_ANSWER);

    const inFlight = [first, second].map((instance) => generate(instance, user, MODEL_REQUEST));
    await waitForRunning(cluster, user.id, maxRunning);
    const refused = await Promise.all([first, second].map((i) => generate(i, user, MODEL_REQUEST)));
    const finished = await Promise.all(inFlight);
    const afterwards = await generate(second, user, MODEL_REQUEST);
    const ledger = await ledgerState(cluster.db, user.id);
    printSummary(`${maxRunning} running generations per user (the default)`, {
      'slow runs started on instances 1 and 2': finished.map((a) => a.status),
      'a third on instance 1 and on instance 2 meanwhile': refused.map(
        (a) => `${a.status} Retry-After ${a.headers['retry-after']}`,
      ),
      'one more after they finished': afterwards.status,
      'users.tokens': ledger.balance,
      'ledger sum': ledger.ledgerSum,
      'ledger entries': ledger.entries,
    });
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(jsonOf(answer)).toEqual({ message: GENERATION_ERRORS.tooManyRunning(maxRunning) });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(finished.map((a) => a.status)).toEqual([200, 200]);
    expect(afterwards.status).toBe(200);
    expect(fake.pending()).toBe(0);
    // The refused calls were never charged: their charge rolled back with the refusal.
    expect(ledger).toEqual({
      balance: 2,
      ledgerSum: 2,
      entries: { admin_grant: 1, generation: 3 },
    });
  });

  it('counts failed sign-ins per address and user across both instances', async () => {
    const user = await registerUser(first, 'throttle');
    const login = (instance: Instance, password: string, ip = user.ip) =>
      send(instance.url, {
        method: 'POST',
        path: '/api/login',
        body: { username: user.username, password },
        headers: browserHeaders({ ip }),
      });
    const failures: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      failures.push((await login(instanceFor(cluster, n), 'wrong-password')).status);
    }
    const refused = await Promise.all([first, second].map((i) => login(i, user.password)));
    const elsewhere = await login(second, user.password, '192.0.2.77');
    printSummary('failed sign-ins (10 per address and user per 10 minutes)', {
      'wrong password, alternating instances': failures,
      'right password next, on instance 1 and on instance 2': refused.map(
        (a) => `${a.status} Retry-After ${a.headers['retry-after']}`,
      ),
      'right password from another address': elsewhere.status,
    });
    expect(failures).toEqual(Array.from({ length: 10 }, () => 401));
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(jsonOf(answer)).toEqual({ message: AUTH_RESPONSES.tooManyLogins });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(elsewhere.status).toBe(200);
  });
});

/** Polls until the user has `count` generations running (both slow runs were charged). */
async function waitForRunning(cluster: Cluster, userId: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const running = (await generationsOf(cluster.db, userId)).filter((g) => g.status === 'running');
    if (running.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${count} generations did not start running within 10 s`);
}
