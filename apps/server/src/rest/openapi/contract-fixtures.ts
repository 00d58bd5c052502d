import { randomUUID } from 'node:crypto';

import Stripe from 'stripe';

import type { HttpRequest } from './contract-http';
import type { Actor, World } from './contract-world';
import { GENERATE_EXAMPLE } from './examples';
import type { RouteAuth } from './route-doc';

/**
 * Test code: what the contract test changes in an operation's documented example so that it
 * succeeds (an id that exists, a fresh user for a call that signs out) or answers 404.
 */

export type Setup = {
  /** Who calls; by default the admin for admin routes, nobody for keyless ones, else the user. */
  actor?: Actor | null;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
};

type Prepare = (world: World, example: Setup) => Promise<Setup>;

export const STRIPE_WEBHOOK_SECRET = 'whsec_contract_test';

const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** A call a fixture needs to succeed, answering its JSON. */
async function succeed(world: World, actor: Actor, auth: RouteAuth, request: HttpRequest) {
  const answer = await world.call(actor, auth, request);
  if (answer.status !== 200) throw new Error(`${request.path}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

async function checkoutSession(world: World): Promise<string> {
  const checkout = await succeed(world, world.user, 'user', {
    method: 'POST',
    path: '/api/checkout',
  });
  return String(checkout.sessionId);
}

/** The emailed reset token of a fresh account. */
async function resetToken(world: World): Promise<string> {
  const actor = await world.signUp('contract_reset');
  const sent = world.server.outbox.length;
  await world.call(null, 'keyless', {
    method: 'POST',
    path: '/api/forgot-password',
    body: { email: `${actor.name}@example.com` },
  });
  for (let tries = 0; world.server.outbox.length === sent && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const token = RESET_LINK.exec(world.server.outbox.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link was emailed');
  return token;
}

/** A new site profile of the world's user, under a name of its own; its id. */
async function siteProfile(world: World): Promise<string> {
  const created = await succeed(world, world.user, 'user', {
    method: 'POST',
    path: '/api/me/site-profiles',
    body: { name: `contract ${randomUUID()}`, structure: { collections: [], elementIds: [] } },
  });
  return String(created.id);
}

/** By operationId: how to make the example succeed on the contract test's server. */
export const PREPARE: Record<string, Prepare> = {
  login: async (world, example) => {
    const { username, password } = example.body as { username: string; password: string };
    await world.signUp(username, { password });
    return {};
  },
  logout: async (world) => ({ actor: await world.signUp('contract_leaving') }),
  resetPassword: async (world, example) => ({
    body: { ...(example.body as object), token: await resetToken(world) },
  }),
  updateProfile: async (world) => ({ actor: await world.signUp('contract_profile') }),
  verifyPurchase: async (world) => ({ query: { session_id: await checkoutSession(world) } }),
  payTestCheckout: async (world) => ({ params: { sessionId: await checkoutSession(world) } }),
  getSession: async (world) => {
    const generated = await succeed(world, world.user, 'user', {
      method: 'POST',
      path: '/api/generate-code',
      body: GENERATE_EXAMPLE,
    });
    return { params: { id: String(generated.sessionId) } };
  },
  grantTokens: async (world) => ({ params: { userId: world.user.id } }),
  getLegalDocument: async (world, example) => {
    await succeed(world, world.admin, 'admin', {
      method: 'PUT',
      path: `/api/legal/${example.params?.type ?? ''}`,
      body: { content: 'Published by the contract test.' },
    });
    return {};
  },
  revokeApiKey: async (world) => {
    const created = await succeed(world, world.user, 'session', {
      method: 'POST',
      path: '/api/me/api-keys',
      body: { name: 'to revoke' },
    });
    return { params: { id: (created.key as { id: string }).id } };
  },
  getSiteProfile: async (world) => ({ params: { id: await siteProfile(world) } }),
  updateSiteProfile: async (world) => ({ params: { id: await siteProfile(world) } }),
  deleteSiteProfile: async (world) => ({ params: { id: await siteProfile(world) } }),
  stripeWebhook: async (_world, example) => {
    const payload = JSON.stringify(example.body);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    return { headers: { 'Stripe-Signature': signature } };
  },
};

/** By operationId: a request that answers 404, where random path ids would not. */
export const NOT_FOUND: Record<string, (example: Setup) => Setup> = {
  getLegalDocument: () => ({ params: { type: 'refund-policy' } }),
  verifyPurchase: () => ({ query: { session_id: 'tcs_unknown' } }),
  payTestCheckout: () => ({ params: { sessionId: 'tcs_unknown' } }),
  troubleshootCode: (example) => ({
    body: { ...(example.body as object), sessionId: randomUUID() },
  }),
  troubleshootCodeStream: (example) => ({
    body: { ...(example.body as object), sessionId: randomUUID() },
  }),
};
