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
import {
  generationStreamEventSchema,
  MESSAGES,
  ZGenerationResponse,
  ZTroubleshootResponse,
  type GenerationStreamEvent,
} from '@veloforge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { contextFromRequest, type ContextDeps } from '../context';
import { CHARGED_ERRORS, IDEMPOTENCY_HEADERS, TROUBLESHOOT_ERRORS } from '../rest/openapi/charged';
import { GENERATE_EXAMPLE, TROUBLESHOOT_EXAMPLE } from '../rest/openapi/examples';
import type { DocumentedRoute } from '../rest/openapi/route-doc';

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
      ...(described.retryAfterSeconds ? { retryAfterSeconds: described.retryAfterSeconds } : {}),
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

const STREAM_DESCRIPTION =
  "Refusals before the charge are the usual JSON errors. Once charged, the answer is `text/event-stream`: `started`, `delta`s of the model text, then `result` (the JSON route's body) or `error` (status, message, refunded, retryAfterSeconds when the client should wait). Closing the connection cancels and refunds.";

/** Their entries in /api/openapi.json: the events' schema, the JSON routes' inputs and errors. */
export const GENERATION_STREAM_ROUTES: DocumentedRoute[] = [
  {
    method: 'POST',
    url: '/api/generate-code/stream',
    doc: {
      operationId: 'generateCodeStream',
      summary: 'Generate Velo code, streamed as server-sent events (charged)',
      description: STREAM_DESCRIPTION,
      tag: 'Generation',
      auth: 'user',
      body: ZGenerateInput,
      headers: IDEMPOTENCY_HEADERS,
      response: generationStreamEventSchema(ZGenerationResponse),
      responseType: 'event-stream',
      errors: CHARGED_ERRORS,
      example: { body: GENERATE_EXAMPLE },
    },
  },
  {
    method: 'POST',
    url: '/api/troubleshoot-code/stream',
    doc: {
      operationId: 'troubleshootCodeStream',
      summary: 'Fix generated code, streamed as server-sent events (charged)',
      description: STREAM_DESCRIPTION,
      tag: 'Generation',
      auth: 'user',
      body: ZTroubleshootInput,
      headers: IDEMPOTENCY_HEADERS,
      response: generationStreamEventSchema(ZTroubleshootResponse),
      responseType: 'event-stream',
      errors: TROUBLESHOOT_ERRORS,
      example: { body: TROUBLESHOOT_EXAMPLE },
    },
  },
];
