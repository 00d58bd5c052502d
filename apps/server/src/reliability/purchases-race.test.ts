import { SETTINGS_ID } from '@veloforge/db';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  checkoutSessionEvent,
  signedWebhook,
  startFakeStripe,
  type FakeStripe,
} from '../testing/fake-stripe';
import {
  balanceOn,
  clusterPrerequisites,
  instanceFor,
  ledgerState,
  printSummary,
  registerUser,
  sendAs,
  type Cluster,
  type ClusterUser,
} from './cluster';
import { jsonOf, send, statusCounts, type HttpAnswer } from './cluster-http';
import { startStripeCluster, STRIPE_WEBHOOK_SECRET } from './cluster-stripe';

const prerequisites = await clusterPrerequisites();

const VERIFY_CALLS = 50;
const WEBHOOK_DELIVERIES = 5;

describe.skipIf(prerequisites.skipReason !== null)(
  'one paid checkout, verified and notified concurrently through two instances',
  () => {
    let fake: FakeStripe;
    let cluster: Cluster;

    beforeAll(async () => {
      fake = await startFakeStripe();
      cluster = await startStripeCluster({ redisUrl: prerequisites.redisUrl, fake });
    });
    afterAll(async () => {
      await cluster?.stop();
      await fake?.close();
    });

    async function paidCheckout(buyer: ClusterUser): Promise<string> {
      const answer = await sendAs(instanceFor(cluster, 0), buyer, {
        method: 'POST',
        path: '/api/checkout',
      });
      if (answer.status !== 200) throw new Error(`checkout: ${answer.status} ${answer.body}`);
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
      const { payload, signature } = signedWebhook(Stripe, STRIPE_WEBHOOK_SECRET, event);
      const retrievesBefore = sessionRetrieves(fake, sessionId);

      const verify = (index: number) =>
        sendAs(instanceFor(cluster, index), buyer, {
          path: `/api/verify-purchase?session_id=${encodeURIComponent(sessionId)}`,
        });
      const deliver = (index: number) =>
        send(instanceFor(cluster, index).url, {
          method: 'POST',
          path: '/api/stripe/webhook',
          body: payload,
          headers: { 'stripe-signature': signature },
        });
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

      const balances = await Promise.all(cluster.instances.map((i) => balanceOn(i, buyer)));
      const ledger = await ledgerState(cluster.db, buyer.id);
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
        'users.tokens': ledger.balance,
        'ledger sum': ledger.ledgerSum,
        'ledger entries': ledger.entries,
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
  },
);

/** How often the instances have read the session back from Stripe (GET .../sessions/:id). */
function sessionRetrieves(fake: FakeStripe, sessionId: string): number {
  return fake
    .requests()
    .filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`).length;
}
