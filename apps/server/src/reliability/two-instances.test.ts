import { DEFAULT_GENERATION_LIMITS, GENERATION_ERRORS, INSUFFICIENT_TOKENS } from '@veloforge/api';
import { SETTINGS_ID } from '@veloforge/db';
import { AUTH_RESPONSES } from '@veloforge/shared';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeAnswer,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../context';
import { generationsOf, SAMPLE_REQUEST } from '../testing/generation';
import {
  fakeModelEnv,
  instanceFor,
  startCluster,
  waitFor,
  type Cluster,
  type Instance,
} from './cluster';
import {
  browser,
  cookieValue,
  jsonOf,
  registerUser,
  type Browser,
  type HttpAnswer,
  type User,
} from './http';
import { grantTokens, ledgerFacts, ledgerOf } from './ledger';
import { printSummary, statusCounts, tally } from './report';
import { prerequisites } from './prerequisites';

/**
 * Two real instances on one PostgreSQL and one Redis (issue 10, part A): a thousand concurrent
 * charged calls spend exactly the tokens there are, and sessions, the generation limits and the
 * sign-in throttle hold across instances.
 */

const { describeProof, redisUrl } = await prerequisites('postgres', 'redis');

const generate = (user: User, body: object = SAMPLE_REQUEST) =>
  user.post('/api/generate-code', body);
/** Request `index` of a series that alternates between the instances. */
const alternating = (cluster: Cluster, user: User, index: number) =>
  user.at(instanceFor(cluster, index));

