import { createTestDb, type TestDb } from '@veloforge/db/testing';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';

import { signedWebhook, startFakeStripe, type FakeStripe } from '../testing/fake-stripe';
import {
  fixableTroubleshoot,
  generationsOf,
  INSTRUCTION_REQUEST,
  SAMPLE_REQUEST,
  versionsOf,
} from '../testing/generation';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { FAKE_STRIPE_WEBHOOK_SECRET, fakeModelEnv, fakeStripeEnv, waitFor } from './cluster';
import { startHoldProxy, type HoldProxy } from './hold-proxy';
import { deliverWebhook, jsonOf, registerUser, type HttpAnswer, type User } from './http';
import { auditLedger, chargesOf, expectLedgerConsistent, grantTokens, printLedger } from './ledger';
import { prerequisites } from './prerequisites';
import { tally } from './report';

/**
 * Issue 10 (B2): a server SIGKILLed mid-work loses nobody's money.
 * (a) Generations and instruction runs in flight at the model when the process dies stay
 *     running with their charge taken; the sweeper of the instances that come back refunds each
 *     exactly once, even with two of them sweeping the same database at once.
 * (b) A checkout paid at the provider whose fulfilment (verify poll or webhook) was in flight
 *     when the process died is completed by the next verify, or by the next webhook delivery,
 *     and credited exactly once either way.
 */

const { describeProof } = await prerequisites('postgres');

const GENERATE = { ...SAMPLE_REQUEST, outputType: 'velo' };
const TROUBLESHOOT = fixableTroubleshoot({ originalRequest: GENERATE });
/** Tokens of the default package (settings row of a fresh database). */
const PACKAGE_TOKENS = 150;

/** "generation sweeper cleaned up" lines of a server's JSON log: how many runs it refunded. */
function sweptBy(output: string): number {
  let refunded = 0;
  for (const line of output.split('\n')) {
    if (!line.includes('generation sweeper cleaned up')) continue;
    const entry = JSON.parse(line) as { refunded?: unknown[] };
    refunded += entry.refunded?.length ?? 0;
  }
  return refunded;
}

const describeAnswer = (answer: HttpAnswer) =>
  answer.status === 0 ? `no answer (${answer.error ?? ''})` : `${answer.status}`;

const times = <T>(n: number, call: () => Promise<T>) => Array.from({ length: n }, call);

