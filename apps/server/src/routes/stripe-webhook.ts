import { fulfil, markPurchase } from '@veloforge/api';
import type { FastifyInstance } from 'fastify';

import type { ContextDeps } from '../context';
import {
  constructWebhookEvent,
  InvalidWebhookPayload,
  InvalidWebhookSignature,
} from '../infra/payments';

/** The session events that move a purchase (security-checklist P11); others are acknowledged. */
const CREDIT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/**
 * POST /api/stripe/webhook: authenticated only by Stripe's signature over the raw body (P10, P13).
 * It never trusts the event's contents beyond the session id: fulfil() re-reads the session
 * from Stripe, so a duplicate, late or out-of-order event changes nothing (P5-P7, P12).
 */
export async function stripeWebhookRoute(app: FastifyInstance, { deps }: { deps: ContextDeps }) {
  // This plugin's own parser keeps the body as the exact bytes Stripe signed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/stripe/webhook', async (request, reply) => {
    const secret = deps.config.stripeWebhookSecret;
    if (!secret) return reply.status(404).send({ message: 'Stripe webhooks are not configured' });

    let event;
    try {
      const signature = request.headers['stripe-signature'];
      event = constructWebhookEvent(
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
        secret,
      );
    } catch (error) {
      if (error instanceof InvalidWebhookSignature || error instanceof InvalidWebhookPayload) {
        return reply.status(400).send({ message: 'Invalid webhook signature' });
      }
      throw error;
    }

    const liveKey = deps.config.stripeSecretKey?.includes('_live_') ?? false;
    if (event.livemode !== liveKey) {
      request.log.warn({ eventId: event.id }, 'webhook livemode does not match the key; ignored');
      return { received: true };
    }
    if (!event.type.startsWith('checkout.session.')) return { received: true };

    const session = event.data.object as { id?: unknown };
    if (typeof session.id !== 'string') return { received: true };
    const purchaseDeps = {
      db: deps.db,
      provider: deps.checkout,
      appUrl: deps.config.appUrl,
      log: request.log,
    };

    if (CREDIT_EVENTS.has(event.type)) {
      try {
        await fulfil(purchaseDeps, session.id);
      } catch (error) {
        // A session that is not one of our purchases is acknowledged, not retried forever.
        if ((error as { code?: string }).code === 'NOT_FOUND') return { received: true };
        throw error;
      }
    } else if (event.type === 'checkout.session.async_payment_failed') {
      await markPurchase(deps.db, session.id, 'failed');
    } else if (event.type === 'checkout.session.expired') {
      await markPurchase(deps.db, session.id, 'expired');
    }
    request.log.info({ eventId: event.id, type: event.type }, 'stripe webhook processed');
    return { received: true };
  });
}
