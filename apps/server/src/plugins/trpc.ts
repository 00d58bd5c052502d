import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, describeError, type AppRouter } from '@veloforge/api';
import type { FastifyInstance } from 'fastify';

import { contextFromRequest, type ContextDeps } from '../context';

/** The longest Retry-After among a (batched) response's errors, as REST answers it. */
export function retryAfterHeader(errors: readonly unknown[]): Record<string, string> {
  const seconds = Math.max(
    0,
    ...errors.map((error) => describeError(error).retryAfterSeconds ?? 0),
  );
  return seconds > 0 ? { 'retry-after': String(seconds) } : {};
}

/**
 * The status REST would answer when every error of the response agrees on one (tRPC derives its
 * status from the error code alone, so a database outage wrapped as INTERNAL_SERVER_ERROR would
 * otherwise be a 500 instead of the 503 REST gives).
 */
export function describedStatus(errors: readonly unknown[]): { status?: number } {
  const statuses = new Set(errors.map((error) => describeError(error).status));
  const [only] = statuses;
  return statuses.size === 1 && only !== undefined ? { status: only } : {};
}

/** tRPC for the SPA at /trpc (batched). */
export async function registerTrpc(app: FastifyInstance, deps: ContextDeps) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFromRequest(req, res, deps),
      responseMeta: ({ errors }) => ({
        ...describedStatus(errors),
        headers: retryAfterHeader(errors),
      }),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' && describeError(error).status >= 500) {
          req.log.error({ err: error, path }, 'tRPC procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