describeProof('crash recovery of a SIGKILLed server', () => {
  let database: TestDb;
  /** Everything a test started, stopped after it even when it fails. */
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    database = await createTestDb('postgres');
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** The real server on the shared database; `port` restarts it on a killed one's address. */
  async function startServer(env: Record<string, string>, port?: number) {
    const server = await startServerProcess({
      databaseUrl: database.url ?? '',
      env,
      ...(port === undefined ? {} : { port }),
    });
    cleanups.push(() => server.stop());
    return server;
  }

  /** Runs the process left behind: generations 'running' and instruction runs' rows. */
  async function stillRunning() {
    const generations = await database.db
      .selectFrom('generations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    const instructions = await database.db
      .selectFrom('runningInstructions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { generations: Number(generations.n), instructions: Number(instructions.n) };
  }

  it('refunds every run left running exactly once, with two instances sweeping', async () => {
    const fake: FakeOpenAI = await startFakeOpenAI({ defaultAnswer: { hangMs: 120_000 } });
    cleanups.push(() => fake.close());
    // A model timeout far away: the runs are still waiting on the model when the process dies.
    const first = await startServer({
      ...fakeModelEnv(fake.baseURL, 60_000),
      GENERATION_MAX_RUNNING: '10',
    });

    const json = await registerUser(first, 'crashjson');
    const streamer = await registerUser(first, 'crashsse');
    const fixer = await registerUser(first, 'crashfix');
    // Its own user: instruction runs count towards the per-minute limit like the others.
    const instructor = await registerUser(first, 'crashinstr');
    const users = [json, streamer, fixer, instructor];
    for (const user of users) await grantTokens(database.db, user.id, 10);
    fake.script({ content: FAKE_DEFAULT_CONTENT });
    const setup = await fixer.post('/api/generate-code', GENERATE);
    expect(setup.status).toBe(200);
    const { sessionId } = jsonOf<{ sessionId: string }>(setup);
    const balances = await Promise.all(users.map((user) => user.tokens()));

    const retryKey = { 'idempotency-key': 'crash-retry-1' };
    const INSTRUCTIONS = 3;
    const modelCallsBefore = fake.requests.length;
    const runsStartedAt = Date.now();
    const inFlight: Array<Promise<HttpAnswer>> = [
      json.post('/api/generate-code', GENERATE, retryKey),
      ...times(7, () => json.post('/api/generate-code', GENERATE)),
      ...times(8, () => streamer.post('/api/generate-code/stream', GENERATE)),
      fixer.post('/api/troubleshoot-code', { ...TROUBLESHOOT, sessionId }),
      ...times(4, () => fixer.post('/api/troubleshoot-code/stream', TROUBLESHOOT)),
      ...times(3, () => fixer.post('/api/troubleshoot-code', TROUBLESHOOT)),
      // With a model configured, the instruction's text goes to the model to be polished.
      ...times(INSTRUCTIONS, () =>
        instructor.post('/api/generate-instruction', INSTRUCTION_REQUEST),
      ),
    ];
    const generationRuns = inFlight.length - INSTRUCTIONS;
    await waitFor(
      'every call to be waiting on the model',
      () => fake.requests.length - modelCallsBefore === inFlight.length,
    );
    expect(await stillRunning()).toEqual({
      generations: generationRuns,
      instructions: INSTRUCTIONS,
    });

    await first.kill();
    const lost = await Promise.all(inFlight);
    console.log(
      `SIGKILLed the server with ${inFlight.length} runs waiting on the model (8 JSON generate, 8 SSE generate, 1 troubleshoot of an existing session, 4 SSE + 3 JSON troubleshoot, ${INSTRUCTIONS} instructions); the clients got: ${JSON.stringify(tally(lost.map(describeAnswer)))}`,
    );
    expect(lost.every((answer) => answer.status === 0)).toBe(true);
    const ids = users.map((user) => user.id);
    const stranded = await auditLedger(database.db, ids);
    printLedger('left by the killed process', stranded);
    expect(stranded.charges.filter((charge) => charge.refunds === 0)).toHaveLength(
      inFlight.length + 1,
    );
    expect(await stillRunning()).toEqual({
      generations: generationRuns,
      instructions: INSTRUCTIONS,
    });

    // The killed instance comes back on its address and a second one joins, both at once. The
    // runs go stale 9 s after they started, once both are up and sweeping every 500 ms, so
    // the two sweepers meet on the same rows.
    const staleAfterMs = 1_000 + 8_000;
    const restartEnv = {
      ...fakeModelEnv(fake.baseURL, 1_000),
      STALE_RUN_MARGIN_MS: '8000',
      SWEEPER_INTERVAL_MS: '500',
      LOG_LEVEL: 'info',
    };
    const ready: number[] = [];
    const restart = async (port?: number) => {
      const instance = await startServer(restartEnv, port);
      ready.push(Date.now() - runsStartedAt);
      return instance;
    };
    const instances: ServerProcess[] = await Promise.all([restart(first.port), restart()]);
    console.log(
      `restarted 2 instances, ready ${ready.join(' and ')} ms after the runs started; the runs go stale after ${staleAfterMs} ms`,
    );
    await waitFor(
      'the sweepers to end every run',
      async () => {
        const left = await stillRunning();
        return left.generations + left.instructions === 0;
      },
      30_000,
    );
    console.log(`no run left running ${Date.now() - runsStartedAt} ms after the runs started`);
    // Both keep sweeping every 500 ms: give them several more rounds to refund anything twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const swept = instances.map((instance) => sweptBy(instance.output()));
    console.log(`runs refunded by each instance's sweeper: ${swept.join(' + ')}`);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(inFlight.length);

    const audit = await auditLedger(database.db, ids);
    printLedger('after the sweep', audit);
    expectLedgerConsistent(audit);
    expect(audit.charges.filter((charge) => charge.refunds === 1)).toHaveLength(inFlight.length);
    expect(audit.charges.filter((charge) => charge.refunds === 0).map((c) => c.ref)).toEqual([
      sessionId,
    ]);
    const back = users.map((user) => user.at(instances[1]!));
    expect(await Promise.all(back.map((user) => user.tokens()))).toEqual(balances);
    for (const user of [json, streamer]) {
      const generations = await generationsOf(database.db, user.id);
      expect(generations).toHaveLength(8);
      expect(generations.every((g) => g.status === 'failed' && g.refundedAt !== null)).toBe(true);
    }
    // The troubleshoot pass on an existing session puts it back as it was: completed, 1 version.
    const fixes = await generationsOf(database.db, fixer.id);
    expect(fixes.find((g) => g.id === sessionId)).toMatchObject({ status: 'completed' });
    expect(await versionsOf(database.db, sessionId)).toHaveLength(1);
    expect(fixes.filter((g) => g.status === 'failed')).toHaveLength(7);
    // Each instruction run was charged once and refunded once, and its row is gone.
    const instructionCharges = chargesOf(audit, instructor.id);
    expect(instructionCharges).toHaveLength(INSTRUCTIONS);
    for (const charge of instructionCharges) {
      expect(charge).toMatchObject({ ref: expect.stringMatching(/^instruction:/), refunds: 1 });
    }
    expect(await stillRunning()).toEqual({ generations: 0, instructions: 0 });

    // The client's retry with its Idempotency-Key is a new run, not a 409 for ever.
    fake.script({ content: FAKE_DEFAULT_CONTENT });
    const retry = await back[0]!.post('/api/generate-code', GENERATE, retryKey);
    console.log(`retry with the same Idempotency-Key after the crash -> ${describeAnswer(retry)}`);
    expect(retry.status).toBe(200);
    expect(await back[0]!.tokens()).toBe(balances[0]! - 1);
    expectLedgerConsistent(await auditLedger(database.db, [json.id]));
  });

  it('loses no purchase when the server dies between the payment and its fulfilment', async () => {
    const stripe: FakeStripe = await startFakeStripe();
    cleanups.push(() => stripe.close());
    const proxy: HoldProxy = await startHoldProxy(
      stripe.apiBase.port,
      (req) => req.method === 'GET' && (req.url ?? '').startsWith('/v1/checkout/sessions/'),
    );
    cleanups.push(() => proxy.close());
    // The server's Stripe API is the proxy, which can hold back Stripe's answers.
    const first = await startServer(fakeStripeEnv(proxy.port));

    const deliver = (sessionId: string) => {
      const event = stripe.event('checkout.session.completed', sessionId);
      return deliverWebhook(first.url, signedWebhook(Stripe, FAKE_STRIPE_WEBHOOK_SECRET, event));
    };
    const verify = (user: User, sessionId: string) =>
      user.get(`/api/verify-purchase?session_id=${encodeURIComponent(sessionId)}`);
    async function paidCheckout(user: User): Promise<string> {
      const opened = await user.post('/api/checkout');
      expect(opened.status, opened.text).toBe(200);
      const { sessionId } = jsonOf<{ sessionId: string }>(opened);
      stripe.markPaid(sessionId);
      return sessionId;
    }
    /** Each buyer's purchase status. */
    async function purchaseStates() {
      const rows = await database.db
        .selectFrom('tokenPurchases')
        .innerJoin('users', 'users.id', 'tokenPurchases.userId')
        .select(['users.username', 'tokenPurchases.status'])
        .execute();
      return Object.fromEntries(rows.map((row) => [row.username, row.status]));
    }

    const poller = await registerUser(first, 'buyerpoll');
    const hooked = await registerUser(first, 'buyerhook');
    const polled = await paidCheckout(poller);
    const webhooked = await paidCheckout(hooked);
    console.log(
      `paid at the fake Stripe: ${polled} (${poller.username}), ${webhooked} (${hooked.username})`,
    );

    proxy.hold();
    const verifying = verify(poller, polled);
    const delivering = deliver(webhooked);
    await waitFor('the verify and the webhook to be waiting on Stripe', () => proxy.held() === 2);
    await first.kill();
    const [lostVerify, lostWebhook] = await Promise.all([verifying, delivering]);
    console.log(
      `SIGKILLed the server while Stripe held its answers: verify -> ${describeAnswer(lostVerify)}, webhook -> ${describeAnswer(lostWebhook)}`,
    );
    expect([lostVerify.status, lostWebhook.status]).toEqual([0, 0]);
    expect(await purchaseStates()).toEqual({
      [hooked.username]: 'pending',
      [poller.username]: 'pending',
    });
    proxy.release();

    const second = await startServer(fakeStripeEnv(proxy.port), first.port);
    expect(second.url).toBe(first.url);

    // The buyer's success page polls again; Stripe redelivers the webhook it got no 2xx for.
    const verified = await verify(poller, polled);
    const redelivered = await deliver(webhooked);
    console.log(
      `after the restart: verify -> ${verified.status} ${verified.text}, webhook redelivery -> ${redelivered.status} ${redelivered.text}`,
    );
    expect(verified.body).toEqual({
      success: true,
      tokenAmount: PACKAGE_TOKENS,
      message: `Payment verified: ${PACKAGE_TOKENS} tokens have been added to your account.`,
    });
    expect(redelivered).toMatchObject({ status: 200, body: { received: true } });
    expect(await purchaseStates()).toEqual({
      [hooked.username]: 'completed',
      [poller.username]: 'completed',
    });

    // The other path, and repeats of both, credit nothing more.
    const repeats = await Promise.all([
      deliver(polled),
      verify(hooked, webhooked),
      verify(poller, polled),
      deliver(webhooked),
    ]);
    expect(repeats.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const audit = await auditLedger(database.db, [poller.id, hooked.id]);
    printLedger('after recovery and repeated verify/webhook calls', audit);
    expectLedgerConsistent(audit);
    for (const user of [poller, hooked]) {
      expect(await user.tokens()).toBe(PACKAGE_TOKENS);
      const credits = await database.db
        .selectFrom('tokenLedger')
        .select(['delta', 'reason'])
        .where('userId', '=', user.id)
        .execute();
      expect(credits).toEqual([{ delta: PACKAGE_TOKENS, reason: 'purchase' }]);
    }
  });
});