function expectStatus(answer: HttpAnswer, status: number, what: string) {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text}`);
  }
}

/** Each answer is a 429 with `message` and a Retry-After. */
function expectTooMany(answers: HttpAnswer[], message: string) {
  for (const answer of answers) {
    expect(answer.status).toBe(429);
    expect(jsonOf(answer)).toEqual({ message });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  }
}

/** "<status> Retry-After <seconds>" of each answer, for the summaries. */
const withRetryAfter = (answers: HttpAnswer[]) =>
  answers.map((answer) => `${answer.status} Retry-After ${answer.headers['retry-after']}`);

describeProof('two instances on one PostgreSQL and one Redis: 1,000 concurrent generations', () => {
  const REQUESTS = 1_000;
  const TOKENS = 10;
  let cluster: Cluster;

  beforeAll(async () => {
    // Decision 013: limits far above the load, so every request reaches the ledger.
    cluster = await startCluster({
      redisUrl,
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
      Array.from({ length: REQUESTS }, (_, index) => generate(alternating(cluster, user, index))),
    );
    const elapsedMs = Date.now() - startedAt;

    const statuses = statusCounts(answers);
    const unexpected = answers.find((answer) => answer.status !== 200 && answer.status !== 402);
    if (unexpected) {
      throw new Error(
        `statuses ${JSON.stringify(statuses)}, e.g. ${unexpected.status} ${unexpected.error ?? unexpected.text}\n${cluster.output().slice(-4_000)}`,
      );
    }
    const succeeded = answers.flatMap((answer, index) =>
      answer.status === 200 ? [{ index, body: jsonOf<{ sessionId: string }>(answer) }] : [],
    );
    const refused = answers.filter((answer) => answer.status === 402);
    const balances = await Promise.all(cluster.instances.map((i) => user.at(i).tokens()));
    const ledger = await ledgerOf(cluster.db, user.id);
    const generations = await generationsOf(cluster.db, user.id);
    printSummary('1,000 concurrent POST /api/generate-code, alternating two instances', {
      'requests per instance': tally(answers.map((_, index) => instanceFor(cluster, index).name)),
      'tokens held': TOKENS,
      'elapsed ms': elapsedMs,
      statuses,
      '200s per instance': tally(succeeded.map((s) => instanceFor(cluster, s.index).name)),
      'balance on each instance': balances,
      ...ledgerFacts(ledger),
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

describeProof('two instances at the default limits, sharing sessions and counters', () => {
  let fake: FakeOpenAI;
  let cluster: Cluster;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    // A code model (the fake) so a generation can be kept running; limits at their defaults.
    fake = await startFakeOpenAI();
    cluster = await startCluster({ redisUrl, env: fakeModelEnv(fake.baseURL) });
    [first, second] = cluster.instances as [Instance, Instance];
  });
  afterAll(async () => {
    await cluster?.stop();
    await fake?.close();
  });

  /** The same call on instance 1 and on instance 2, at once. */
  const onBoth = (call: (instance: Instance) => Promise<HttpAnswer>) =>
    Promise.all([first, second].map(call));

  it('accepts a session on both instances and ends it on both at logout', async () => {
    const user = await registerUser(first, 'sessions');
    const registered = await user.at(second).get('/api/user');
    expect(registered.status).toBe(200);
    expect(jsonOf(registered)).toMatchObject({ id: user.id, username: user.username });
    expect(await user.at(second).tokens()).toBe(0);

    const login = await user
      .at(second)
      .withSession('')
      .post('/api/login', { username: user.username, password: user.password });
    expectStatus(login, 200, 'login on instance 2');
    const other = user.withSession(cookieValue(login, SESSION_COOKIE) ?? '');
    expect((await other.at(first).get('/api/user')).status).toBe(200);

    const logout = await user.at(second).post('/api/logout');
    expectStatus(logout, 200, 'logout on instance 2');
    expect(cookieValue(logout, SESSION_COOKIE)).toBe('');
    const afterLogout = await onBoth((instance) => user.at(instance).get('/api/user'));
    const otherStill = await onBoth((instance) => other.at(instance).get('/api/user'));
    expectStatus(await other.at(first).post('/api/logout'), 200, 'logout on instance 1');
    const afterBoth = await other.at(second).get('/api/user');
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
      const answer = await generate(alternating(cluster, user, n), MODEL_REQUEST);
      expectStatus(answer, 200, `generation ${n + 1} on ${instanceFor(cluster, n).name}`);
      allowed.push(answer.status);
    }
    const refused = await onBoth((instance) => generate(user.at(instance), MODEL_REQUEST));
    const ledger = await ledgerOf(cluster.db, user.id);
    printSummary(`${limit} generations a minute (the default), alternating instances`, {
      'requests 1-10': allowed,
      'request 11 on instance 1 and on instance 2': withRetryAfter(refused),
      ...ledgerFacts(ledger),
    });
    expectTooMany(refused, GENERATION_ERRORS.tooManyPerMinute);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
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

    const inFlight = onBoth((instance) => generate(user.at(instance), MODEL_REQUEST));
    // Both slow runs were charged and are running.
    await waitFor(
      `${maxRunning} generations to start running`,
      async () =>
        (await generationsOf(cluster.db, user.id)).filter((g) => g.status === 'running').length >=
        maxRunning,
      10_000,
    );
    const refused = await onBoth((instance) => generate(user.at(instance), MODEL_REQUEST));
    const finished = await inFlight;
    const afterwards = await generate(user.at(second), MODEL_REQUEST);
    const ledger = await ledgerOf(cluster.db, user.id);
    printSummary(`${maxRunning} running generations per user (the default)`, {
      'slow runs started on instances 1 and 2': finished.map((a) => a.status),
      'a third on instance 1 and on instance 2 meanwhile': withRetryAfter(refused),
      'one more after they finished': afterwards.status,
      ...ledgerFacts(ledger),
    });
    expectTooMany(refused, GENERATION_ERRORS.tooManyRunning(maxRunning));
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
    const signedOut = user.withSession('');
    const login = (from: Browser, password: string) =>
      from.post('/api/login', { username: user.username, password });
    const failures: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      failures.push((await login(signedOut.at(instanceFor(cluster, n)), 'wrong-password')).status);
    }
    const refused = await onBoth((instance) => login(signedOut.at(instance), user.password));
    const elsewhere = await login(browser(second, { forwardedFor: '192.0.2.77' }), user.password);
    printSummary('failed sign-ins (10 per address and user per 10 minutes)', {
      'wrong password, alternating instances': failures,
      'right password next, on instance 1 and on instance 2': withRetryAfter(refused),
      'right password from another address': elsewhere.status,
    });
    expect(failures).toEqual(Array.from({ length: 10 }, () => 401));
    expectTooMany(refused, AUTH_RESPONSES.tooManyLogins);
    expect(elsewhere.status).toBe(200);
  });
});
