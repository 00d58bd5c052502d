import { createDb, migrateToLatest } from '@veloforge/db';

import { readEnv } from '../env';
import { createStripeCheckout } from '../infra/payments';
import { buildServer } from '../server';

/**
 * The real server (src/index.ts) with one difference: its Stripe client talks to a fake Stripe
 * API on 127.0.0.1:<argv[2]> instead of api.stripe.com, which the configuration cannot point
 * elsewhere. Started by startStripeServerProcess for the crash proofs; it has no shutdown
 * handler on purpose: SIGTERM and SIGKILL end it as a crash would.
 */

const stripePort = Number(process.argv[2]);
if (!Number.isInteger(stripePort) || stripePort <= 0) {
  throw new Error('usage: fault-stripe-server.ts <fake Stripe port>');
}
const config = readEnv();
if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is required');

const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(db);
const checkout = createStripeCheckout({
  secretKey: config.stripeSecretKey,
  apiBase: { host: '127.0.0.1', port: stripePort, protocol: 'http' },
});
const app = await buildServer({ config, db, checkout });
await app.listen({ port: config.port, host: config.host });
