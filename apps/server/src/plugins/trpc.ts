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

/** tRPC for the SPA at /trpc (batched). */
export async function registerTrpc(app: FastifyInstance, deps: ContextDeps) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFromRequest(req, res, deps),
      responseMeta: ({ errors }) => ({ headers: retryAfterHeader(errors) }),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          req.log.error({ err: error, path }, 'tRPC procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
