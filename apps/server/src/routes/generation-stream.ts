import { PassThrough } from 'node:stream';

import {
  AppError,
  describeError,
  generateCode,
  troubleshootCode,
  ZGenerateInput,
  ZTroubleshootInput,
  type Context,
  type RunHooks,
} from '@veloforge/api';
import { MESSAGES, type GenerationStreamEvent } from '@veloforge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { contextFromRequest, type ContextDeps } from '../context';

/**
 * POST /api/generate-code/stream and /api/troubleshoot-code/stream: the same service as the JSON
 * routes, answered as server-sent events so the SPA shows the model's text as it arrives.
 * Everything that can be refused before the charge (401, 400, 402, 409, 422, 429) is refused
 * with the usual JSON and status; once charged, the answer is `text/event-stream`: `started`,
 * `delta`s, then `result` (the JSON route's body) or `error` (`{ status, message, refunded }`).
 * A client that disconnects aborts the run, which refunds it.
 */

type Service<I> = (ctx: Context, userId: string, input: I, hooks: RunHooks) => Promise<unknown>;

/** The event stream, opened (headers sent) on the first event only. */
function eventStream(reply: FastifyReply) {
  let body: PassThrough | undefined;
  return {
    get opened() {
      return body !== undefined;
    },
    send(event: GenerationStreamEvent) {
      if (!body) {
        body = new PassThrough();
        // A write after the client left must not become an unhandled 'error' event.
        body.on('error', () => undefined);
        void reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache')
          // Proxies such as nginx would otherwise hold the events back.
          .header('x-accel-buffering', 'no')
          .send(body);
      }
      if (body.destroyed || body.writableEnded) return;
      body.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (body && !body.writableEnded) body.end();
    },
  };
}

async function streamRun<I>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ContextDeps,
  schema: z.ZodType<I>,
  service: Service<I>,
) {
  const ctx = await contextFromRequest(request, reply, deps);
  if (!ctx.user) throw new AppError('UNAUTHORIZED', MESSAGES.notAuthenticated);
  const input = schema.parse(request.body);

  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort();
  };
  reply.raw.once('close', onClose);
  const events = eventStream(reply);
  try {
    const result = await service(ctx, ctx.user.id, input, {
      signal: gone.signal,
      onStarted: (started) => events.send({ type: 'started', ...started }),
      onDelta: (text) => events.send({ type: 'delta', text }),
    });
    events.send({ type: 'result', result });
  } catch (error) {
    // Before the stream opened nothing was charged: the usual JSON error answers it.
    if (!events.opened) throw error;
    const described = describeError(error);
    if (described.status >= 500) request.log.error({ err: error }, 'streamed generation failed');
    const { tokensRemaining } = described.body;
    events.send({
      type: 'error',
      status: described.status,
      message: described.body.message,
      refunded: described.body.refunded === true,
      ...(typeof tokensRemaining === 'number' ? { tokensRemaining } : {}),
    });
  } finally {
    reply.raw.off('close', onClose);
  }
  events.end();
  return reply;
}

export async function generationStreamRoutes(
  app: FastifyInstance,
  { deps }: { deps: ContextDeps },
) {
  app.post('/api/generate-code/stream', (request, reply) =>
    streamRun(request, reply, deps, ZGenerateInput, generateCode),
  );
  app.post('/api/troubleshoot-code/stream', (request, reply) =>
    streamRun(request, reply, deps, ZTroubleshootInput, troubleshootCode),
  );
}
