import { createTestDb, type TestDb } from '@veloforge/db/testing';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startServerProcess, type ServerProcess } from '../testing';
import { signedWebhook, startFakeStripe, type FakeStripe } from '../testing/fake-stripe';
import {
  fixableTroubleshoot,
  generationsOf,
  SAMPLE_REQUEST,
  versionsOf,
} from '../testing/generation';
import { startHoldProxy, type HoldProxy } from './fault-hold-proxy';
import { request, signUp, waitFor, type HttpAnswer, type HttpUser } from './fault-http';
import { auditLedger, expectLedgerConsistent, printLedger } from './fault-ledger';
import { fakeModelEnv, grant, POSTGRES_SKIP_REASON, proofTitle } from './fault-setup';
import { startStripeServerProcess, type StripeServerProcess } from './fault-stripe-process';

/**
 * Issue 10 (B2): a server SIGKILLed mid-work loses nobody's money.
 * (a) Generations in flight at the model when the process dies stay 'running' with their charge
 *     taken; the sweeper of the instances that come back refunds each exactly once, even with
 *     two of them sweeping the same database at once.
 * (b) A checkout paid at the provider whose fulfilment (verify poll or webhook) was in flight
 *     when the process died is completed by the next verify, or by the next webhook delivery,
 *     and credited exactly once either way.
 */

const GENERATE = { ...SAMPLE_REQUEST, outputType: 'velo' };
const TROUBLESHOOT = fixableTroubleshoot({ originalRequest: GENERATE });
const WEBHOOK_SECRET = 'whsec_test_crash_recovery';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_crash_recovery',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
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

