import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, type AppRouter } from '@veloforge/api';
import type { FastifyInstance } from 'fastify';

import { contextFromRequest, type ContextDeps } from '../context';

/** tRPC for the SPA at /trpc (batched). */
export async function registerTrpc(app: FastifyInstance, deps: ContextDeps) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFromRequest(req, res, deps),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          req.log.error({ err: error, path }, 'tRPC procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
