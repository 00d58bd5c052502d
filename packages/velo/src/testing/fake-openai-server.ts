import { setMaxListeners } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  chunk,
  chunksOf,
  completion,
  errorBody,
  FAKE_DEFAULT_CONTENT,
  GARBAGE,
  readBody,
  REJECTION,
  type FakeRequestBody,
} from './fake-openai-wire';

export {
  FAKE_DEFAULT_CONTENT,
  type FakeChatMessage,
  type FakeRequestBody,
} from './fake-openai-wire';

/**
 * An OpenAI-compatible chat completions server for tests: the real `openai` SDK talks to it over
 * HTTP on 127.0.0.1, so tests exercise the actual wire protocol (JSON and SSE streaming) and the
 * SDK's own error classes. Answers are scripted first-in first-out; each request is recorded.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: FakeRequestBody;
}

export type FakeAnswer =
  /** A normal answer, streamed in chunks of chunkSize characters when the request streams. */
  | {
      content: string;
      chunkSize?: number;
      delayMsBetweenChunks?: number;
      finishReason?: 'stop' | 'length' | 'content_filter';
    }
  /** An HTTP error; body defaults to an OpenAI-style error object; a string body is sent raw. */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Sends nothing for hangMs, then drops the connection. */
  | { hangMs: number }
  /** Starts answering, then drops the connection half-way (no finish_reason, no [DONE]). */
  | { truncate: true; content?: string }
  /** 200 with an HTML body that is neither JSON nor SSE. */
  | { garbage: true }
  /** 400 for a request carrying response_format (skipped for one without); the next answer follows. */
  | { rejectResponseFormat: true };

export interface FakeOpenAI {
  /** e.g. http://127.0.0.1:41234/v1 — pass as the SDK's baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues answers; when the queue is empty, the default answer is served. */
  script(...answers: FakeAnswer[]): void;
  /** Scripted answers not yet served. */
  pending(): number;
  close(): Promise<void>;
}

export async function startFakeOpenAI(
  options: { defaultAnswer?: FakeAnswer } = {},
): Promise<FakeOpenAI> {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const shutdown = new AbortController();
  // Every hanging answer listens for shutdown: load tests hold dozens at once.
  setMaxListeners(0, shutdown.signal);
  const defaultAnswer = options.defaultAnswer ?? { content: FAKE_DEFAULT_CONTENT };
  let sequence = 0;

  /** Resolves after ms, or early (false) when the response closed or the server shuts down. */
  const wait = (ms: number, res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const done = (completed: boolean) => {
        clearTimeout(timer);
        res.off('close', onClose);
        shutdown.signal.removeEventListener('abort', onClose);
        resolve(completed);
      };
      const onClose = () => done(false);
      const timer = setTimeout(() => done(true), ms);
      res.once('close', onClose);
      shutdown.signal.addEventListener('abort', onClose, { once: true });
    });

  function nextAnswer(body: FakeRequestBody): FakeAnswer {
    for (;;) {
      const answer = queue.shift();
      if (!answer) break;
      if ('rejectResponseFormat' in answer && body.response_format === undefined) continue;
      return answer;
    }
    const rejectsNothing =
      'rejectResponseFormat' in defaultAnswer && body.response_format === undefined;
    return rejectsNothing ? { content: FAKE_DEFAULT_CONTENT } : defaultAnswer;
  }

  const sendJson = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  async function stream(
    res: ServerResponse,
    id: string,
    model: string,
    parts: string[],
    end: { finishReason: string } | 'drop',
    delayMs: number,
  ) {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.write(chunk(id, model, { role: 'assistant', content: '' }, null));
    for (const [index, part] of parts.entries()) {
      if (index > 0 && delayMs > 0 && !(await wait(delayMs, res))) return;
      if (res.destroyed) return;
      res.write(chunk(id, model, { content: part }, null));
    }
    if (end === 'drop') {
      // Give the written frames a moment to leave before the connection is cut.
      await wait(20, res);
      res.socket?.destroy();
      return;
    }
    res.write(chunk(id, model, {}, end.finishReason));
    res.end('data: [DONE]\n\n');
  }

  async function answer(res: ServerResponse, body: FakeRequestBody, scripted: FakeAnswer) {
    const id = `chatcmpl-fake-${++sequence}`;
    const model = body.model ?? 'fake-model';
    const streaming = body.stream === true;
    if ('rejectResponseFormat' in scripted) return sendJson(res, 400, REJECTION);
    if ('status' in scripted) {
      const headers = scripted.headers ?? {};
      if (typeof scripted.body === 'string') {
        res.writeHead(scripted.status, { 'content-type': 'text/html', ...headers });
        return res.end(scripted.body);
      }
      return sendJson(res, scripted.status, scripted.body ?? errorBody(scripted.status), headers);
    }
    if ('hangMs' in scripted) {
      if (await wait(scripted.hangMs, res)) res.socket?.destroy();
      return;
    }
    if ('garbage' in scripted) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(GARBAGE);
    }
    if ('truncate' in scripted) {
      const content = scripted.content ?? FAKE_DEFAULT_CONTENT;
      if (!streaming) {
        const full = Buffer.from(JSON.stringify(completion(id, model, content, 'stop')));
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(full.length),
        });
        res.write(full.subarray(0, Math.floor(full.length / 2)));
        await wait(20, res);
        res.socket?.destroy();
        return;
      }
      const parts = chunksOf(content, 8);
      return stream(res, id, model, parts.slice(0, Math.ceil(parts.length / 2)), 'drop', 0);
    }
    const finishReason = scripted.finishReason ?? 'stop';
    if (!streaming)
      return sendJson(res, 200, completion(id, model, scripted.content, finishReason));
    const parts = chunksOf(scripted.content, Math.max(1, scripted.chunkSize ?? 16));
    return stream(res, id, model, parts, { finishReason }, scripted.delayMsBetweenChunks ?? 0);
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    void (async () => {
      const body = await readBody(req);
      if (
        req.method !== 'POST' ||
        (path !== '/v1/chat/completions' && path !== '/chat/completions')
      ) {
        return sendJson(res, 404, {
          error: { message: `No route ${req.method} ${path}`, type: 'not_found' },
        });
      }
      requests.push({ method: req.method, path, headers: req.headers, body });
      await answer(res, body, nextAnswer(body));
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 500, errorBody(500));
      else res.socket?.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => {
      queue.push(...answers);
    },
    pending: () => queue.length,
    close: async () => {
      shutdown.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