function tally(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

describe.skipIf(POSTGRES_SKIP_REASON !== undefined)(
  proofTitle('crash recovery of a SIGKILLed server', POSTGRES_SKIP_REASON),
  () => {
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

    async function runningGenerations(): Promise<number> {
      const row = await database.db
        .selectFrom('generations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'running')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    it('refunds every run left running exactly once, with two instances sweeping', async () => {
      const fake: FakeOpenAI = await startFakeOpenAI({ defaultAnswer: { hangMs: 120_000 } });
      cleanups.push(() => fake.close());
      // A model timeout far away: the runs are still waiting on the model when the process dies.
      const first = await startServerProcess({
        databaseUrl: database.url,
        env: { ...fakeModelEnv(fake.baseURL, 60_000), GENERATION_MAX_RUNNING: '10' },
      });
      cleanups.push(() => first.stop());

      const json = await signUp(first.url, 'crashjson');
      const streamer = await signUp(first.url, 'crashsse');
      const fixer = await signUp(first.url, 'crashfix');
      const users = [json, streamer, fixer];
      for (const user of users) await grant(database.db, user.id, 10);
      fake.script({ content: FAKE_DEFAULT_CONTENT });
      const setup = await fixer.post('/api/generate-code', GENERATE);
      expect(setup.status).toBe(200);
      const sessionId = (setup.body as { sessionId: string }).sessionId;
      const balances = await Promise.all(users.map((user) => user.tokens()));

      const retryKey = { 'idempotency-key': 'crash-retry-1' };
      const times = <T>(n: number, call: () => Promise<T>) => Array.from({ length: n }, call);
      const modelCallsBefore = fake.requests.length;
      const runsStartedAt = Date.now();
      const inFlight: Array<Promise<HttpAnswer>> = [
        json.post('/api/generate-code', GENERATE, retryKey),
        ...times(7, () => json.post('/api/generate-code', GENERATE)),
        ...times(8, () => streamer.stream('/api/generate-code/stream', GENERATE)),
        fixer.post('/api/troubleshoot-code', { ...TROUBLESHOOT, sessionId }),
        ...times(4, () => fixer.stream('/api/troubleshoot-code/stream', TROUBLESHOOT)),
        ...times(3, () => fixer.post('/api/troubleshoot-code', TROUBLESHOOT)),
      ];
      await waitFor(
        'every call to be waiting on the model',
        () => fake.requests.length - modelCallsBefore === inFlight.length,
      );
      expect(await runningGenerations()).toBe(inFlight.length);

      await first.kill();
      const lost = await Promise.all(inFlight);
      console.log(
        `SIGKILLed the server with ${inFlight.length} generations waiting on the model (8 JSON generate, 8 SSE generate, 1 troubleshoot of an existing session, 4 SSE + 3 JSON troubleshoot); the clients got: ${JSON.stringify(tally(lost.map(describeAnswer)))}`,
      );
      expect(lost.every((answer) => answer.status === 0)).toBe(true);
      const stranded = await auditLedger(
        database.db,
        users.map((user) => user.id),
      );
      printLedger('left by the killed process', stranded);
      expect(stranded.charges.filter((charge) => charge.refunds === 0)).toHaveLength(
        inFlight.length + 1,
      );
      expect(await runningGenerations()).toBe(inFlight.length);

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
      const restart = (port?: number) =>
        startServerProcess({
          databaseUrl: database.url,
          env: restartEnv,
          ...(port ? { port } : {}),
        }).then((instance) => {
          ready.push(Date.now() - runsStartedAt);
          return instance;
        });
      const instances: ServerProcess[] = await Promise.all([restart(first.port), restart()]);
      for (const instance of instances) cleanups.push(() => instance.stop());
      console.log(
        `restarted 2 instances, ready ${ready.join(' and ')} ms after the runs started; the runs go stale after ${staleAfterMs} ms`,
      );
      await waitFor(
        'the sweepers to end every running generation',
        async () => (await runningGenerations()) === 0,
        30_000,
      );
      console.log(`no run left 'running' ${Date.now() - runsStartedAt} ms after the runs started`);
      // Both keep sweeping every 500 ms: give them several more rounds to refund anything twice.
      await new Promise((resolve) => setTimeout(resolve, 2_000));

      const swept = instances.map((instance) => sweptBy(instance.output()));
      console.log(`runs refunded by each instance's sweeper: ${swept.join(' + ')}`);
      expect(swept.reduce((a, b) => a + b, 0)).toBe(inFlight.length);

      const audit = await auditLedger(
        database.db,
        users.map((user) => user.id),
      );
      printLedger('after the sweep', audit);
      expectLedgerConsistent(audit);
      expect(audit.charges.filter((charge) => charge.refunds === 1)).toHaveLength(inFlight.length);
      expect(audit.charges.filter((charge) => charge.refunds === 0).map((c) => c.ref)).toEqual([
        sessionId,
      ]);
      const back = users.map((user) => user.at(instances[1]!.url));
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

      // The client's retry with its Idempotency-Key is a new run, not a 409 for ever.
      fake.script({ content: FAKE_DEFAULT_CONTENT });
      const retry = await back[0]!.post('/api/generate-code', GENERATE, retryKey);
      console.log(
        `retry with the same Idempotency-Key after the crash -> ${describeAnswer(retry)}`,
      );
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
      const start = (port?: number) =>
        startStripeServerProcess({
          databaseUrl: database.url!,
          stripePort: proxy.port,
          env: STRIPE_ENV,
          ...(port ? { port } : {}),
        });
      const first: StripeServerProcess = await start();
      cleanups.push(() => first.stop());

      const deliver = (sessionId: string) => {
        const event = stripe.event('checkout.session.completed', sessionId);
        const { payload, signature } = signedWebhook(Stripe, WEBHOOK_SECRET, event);
        return request(`${first.url}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      };
      const verify = (user: HttpUser, sessionId: string) =>
        user.get(`/api/verify-purchase?session_id=${encodeURIComponent(sessionId)}`);
      async function paidCheckout(user: HttpUser): Promise<string> {
        const opened = await user.post('/api/checkout');
        expect(opened.status, JSON.stringify(opened.body)).toBe(200);
        const sessionId = (opened.body as { sessionId: string }).sessionId;
        stripe.markPaid(sessionId);
        return sessionId;
      }
      async function purchaseStates() {
        return database.db
          .selectFrom('tokenPurchases')
          .innerJoin('users', 'users.id', 'tokenPurchases.userId')
          .select(['users.username', 'tokenPurchases.status'])
          .orderBy('users.username')
          .execute();
      }

      const poller = await signUp(first.url, 'buyerpoll');
      const hooked = await signUp(first.url, 'buyerhook');
      const polled = await paidCheckout(poller);
      const webhooked = await paidCheckout(hooked);
      console.log(`paid at the fake Stripe: ${polled} (buyerpoll), ${webhooked} (buyerhook)`);

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
      expect(await purchaseStates()).toEqual([
        { username: 'buyerhook', status: 'pending' },
        { username: 'buyerpoll', status: 'pending' },
      ]);
      proxy.release();

      const second = await start(first.port);
      cleanups.push(() => second.stop());
      expect(second.url).toBe(first.url);

      // The buyer's success page polls again; Stripe redelivers the webhook it got no 2xx for.
      const verified = await verify(poller, polled);
      const redelivered = await deliver(webhooked);
      console.log(
        `after the restart: verify -> ${verified.status} ${JSON.stringify(verified.body)}, webhook redelivery -> ${redelivered.status} ${JSON.stringify(redelivered.body)}`,
      );
      expect(verified.body).toEqual({
        success: true,
        tokenAmount: PACKAGE_TOKENS,
        message: `Payment verified: ${PACKAGE_TOKENS} tokens have been added to your account.`,
      });
      expect(redelivered).toMatchObject({ status: 200, body: { received: true } });
      expect(await purchaseStates()).toEqual([
        { username: 'buyerhook', status: 'completed' },
        { username: 'buyerpoll', status: 'completed' },
      ]);

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
  },
);
