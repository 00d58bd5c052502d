import { randomBytes, randomUUID } from 'node:crypto';

import { credit } from '@veloforge/api';
import { createTestDb, testDatabaseKinds, type TestDb } from '@veloforge/db/testing';
import { MAX_BODY_BYTES, MESSAGES } from '@veloforge/shared';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeAnswer,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../context';
import { generationsOf, SAMPLE_REQUEST } from '../testing/generation';
import { redisForTests } from '../testing/redis';
import { findFreePort, startServerProcess, type ServerProcess } from '../testing/server-process';
import { findNginx, startNginx, type NginxProxy } from './reverse-proxy-nginx';
import {
  cookieFrom,
  jsonOf,
  randomLoopbackClient,
  readEventStream,
  send,
  type ProxyAnswer,
  type ProxyRequest,
} from './reverse-proxy-http';

/**
 * deploy/nginx.conf, run by a real nginx in front of two real server processes on one
 * PostgreSQL database and one Redis, as docker-compose.yml runs them (issue 10, part E).
 */

const WEBHOOK_SECRET = 'whsec_reverse_proxy_test';
/** The model's answer, streamed in 8 chunks 200 ms apart: at least 1.4 s from first to last. */
const CHUNK_DELAY_MS = 200;
const SLOW_ANSWER: FakeAnswer = {
  content: FAKE_DEFAULT_CONTENT,
  chunkSize: Math.ceil(FAKE_DEFAULT_CONTENT.length / 8),
  delayMsBetweenChunks: CHUNK_DELAY_MS,
};
const MODEL_REQUEST = { ...SAMPLE_REQUEST, outputType: 'velo' };
/** AUTH_RATE_LIMITS.resetRequestsPerIp */
const RESETS_PER_IP = 20;

async function prerequisites(): Promise<{ nginx: string; redisUrl: string } | string> {
  const nginx = findNginx();
  if (!nginx) {
    return 'nginx is not installed (apt-get install nginx-light): the proxy test runs the real deploy/nginx.conf';
  }
  if (!testDatabaseKinds().includes('postgres')) {
    return 'DATABASE_URL (or TEST_DATABASE_URL) is not set: the two instances must share a PostgreSQL database';
  }
  const redis = await redisForTests();
  return redis.skipReason ?? { nginx, redisUrl: redis.url };
}

const ready = await prerequisites();
if (typeof ready === 'string') console.warn(`[reverse-proxy] skipping: ${ready}`);

type Instance = { id: string; process: ServerProcess; model: FakeOpenAI };

