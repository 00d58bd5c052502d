import { createCaller } from '@veloforge/api';
import type { FastifyInstance } from 'fastify';

import { contextFromRequest, type ContextDeps } from '../context';
import type { ServedRoute } from './route-table';

/**
 * Registers each REST row as a Fastify route that calls its procedure in-process. The signal
 * aborts when the client goes away before the answer, so a charged run stops and is refunded.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: readonly ServedRoute[],
  deps: ContextDeps,
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const gone = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableFinished) gone.abort();
        };
        reply.raw.once('close', onClose);
        try {
          const context = await contextFromRequest(request, reply, deps);
          const caller = createCaller(context, { signal: gone.signal });
          return await route.handler(caller, request);
        } finally {
          reply.raw.off('close', onClose);
        }
      },
    });
  }
}
