import { createCaller } from '@veloforge/api';
import type { FastifyInstance } from 'fastify';

import { contextFromRequest, type ContextDeps } from '../context';
import type { RestRoute } from './routes';

/** Registers each REST row as a Fastify route that calls its procedure in-process. */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: readonly RestRoute[],
  deps: ContextDeps,
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const caller = createCaller(await contextFromRequest(request, reply, deps));
        return route.handler(caller, request);
      },
    });
  }
}