describe.skipIf(typeof ready === 'string')('deploy/nginx.conf in front of two instances', () => {
  let database: TestDb;
  let proxy: NginxProxy;
  let models: FakeOpenAI[] = [];
  let instances: Instance[] = [];
  /** The instance a test took down; the others still answer. */
  let downed: Instance | undefined;

  const viaProxy = (request: ProxyRequest) =>
    send(proxy.url, {
      ...request,
      headers: { origin: proxy.url, ...request.headers },
    });
  const instanceOf = (answer: ProxyAnswer) => String(answer.headers['x-instance'] ?? 'none');
  const tally = (values: string[]) =>
    values.reduce<Record<string, number>>((counts, value) => {
      counts[value] = (counts[value] ?? 0) + 1;
      return counts;
    }, {});
  const logs = () =>
    `--- nginx\n${proxy.output().slice(-3_000)}\n` +
    instances.map((i) => `--- ${i.id}\n${i.process.output().slice(-3_000)}`).join('\n');

  /** Registers a user through the proxy from its own client address; returns its session. */
  async function registerViaProxy(from: string) {
    const username = `proxy_${randomBytes(4).toString('hex')}`;
    const answer = await viaProxy({
      method: 'POST',
      path: '/api/register',
      body: { username, email: `${username}@example.com`, password: `pw-${randomUUID()}` },
      from,
    });
    if (answer.status !== 200) throw new Error(`register: ${answer.status} ${answer.body}`);
    const session = cookieFrom(answer, SESSION_COOKIE) ?? '';
    return { username, from, session, id: jsonOf<{ id: string }>(answer).id };
  }

  beforeAll(async () => {
    if (typeof ready === 'string') return;
    database = await createTestDb('postgres');
    const ports = [await findFreePort(), await findFreePort()];
    // The proxy first: the instances' public address (APP_URL, the CSRF origin) is its own.
    proxy = await startNginx(
      ready.nginx,
      ports.map((port) => `127.0.0.1:${port}`),
    );
    models = await Promise.all([
      startFakeOpenAI({ defaultAnswer: SLOW_ANSWER }),
      startFakeOpenAI({ defaultAnswer: SLOW_ANSWER }),
    ]);
    const started = await Promise.allSettled(
      ports.map((port, index) =>
        startServerProcess({
          port,
          databaseUrl: database.url ?? '',
          env: {
            NODE_ENV: 'production',
            APP_URL: proxy.url,
            REDIS_URL: ready.redisUrl,
            // nginx reaches the instances from 127.0.0.1; the clients use other loopback addresses.
            TRUST_PROXY: '127.0.0.1',
            INSTANCE_ID: `app${index + 1}`,
            OPENAI_API_KEY: 'sk-test',
            OPENAI_MODEL: 'gpt-test',
            OPENAI_BASE_URL: models[index]?.baseURL ?? '',
            STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          },
        }),
      ),
    );
    instances = started.flatMap((start, index) =>
      start.status === 'fulfilled'
        ? [{ id: `app${index + 1}`, process: start.value, model: models[index] as FakeOpenAI }]
        : [],
    );
    const failed = started.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.process.stop()));
    await Promise.all(models.map((model) => model.close()));
    await database?.destroy();
  });

  it('spreads requests over both instances', async () => {
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await viaProxy({ path: '/readyz' }));
    const perInstance = tally(answers.map(instanceOf));
    console.log(
      `20 GET /readyz through nginx: statuses ${JSON.stringify(tally(answers.map((a) => String(a.status))))}, per instance ${JSON.stringify(perInstance)}`,
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(perInstance.app1).toBeGreaterThanOrEqual(5);
    expect(perInstance.app2).toBeGreaterThanOrEqual(5);
  });

  it('keeps a session made through the proxy on whichever instance answers', async () => {
    const user = await registerViaProxy(randomLoopbackClient());
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(
        await viaProxy({
          path: '/api/user',
          headers: { cookie: `${SESSION_COOKIE}=${user.session}` },
          from: user.from,
        }),
      );
    }
    console.log(
      `registered ${user.username} through nginx; 10 GET /api/user with its cookie: statuses ${JSON.stringify(tally(answers.map((a) => String(a.status))))}, per instance ${JSON.stringify(tally(answers.map(instanceOf)))}`,
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => jsonOf<{ id: string }>(answer).id === user.id)).toBe(true);
    expect(new Set(answers.map(instanceOf))).toEqual(new Set(['app1', 'app2']));
  });

  it('streams POST /api/generate-code/stream event by event, not buffered', async () => {
    const user = await registerViaProxy(randomLoopbackClient());
    await credit(database.db, {
      userId: user.id,
      amount: 5,
      reason: 'admin_grant',
      idempotencyKey: `proxy-grant:${randomUUID()}`,
    });
    const stream = await readEventStream(proxy.url, {
      path: '/api/generate-code/stream',
      body: MODEL_REQUEST,
      // As a browser sends it: a proxy that compressed the stream would hold its events back.
      headers: {
        origin: proxy.url,
        cookie: `${SESSION_COOKIE}=${user.session}`,
        'accept-encoding': 'gzip, deflate, br',
      },
      from: user.from,
    });
    const arrivals = stream.events.map((event) => `${event.type}@${event.atMs}ms`);
    console.log(`SSE through nginx from ${instanceOf(stream)}: ${arrivals.join(' ')}`);
    expect(stream.status, stream.body).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const types = stream.events.map((event) => event.type);
    expect(types[0]).toBe('started');
    expect(types.at(-1)).toBe('result');
    expect(types.filter((type) => type === 'delta').length).toBeGreaterThanOrEqual(4);

    // Buffered, every event would reach the client together when the run ends.
    const first = stream.events[0]?.atMs ?? 0;
    const last = stream.events.at(-1)?.atMs ?? 0;
    expect(last - first).toBeGreaterThanOrEqual(5 * CHUNK_DELAY_MS);
    expect(new Set(stream.events.map((event) => event.atMs)).size).toBeGreaterThanOrEqual(4);
  });

  it("passes bodies up to the app's 1 MB limit and answers larger ones with the app's 413 JSON", async () => {
    const bodyOf = (bytes: number) => {
      const shell = JSON.stringify({ ...MODEL_REQUEST, padding: '' });
      return shell.replace('"padding":""', `"padding":"${'x'.repeat(bytes - shell.length)}"`);
    };
    const post = (bytes: number) =>
      viaProxy({ method: 'POST', path: '/api/generate-code', body: bodyOf(bytes) });
    const near = await post(MAX_BODY_BYTES - 100);
    const over = await post(MAX_BODY_BYTES + 1_000);
    const farOver = await post(3 * MAX_BODY_BYTES);
    console.log(
      `POST /api/generate-code (signed out) through nginx: ${MAX_BODY_BYTES - 100} B -> ${near.status} from ${instanceOf(near)}; ` +
        `${MAX_BODY_BYTES + 1_000} B -> ${over.status} from ${instanceOf(over)}; ${3 * MAX_BODY_BYTES} B -> ${farOver.status} from ${instanceOf(farOver)} ${farOver.body}`,
    );
    // Parsed by the app, which then asks for a session: the body went through whole.
    expect(near.status).toBe(401);
    expect(jsonOf(near)).toEqual({ message: MESSAGES.notAuthenticated });
    expect(over.status).toBe(413);
    expect(instanceOf(over)).toMatch(/^app[12]$/);
    expect(jsonOf(over)).toEqual({ message: MESSAGES.bodyTooLarge });
    // Beyond client_max_body_size nginx answers itself, with the same JSON.
    expect(farOver.status).toBe(413);
    expect(instanceOf(farOver)).toBe('none');
    expect(farOver.headers['content-type']).toBe('application/json');
    expect(jsonOf(farOver)).toEqual({ message: MESSAGES.bodyTooLarge });
  });

  it('rate-limits per client IP as nginx saw it, on both instances, whatever the client forges', async () => {
    const client = randomLoopbackClient();
    const reset = (from: string, forged?: string) =>
      viaProxy({
        method: 'POST',
        path: '/api/forgot-password',
        body: { email: `nobody-${randomUUID()}@example.com` },
        from,
        ...(forged ? { headers: { 'x-forwarded-for': forged } } : {}),
      });
    const answers = [];
    for (let i = 0; i <= RESETS_PER_IP; i += 1)
      answers.push(await reset(client, `198.51.100.${i}`));
    const other = await reset(randomLoopbackClient());
    console.log(
      `${answers.length} POST /api/forgot-password from ${client}, each forging a new X-Forwarded-For: ` +
        `${JSON.stringify(tally(answers.map((a) => String(a.status))))} over ${JSON.stringify(tally(answers.map(instanceOf)))}; another client -> ${other.status}`,
    );
    expect(answers.slice(0, RESETS_PER_IP).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.at(-1)?.status).toBe(429);
    expect(new Set(answers.map(instanceOf))).toEqual(new Set(['app1', 'app2']));
    expect(other.status).toBe(200);
  });

  it('passes the Stripe webhook body byte for byte (the signature still verifies)', async () => {
    const event = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'customer.created',
      livemode: false,
      data: { object: { id: 'cus_proxy', name: 'Zoë  Ünïcode' } },
    };
    // Indented, with non-ASCII text: any re-encoding or whitespace change breaks the signature.
    const payload = `${JSON.stringify(event, null, 3)}\n`;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const deliver = (body: string) =>
      viaProxy({
        method: 'POST',
        path: '/api/stripe/webhook',
        body,
        headers: { 'stripe-signature': signature },
      });
    const intact = await deliver(payload);
    const altered = await deliver(payload.replace('Zoë  Ü', 'Zoë Ü'));
    console.log(
      `signed webhook through nginx: intact -> ${intact.status} ${intact.body}; one space removed -> ${altered.status}`,
    );
    expect(intact.status).toBe(200);
    expect(jsonOf(intact)).toEqual({ received: true });
    expect(altered.status).toBe(400);
  });

  it('never sends a POST to the other instance when the one it reached dies', async () => {
    const user = await registerViaProxy(randomLoopbackClient());
    await credit(database.db, {
      userId: user.id,
      amount: 5,
      reason: 'admin_grant',
      idempotencyKey: `proxy-grant:${randomUUID()}`,
    });
    for (const instance of instances) instance.model.script({ hangMs: 60_000 });
    const modelCallsBefore = instances.map((instance) => instance.model.requests.length);

    const answer = viaProxy({
      method: 'POST',
      path: '/api/generate-code',
      body: MODEL_REQUEST,
      headers: { cookie: `${SESSION_COOKIE}=${user.session}` },
      from: user.from,
    });
    // The charged run is in the model call of one instance: kill that instance mid-request.
    const inModelCall = (instance: Instance, n: number) =>
      instance.model.requests.length > (modelCallsBefore[n] ?? 0);
    await expect.poll(() => instances.some(inModelCall), { timeout: 20_000 }).toBe(true);
    const victim = instances.find(inModelCall);
    const survivor = instances.find((instance) => instance !== victim);
    if (!victim || !survivor) throw new Error('expected one instance in the model call');
    await victim.process.kill();
    downed = victim;
    const answered = await answer;

    const generations = await generationsOf(database.db, user.id);
    const modelCallsAfter = instances.map((instance) => instance.model.requests.length);
    console.log(
      `POST /api/generate-code reached ${victim.id}, SIGKILLed mid-run: client got ${answered.status}; ` +
        `model calls per instance ${JSON.stringify(modelCallsBefore)} -> ${JSON.stringify(modelCallsAfter)}; generations ${generations.length} (${generations.map((g) => g.status).join(', ')})`,
    );
    expect(answered.status, logs()).toBe(502);
    expect(survivor.model.requests.length).toBe(modelCallsBefore[instances.indexOf(survivor)] ?? 0);
    expect(generations).toHaveLength(1);
  });

  it('keeps answering GETs and POSTs through the surviving instance', async () => {
    if (!downed) {
      downed = instances[1];
      await downed?.process.stop();
    }
    const survivor = instances.find((instance) => instance !== downed);
    const user = await registerViaProxy(randomLoopbackClient());
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(
        await viaProxy({
          path: '/api/user',
          headers: { cookie: `${SESSION_COOKIE}=${user.session}` },
          from: user.from,
        }),
      );
    }
    const post = await viaProxy({
      method: 'POST',
      path: '/api/forgot-password',
      body: { email: `nobody-${randomUUID()}@example.com` },
      from: randomLoopbackClient(),
    });
    console.log(
      `${downed?.id} down: register -> 200, 10 GET /api/user -> ${JSON.stringify(tally(answers.map((a) => String(a.status))))} from ${JSON.stringify(tally(answers.map(instanceOf)))}; POST /api/forgot-password -> ${post.status}`,
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map(instanceOf))).toEqual(new Set([survivor?.id]));
    expect(post.status).toBe(200);
    expect(instanceOf(post)).toBe(survivor?.id);
  });
});
