import { randomBytes, randomUUID } from 'node:crypto';

import { MAX_BODY_BYTES, MESSAGES } from '@veloforge/shared';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeAnswer,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { generationsOf, SAMPLE_REQUEST } from '../testing/generation';
import { findFreePort } from '../testing/server-process';
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  fakeModelEnv,
  startCluster,
  type Cluster,
  type Instance,
} from './cluster';
import {
  browser,
  deliverWebhook,
  jsonOf,
  randomLoopbackIp,
  registerUser,
  type HttpAnswer,
  type User,
} from './http';
import { grantTokens } from './ledger';
import { startNginx, type NginxProxy } from './nginx';
import { prerequisites } from './prerequisites';
import { statusCounts, tally } from './report';

/**
 * deploy/nginx.conf, run by a real nginx in front of two real server processes on one
 * PostgreSQL database and one Redis, as docker-compose.yml runs them (issue 10, part E).
 * Clients connect from their own loopback addresses, which nginx passes on as the client IP.
 */

const { describeProof, redisUrl, nginx } = await prerequisites('postgres', 'redis', 'nginx');

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

const instanceOf = (answer: HttpAnswer) => String(answer.headers['x-instance'] ?? 'none');

describeProof('deploy/nginx.conf in front of two instances', () => {
  let proxy: NginxProxy;
  let cluster: Cluster;
  /** Each instance's own fake model, so a test can tell which one a run reached. */
  let models: FakeOpenAI[] = [];
  /** The instance a test took down; the others still answer. */
  let downed: Instance | undefined;

  const logs = () => `--- nginx\n${proxy.output().slice(-3_000)}\n${cluster.output()}`;
  const modelOf = (instance: Instance) => models[cluster.instances.indexOf(instance)]!;
  const newUser = () => registerUser(proxy, 'proxy', { from: randomLoopbackIp() });
  /** GET /api/user ten times in a row: where each went, and who it said the user is. */
  const tenTimesWhoAmI = async (user: User) => {
    const answers: HttpAnswer[] = [];
    for (let i = 0; i < 10; i += 1) answers.push(await user.get('/api/user'));
    return answers;
  };
  const forgotPassword = (from: string, forgedForwardedFor?: string) =>
    browser(proxy, { from }).post(
      '/api/forgot-password',
      { email: `nobody-${randomUUID()}@example.com` },
      forgedForwardedFor ? { 'x-forwarded-for': forgedForwardedFor } : {},
    );

  beforeAll(async () => {
    const ports = [await findFreePort(), await findFreePort()];
    // The proxy first: the instances' public address (APP_URL, the CSRF origin) is its own.
    proxy = await startNginx(
      nginx,
      ports.map((port) => `127.0.0.1:${port}`),
    );
    models = await Promise.all(ports.map(() => startFakeOpenAI({ defaultAnswer: SLOW_ANSWER })));
    cluster = await startCluster({
      redisUrl,
      appUrl: proxy.url,
      ports,
      env: (index) => ({
        // nginx reaches the instances from 127.0.0.1; the clients use other loopback addresses.
        TRUST_PROXY: '127.0.0.1',
        ...fakeModelEnv(models[index]?.baseURL ?? ''),
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      }),
    });
  });

  afterAll(async () => {
    await proxy?.stop();
    await cluster?.stop();
    await Promise.all(models.map((model) => model.close()));
  });

  it('spreads requests over both instances', async () => {
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await browser(proxy).get('/readyz'));
    const perInstance = tally(answers.map(instanceOf));
    console.log(
      `20 GET /readyz through nginx: statuses ${JSON.stringify(statusCounts(answers))}, per instance ${JSON.stringify(perInstance)}`,
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(perInstance.app1).toBeGreaterThanOrEqual(5);
    expect(perInstance.app2).toBeGreaterThanOrEqual(5);
  });

  it('keeps a session made through the proxy on whichever instance answers', async () => {
    const user = await newUser();
    const answers = await tenTimesWhoAmI(user);
    console.log(
      `registered ${user.username} through nginx; 10 GET /api/user with its cookie: statuses ${JSON.stringify(statusCounts(answers))}, per instance ${JSON.stringify(tally(answers.map(instanceOf)))}`,
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => jsonOf<{ id: string }>(answer).id === user.id)).toBe(true);
    expect(new Set(answers.map(instanceOf))).toEqual(new Set(['app1', 'app2']));
  });

  it('streams POST /api/generate-code/stream event by event, not buffered', async () => {
    const user = await newUser();
    await grantTokens(cluster.db, user.id, 5);
    // As a browser sends it: a proxy that compressed the stream would hold its events back.
    const stream = await user.post('/api/generate-code/stream', MODEL_REQUEST, {
      'accept-encoding': 'gzip, deflate, br',
    });
    const arrivals = stream.events.map((event) => `${event.event}@${event.atMs}ms`);
    console.log(`SSE through nginx from ${instanceOf(stream)}: ${arrivals.join(' ')}`);
    expect(stream.status, stream.text).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const types = stream.events.map((event) => event.event);
    expect(types[0]).toBe('started');
    expect(types.at(-1)).toBe('result');
    expect(types.filter((type) => type === 'delta').length).toBeGreaterThanOrEqual(4);

    // Buffered, every event would reach the client together when the run ends.
    const first = stream.events[0]?.atMs ?? 0;
    const last = stream.events.at(-1)?.atMs ?? 0;
    expect(last - first).toBeGreaterThanOrEqual(5 * CHUNK_DELAY_MS);
    expect(new Set(stream.events.map((event) => event.atMs)).size).toBeGreaterThanOrEqual(4);
  });

  it("passes bodies up to the app's 1 MB limit; nginx refuses larger ones with the app's 413 JSON", async () => {
    const bodyOf = (bytes: number) => {
      const shell = JSON.stringify({ ...MODEL_REQUEST, padding: '' });
      return shell.replace('"padding":""', `"padding":"${'x'.repeat(bytes - shell.length)}"`);
    };
    const post = (bytes: number) => browser(proxy).post('/api/generate-code', bodyOf(bytes));
    const near = await post(MAX_BODY_BYTES - 100);
    const over = await post(MAX_BODY_BYTES + 1_000);
    const farOver = await post(3 * MAX_BODY_BYTES);
    console.log(
      `POST /api/generate-code (signed out) through nginx: ${MAX_BODY_BYTES - 100} B -> ${near.status} from ${instanceOf(near)}; ` +
        `${MAX_BODY_BYTES + 1_000} B -> ${over.status} from ${instanceOf(over)}; ${3 * MAX_BODY_BYTES} B -> ${farOver.status} from ${instanceOf(farOver)} ${farOver.text}`,
    );
    // Parsed by the app, which then asks for a session: the body went through whole.
    expect(near.status).toBe(401);
    expect(jsonOf(near)).toEqual({ message: MESSAGES.notAuthenticated });
    // Over the app's limit nginx answers itself (an app refusing mid-upload would be a 502),
    // with the app's JSON.
    for (const refused of [over, farOver]) {
      expect(refused.status).toBe(413);
      expect(instanceOf(refused)).toBe('none');
      expect(refused.headers['content-type']).toBe('application/json');
      expect(jsonOf(refused)).toEqual({ message: MESSAGES.bodyTooLarge });
    }
  });

  it('rate-limits per client IP as nginx saw it, on both instances, whatever the client forges', async () => {
    const client = randomLoopbackIp();
    const answers = [];
    for (let i = 0; i <= RESETS_PER_IP; i += 1) {
      answers.push(await forgotPassword(client, `198.51.100.${i}`));
    }
    const other = await forgotPassword(randomLoopbackIp());
    console.log(
      `${answers.length} POST /api/forgot-password from ${client}, each forging a new X-Forwarded-For: ` +
        `${JSON.stringify(statusCounts(answers))} over ${JSON.stringify(tally(answers.map(instanceOf)))}; another client -> ${other.status}`,
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
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: FAKE_STRIPE_WEBHOOK_SECRET,
    });
    const deliver = (body: string) => deliverWebhook(proxy.url, { payload: body, signature });
    const intact = await deliver(payload);
    const altered = await deliver(payload.replace('Zoë  Ü', 'Zoë Ü'));
    console.log(
      `signed webhook through nginx: intact -> ${intact.status} ${intact.text}; one space removed -> ${altered.status}`,
    );
    expect(intact.status).toBe(200);
    expect(jsonOf(intact)).toEqual({ received: true });
    expect(altered.status).toBe(400);
  });

  it('never sends a POST to the other instance when the one it reached dies', async () => {
    const user = await newUser();
    await grantTokens(cluster.db, user.id, 5);
    for (const model of models) model.script({ hangMs: 60_000 });
    const modelCallsBefore = models.map((model) => model.requests.length);

    const answer = user.post('/api/generate-code', MODEL_REQUEST);
    // The charged run is in the model call of one instance: kill that instance mid-request.
    const inModelCall = (instance: Instance) =>
      modelOf(instance).requests.length >
      (modelCallsBefore[cluster.instances.indexOf(instance)] ?? 0);
    await expect.poll(() => cluster.instances.some(inModelCall), { timeout: 20_000 }).toBe(true);
    const victim = cluster.instances.find(inModelCall);
    const survivor = cluster.instances.find((instance) => instance !== victim);
    if (!victim || !survivor) throw new Error('expected one instance in the model call');
    await victim.process.kill();
    downed = victim;
    const answered = await answer;

    const generations = await generationsOf(cluster.db, user.id);
    const modelCallsAfter = models.map((model) => model.requests.length);
    console.log(
      `POST /api/generate-code reached ${victim.name}, SIGKILLed mid-run: client got ${answered.status}; ` +
        `model calls per instance ${JSON.stringify(modelCallsBefore)} -> ${JSON.stringify(modelCallsAfter)}; generations ${generations.length} (${generations.map((g) => g.status).join(', ')})`,
    );
    expect(answered.status, logs()).toBe(502);
    expect(modelOf(survivor).requests.length).toBe(
      modelCallsBefore[cluster.instances.indexOf(survivor)] ?? 0,
    );
    expect(generations).toHaveLength(1);
  });

  it('keeps answering GETs and POSTs through the surviving instance', async () => {
    if (!downed) {
      downed = cluster.instances[1];
      await downed?.process.stop();
    }
    const survivor = cluster.instances.find((instance) => instance !== downed);
    const user = await newUser();
    const answers = await tenTimesWhoAmI(user);
    const post = await forgotPassword(randomLoopbackIp());
    console.log(
      `${downed?.name} down: register -> 200, 10 GET /api/user -> ${JSON.stringify(statusCounts(answers))} from ${JSON.stringify(tally(answers.map(instanceOf)))}; POST /api/forgot-password -> ${post.status}`,
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map(instanceOf))).toEqual(new Set([survivor?.name]));
    expect(post.status).toBe(200);
    expect(instanceOf(post)).toBe(survivor?.name);
  });
});
