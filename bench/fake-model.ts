// The fake OpenAI server (packages/velo) in this process, with what each benchmark call cost it.
// Node's http diagnostics channels give the start and end of every request it serves; a
// request's body names its benchmark call (site.ts puts the number in the prompt), and each
// response's first write of model text is timed too (the streaming benchmark's start point).
// Timestamps are performance.now() of this process, the clock the benchmark clients read.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { startFakeOpenAI } from '@veloforge/velo/testing/fake-openai-server';

import { answerFor, callNumberIn } from './site';

type ServerMessage = { request: IncomingMessage; response: ServerResponse };

export type ModelCall = { startedAt: number; firstTextAt: number | null; endedAt: number };

export type FakeModel = {
  baseURL: string;
  /** Queues a unique valid answer; call once per request that will reach the model. */
  queueAnswer: () => void;
  /** The model calls made for benchmark call `n` (two when the server repaired). */
  callsFor: (n: number) => ModelCall[];
  close: () => Promise<void>;
};

/** An SSE frame carrying model text (not the opening `content: ""` frame). */
const TEXT_FRAME = /"delta":\{"content":"[^"]/;

export async function startFakeModel(): Promise<FakeModel> {
  const fake = await startFakeOpenAI();
  const port = Number(new URL(fake.baseURL).port);
  const open = new Map<IncomingMessage, { startedAt: number; firstTextAt: number | null }>();
  const byCall = new Map<number, ModelCall[]>();
  let answers = 0;

  const onStart = (message: unknown) => {
    const { request, response } = message as ServerMessage;
    if (request.socket.localPort !== port) return;
    const timing = { startedAt: performance.now(), firstTextAt: null as number | null };
    open.set(request, timing);
    // Timestamps the first frame with model text as it is written.
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (timing.firstTextAt === null && typeof chunk === 'string' && TEXT_FRAME.test(chunk)) {
        timing.firstTextAt = performance.now();
      }
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
  };
  const onFinish = (message: unknown) => {
    const { request } = message as ServerMessage;
    const timing = open.get(request);
    if (!timing) return;
    open.delete(request);
    // The fake server records each request's parsed body with the request's headers object.
    const recorded = fake.requests.findLast((r) => r.headers === request.headers);
    const n = recorded ? callNumberIn(JSON.stringify(recorded.body.messages ?? [])) : null;
    if (n === null) return;
    const calls = byCall.get(n) ?? [];
    calls.push({ ...timing, endedAt: performance.now() });
    byCall.set(n, calls);
  };
  subscribe('http.server.request.start', onStart);
  subscribe('http.server.response.finish', onFinish);

  return {
    baseURL: fake.baseURL,
    queueAnswer: () => fake.script({ content: answerFor(++answers) }),
    callsFor: (n) => byCall.get(n) ?? [],
    close: async () => {
      unsubscribe('http.server.request.start', onStart);
      unsubscribe('http.server.response.finish', onFinish);
      await fake.close();
    },
  };
}
