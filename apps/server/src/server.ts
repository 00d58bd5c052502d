import { randomUUID } from 'node:crypto';

import cookie from '@fastify/cookie';
import {
  createTestCheckout,
  type CheckoutProvider,
  type Mailer,
  type RateLimiter,
} from '@veloforge/api';
import type { Database, Kysely } from '@veloforge/db';
import { MAX_BODY_BYTES } from '@veloforge/shared';
import { createVeloEngine, type VeloEngine } from '@veloforge/velo';
import Fastify, { type FastifyInstance } from 'fastify';

import type { ServerConfig } from './env';
import { handleError, MAX_PATH_PARAM_CHARS } from './errors';
import { registerCsrfGuard } from './plugins/csrf';
import { registerGenerationSweeper } from './plugins/generation-sweeper';
import { registerInstanceHeader } from './plugins/instance-header';
import { registerNulGuard } from './plugins/nul-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerTrpc } from './plugins/trpc';
import { registerRestRoutes } from './rest/adapter';
import { registerOpenApiDocument } from './rest/openapi/serve';
import { REST_ROUTES } from './rest/routes';
import { createStripeCheckout } from './infra/payments';
import { generationStreamRoutes } from './routes/generation-stream';
import { registerPreviewFrame } from './routes/preview-frame';
import { registerHealthRoutes } from './routes/health';
import { stripeWebhookRoute } from './routes/stripe-webhook';
import { createServerChecker } from './infra/checker';
import { createHostServices } from './services';
import { serializeRequest } from './request-log';

export type BuildServerOptions = {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Overrides for tests; by default they come from the configuration (services.ts). */
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
  checkout?: CheckoutProvider;
  /** By default the model of config.model, or the template engine without one. */
  velo?: VeloEngine;
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Builds the Fastify host: HTTP wiring only, no business rules. Tests use the instance with
 * inject() or listen on port 0; src/index.ts listens for real.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
    // A caller's id is kept when well-formed, so logs join across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    routerOptions: { maxParamLength: MAX_PATH_PARAM_CHARS },
    // A bad percent-encoding or an over-long id answers the product's `{ message }`, not the
    // router's own body (which echoed the whole URL).
    frameworkErrors: (error, request, reply) => void handleError(error, request, reply),
    // `__proto__` and `constructor.prototype` keys are dropped like any unknown field; refusing
    // them answered "not valid JSON" to valid JSON.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });

  // Only JSON bodies are accepted; other media types get a clear 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  // The hooks every request runs are callback hooks, and the NUL guard builds field paths only
  // for a refusal: a plain route (health checks, static files) took ~31 -> ~28 µs of CPU a
  // request (issue 10).
  registerSecurityHeaders(app, config);
  registerInstanceHeader(app, config.instanceId);
  await app.register(cookie);
  registerCsrfGuard(app, config.appUrl);
  registerNulGuard(app);

  const services = createHostServices(config, app.log);
  app.addHook('onClose', services.close);
  const checker = options.velo ? undefined : createServerChecker(config.checker, app.log);
  if (checker) app.addHook('onClose', () => checker.close());
  const deps = {
    db,
    config,
    rateLimiter: options.rateLimiter ?? services.rateLimiter,
    mailer: options.mailer ?? services.mailer,
    checkout:
      options.checkout ??
      (config.stripeSecretKey
        ? createStripeCheckout({
            secretKey: config.stripeSecretKey,
            ...(config.stripeApiBase ? { apiBase: config.stripeApiBase } : {}),
          })
        : createTestCheckout(db, config.appUrl)),
    velo:
      options.velo ??
      createVeloEngine({ model: config.model ?? null, ...(checker ? { checker } : {}) }),
    modelTimeoutMs: config.modelTimeoutMs,
    generationLimits: config.generationLimits,
  };
  registerHealthRoutes(app, db);
  registerPreviewFrame(app);
  await registerTrpc(app, deps);
  registerRestRoutes(app, REST_ROUTES, deps);
  registerOpenApiDocument(app, config.appUrl);
  await app.register(generationStreamRoutes, { deps });
  await app.register(stripeWebhookRoute, { deps });
  registerGenerationSweeper(app, {
    db,
    intervalMs: config.sweeper.intervalMs,
    olderThanMs: config.modelTimeoutMs + config.sweeper.staleMarginMs,
  });
  registerSpa(app, config.webDistDir);
  return app;
}
