import { createCaller } from '@veloforge/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { contextFromRequest, type ContextDeps } from '../context';
import type { ServedRoute } from './route-table';

/**
 * Registers each REST row as a Fastify route that calls its procedure in-process. For a write,
 * the signal aborts when the client goes away before the answer, so a charged run stops and is
 * refunded.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: readonly ServedRoute[],
  deps: ContextDeps,
) {
  for (const route of routes) {
    // Only a write can start a charged run that must stop when its client leaves; reads skip the
    // AbortController, which cost 6 % of GET /api/me/tokens' CPU (issue 10 profile).
    const handler = route.method === 'GET' ? answer : answerUntilClientLeaves;
    app.route({
      method: route.method,
      url: route.url,
      handler: (request, reply) => handler(route, request, reply, deps),
    });
  }
}

async function answer(
  route: ServedRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ContextDeps,
  signal?: AbortSignal,
) {
  const context = await contextFromRequest(request, reply, deps);
  return route.handler(createCaller(context, signal ? { signal } : undefined), request);
}

async function answerUntilClientLeaves(
  route: ServedRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ContextDeps,
) {
  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    return await answer(route, request, reply, deps, gone.signal);
  } finally {
    reply.raw.off('close', onClose);
  }
}
