import { SETTINGS_ID } from '@veloforge/db';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';

import {
  checkoutSessionEvent,
  signedWebhook,
  startFakeStripe,
  type FakeStripe,
} from '../testing/fake-stripe';
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  fakeStripeEnv,
  instanceFor,
  startCluster,
  type Cluster,
} from './cluster';
import { deliverWebhook, jsonOf, registerUser, type HttpAnswer, type User } from './http';
import { ledgerFacts, ledgerOf } from './ledger';
import { printSummary, statusCounts } from './report';
import { prerequisites } from './prerequisites';

/**
 * One paid checkout fulfilled at once by many buyer polls and duplicate webhook deliveries,
 * through two real server processes on one PostgreSQL database (issue 10, part A): the race is
 * decided in the database, across both instances, and the package is credited once.
 */

const { describeProof, redisUrl } = await prerequisites('postgres', 'redis');

const VERIFY_CALLS = 50;
const WEBHOOK_DELIVERIES = 5;

describeProof('one paid checkout, verified and notified concurrently through two instances', () => {
  let fake: FakeStripe;
  let cluster: Cluster;

  beforeAll(async () => {
    fake = await startFakeStripe();
    cluster = await startCluster({ redisUrl, env: fakeStripeEnv(fake.apiBase.port) });
  });
  afterAll(async () => {
    await cluster?.stop();
    await fake?.close();
  });

  async function paidCheckout(buyer: User): Promise<string> {
    const answer = await buyer.post('/api/checkout');
    if (answer.status !== 200) throw new Error(`checkout: ${answer.status} ${answer.text}`);
    const { sessionId } = jsonOf<{ sessionId: string }>(answer);
    fake.markPaid(sessionId);
    return sessionId;
  }

  it(`credits the package once for ${VERIFY_CALLS} verifications and ${WEBHOOK_DELIVERIES} duplicate webhooks`, async () => {
    const pack = await cluster.db
      .selectFrom('settings')
      .select(['tokenPackageAmount', 'tokenPackagePrice'])
      .where('id', '=', SETTINGS_ID)
      .executeTakeFirstOrThrow();
    const buyer = await registerUser(instanceFor(cluster, 0), 'buyer');
    const sessionId = await paidCheckout(buyer);
    const session = fake.session(sessionId);
    if (!session) throw new Error(`the fake Stripe has no session ${sessionId}`);
    // One event, delivered several times (Stripe retries, or sends a duplicate): same id, same bytes.
    const event = checkoutSessionEvent('checkout.session.completed', session);
    const webhook = signedWebhook(Stripe, FAKE_STRIPE_WEBHOOK_SECRET, event);
    const retrievesBefore = sessionRetrieves(fake, sessionId);

    const verify = (index: number) =>
      buyer
        .at(instanceFor(cluster, index))
        .get(`/api/verify-purchase?session_id=${encodeURIComponent(sessionId)}`);
    const deliver = (index: number) => deliverWebhook(instanceFor(cluster, index).url, webhook);
    // Webhooks go in among the verifications, so both paths race from the first moment.
    const calls: Array<{ kind: 'verify' | 'webhook'; answer: Promise<HttpAnswer> }> = [];
    for (let n = 0; n < VERIFY_CALLS; n += 1) {
      calls.push({ kind: 'verify', answer: verify(n) });
      if (n % (VERIFY_CALLS / WEBHOOK_DELIVERIES) === 0) {
        calls.push({ kind: 'webhook', answer: deliver(calls.length) });
      }
    }
    const answers = await Promise.all(calls.map((call) => call.answer));
    const verifications = answers.filter((_, index) => calls[index]?.kind === 'verify');
    const webhooks = answers.filter((_, index) => calls[index]?.kind === 'webhook');

    const balances = await Promise.all(cluster.instances.map((i) => buyer.at(i).tokens()));
    const ledger = await ledgerOf(cluster.db, buyer.id);
    const purchases = await cluster.db
      .selectFrom('tokenPurchases')
      .select(['id', 'status', 'tokens', 'amountPaid', 'completedAt'])
      .where('userId', '=', buyer.id)
      .execute();
    printSummary('one paid checkout, two instances', {
      'verify-purchase calls': `${verifications.length}, statuses ${JSON.stringify(statusCounts(verifications))}`,
      'webhook deliveries (one event)': `${webhooks.length}, statuses ${JSON.stringify(statusCounts(webhooks))}`,
      'session reads at the fake Stripe': sessionRetrieves(fake, sessionId) - retrievesBefore,
      'package tokens': pack.tokenPackageAmount,
      'balance on each instance': balances,
      ...ledgerFacts(ledger),
      purchases: purchases.map((p) => `${p.status} (${p.tokens} tokens)`),
    });

    // More than one call found the purchase pending and raced to flip it: the race happened.
    expect(sessionRetrieves(fake, sessionId) - retrievesBefore).toBeGreaterThan(1);
    expect(verifications).toHaveLength(VERIFY_CALLS);
    for (const answer of verifications) {
      expect(answer.status).toBe(200);
      expect(jsonOf(answer)).toEqual({
        success: true,
        tokenAmount: pack.tokenPackageAmount,
        message: `Payment verified: ${pack.tokenPackageAmount} tokens have been added to your account.`,
      });
    }
    expect(webhooks).toHaveLength(WEBHOOK_DELIVERIES);
    for (const answer of webhooks) {
      expect(answer.status).toBe(200);
      expect(jsonOf(answer)).toEqual({ received: true });
    }
    expect(balances).toEqual([pack.tokenPackageAmount, pack.tokenPackageAmount]);
    expect(ledger).toEqual({
      balance: pack.tokenPackageAmount,
      ledgerSum: pack.tokenPackageAmount,
      entries: { purchase: 1 },
    });
    expect(purchases).toEqual([
      {
        id: expect.any(String),
        status: 'completed',
        tokens: pack.tokenPackageAmount,
        amountPaid: pack.tokenPackagePrice,
        completedAt: expect.any(Date),
      },
    ]);
  });
});

/** How often the instances have read the session back from Stripe (GET .../sessions/:id). */
function sessionRetrieves(fake: FakeStripe, sessionId: string): number {
  return fake
    .requests()
    .filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`).length;
}
