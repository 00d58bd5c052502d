import { z } from 'zod';

import type { DocumentedRoute } from './route-doc';

export const OPENAPI_PATH = '/api/openapi.json';

/** The document's own shape, loosely: its JSON Schema is the OpenAPI 3.1 specification's. */
const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** What Stripe posts: only the envelope is read; fulfilment re-reads the session from Stripe. */
const ZStripeEvent = z.looseObject({
  id: z.string(),
  type: z.string(),
  livemode: z.boolean(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** The /api routes that are plain Fastify routes, not REST rows (the streams document themselves). */
export const PLAIN_API_ROUTES: DocumentedRoute[] = [
  {
    method: 'GET',
    url: OPENAPI_PATH,
    doc: {
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI 3.1 document',
      tag: 'Meta',
      auth: 'none',
      response: ZOpenApiDocument,
      example: {},
    },
  },
  {
    method: 'POST',
    url: '/api/stripe/webhook',
    doc: {
      operationId: 'stripeWebhook',
      summary: "Stripe's checkout events",
      description:
        'Authenticated by the Stripe-Signature header over the raw body. Paid sessions are fulfilled at most once; other events are acknowledged.',
      tag: 'Webhooks',
      auth: 'none',
      body: ZStripeEvent,
      headers: z.object({ 'Stripe-Signature': z.string() }),
      response: z.object({ received: z.literal(true) }),
      errors: {
        400: 'The signature does not match the body.',
        404: 'Stripe webhooks are not configured (no STRIPE_WEBHOOK_SECRET).',
      },
      example: {
        body: {
          id: 'evt_1Example',
          object: 'event',
          type: 'customer.created',
          livemode: false,
          data: { object: { id: 'cus_Example' } },
        },
      },
    },
  },
];
