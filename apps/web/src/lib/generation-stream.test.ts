import { describe, expect, it, vi } from 'vitest';

import {
  createSseParser,
  GenerationStreamError,
  streamGeneration,
  toGenerationEvent,
} from './generation-stream';

/** A Response whose body yields these chunks in turn, like a network read would. */
function streamingResponse(chunks: string[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
    ...init,
  });
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const RESULT = { success: true, frontendCode: '$w.onReady(() => {});' };

async function captureError(promise: Promise<unknown>): Promise<GenerationStreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GenerationStreamError) return error;
    throw error;
  }
  throw new Error('expected the stream to fail');
}

describe('createSseParser', () => {
  it('dispatches events on blank lines, with multi-line data joined by newlines', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: a\ndata: b\n\ndata: plain\n\n')).toEqual([
      { event: 'delta', data: 'a\nb' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('reassembles events cut anywhere, including between \\r and \\n', () => {
    const text =
      'event: started\r\ndata: {"x":1}\r\n\r\n: keep-alive\r\nevent: delta\r\ndata:y\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const parser = createSseParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(events).toEqual([
        { event: 'started', data: '{"x":1}' },
        { event: 'delta', data: 'y' },
      ]);
    }
  });

  it('ignores comments, ids, retries and events without data', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\nid: 4\nretry: 10\n\nevent: lonely\n\n')).toEqual([]);
  });

  it('dispatches a final event that lacks its blank line when the stream ends', () => {
    const parser = createSseParser();
    expect(parser.push('event: result\ndata: {}')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'result', data: '{}' }]);
  });
});

describe('toGenerationEvent', () => {
  it('reads the four events by name', () => {
    expect(
      toGenerationEvent({
        event: 'started',
        data: '{"sessionId":"s1","cost":1,"tokensRemaining":9}',
      }),
    ).toEqual({ type: 'started', sessionId: 's1', cost: 1, tokensRemaining: 9 });
    expect(toGenerationEvent({ event: 'delta', data: '{"text":"abc"}' })).toEqual({
      type: 'delta',
      text: 'abc',
    });
    expect(toGenerationEvent({ event: 'result', data: '{"result":{"a":1}}' })).toEqual({
      type: 'result',
      result: { a: 1 },
    });
    expect(
      toGenerationEvent({
        event: 'error',
        data: '{"status":504,"message":"Timed out","refunded":true}',
      }),
    ).toEqual({ type: 'error', status: 504, message: 'Timed out', refunded: true });
  });

  it('takes the name from a type field when the event has none', () => {
    expect(toGenerationEvent({ event: 'message', data: '{"type":"delta","text":"x"}' })).toEqual({
      type: 'delta',
      text: 'x',
    });
  });

  it('ignores unknown events, bad JSON and events missing their fields', () => {
    expect(toGenerationEvent({ event: 'progress', data: '{}' })).toBeNull();
    expect(toGenerationEvent({ event: 'delta', data: 'not json' })).toBeNull();
    expect(toGenerationEvent({ event: 'delta', data: '{"text":3}' })).toBeNull();
    expect(toGenerationEvent({ event: 'started', data: '[]' })).toBeNull();
  });
});

describe('streamGeneration', () => {
  it('posts JSON with cookies, reports start and deltas, and resolves with the result', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        streamingResponse([
          sse('started', { sessionId: 's1', cost: 1, tokensRemaining: 4 }),
          'event: delta\ndata: {"text":"$w.on',
          'Ready"}\n\n',
          sse('delta', { text: '(() => {});' }),
          sse('result', { result: RESULT }),
        ]),
      );
    const onStarted = vi.fn();
    const deltas: string[] = [];

    const result = await streamGeneration(
      '/api/generate-code/stream',
      { prompt: 'p' },
      { fetch: fetchMock, onStarted, onDelta: (text) => deltas.push(text) },
    );

    expect(result).toEqual(RESULT);
    expect(onStarted).toHaveBeenCalledWith({
      type: 'started',
      sessionId: 's1',
      cost: 1,
      tokensRemaining: 4,
    });
    expect(deltas.join('')).toBe('$w.onReady(() => {});');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/generate-code/stream');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"prompt":"p"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('rejects with the engine failure of an error event, refund included', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        streamingResponse([
          sse('started', { sessionId: 's1', cost: 1, tokensRemaining: 4 }),
          sse('error', { status: 502, message: 'The model is unavailable', refunded: true }),
        ]),
      );
    const error = await captureError(streamGeneration('/x', {}, { fetch: fetchMock }));
    expect(error).toMatchObject({
      kind: 'stream',
      status: 502,
      serverMessage: 'The model is unavailable',
      refunded: true,
    });
  });

  it('rejects with the JSON message of a refusal before the stream (402, 400, 429)', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(Response.json({ message: 'Insufficient tokens' }, { status: 402 }))
      .mockResolvedValueOnce(
        Response.json(
          { message: 'Bad input', fieldErrors: { prompt: ['Too long', 'x'] } },
          { status: 400 },
        ),
      )
      .mockResolvedValueOnce(
        Response.json(
          { message: 'Too many requests' },
          { status: 429, headers: { 'Retry-After': '12' } },
        ),
      );

    expect(await captureError(streamGeneration('/x', {}, { fetch: fetchMock }))).toMatchObject({
      kind: 'http',
      status: 402,
      serverMessage: 'Insufficient tokens',
    });
    expect(await captureError(streamGeneration('/x', {}, { fetch: fetchMock }))).toMatchObject({
      status: 400,
      fieldErrors: { prompt: ['Too long', 'x'] },
    });
    expect(await captureError(streamGeneration('/x', {}, { fetch: fetchMock }))).toMatchObject({
      status: 429,
      retryAfter: 12,
    });
  });

  it('has no server message when a refusal is not JSON', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await captureError(streamGeneration('/x', {}, { fetch: fetchMock }));
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: undefined });
  });

  it('treats a failed fetch and a stream closing without a result as network errors', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(streamingResponse([sse('delta', { text: 'partial' })]));
    expect((await captureError(streamGeneration('/x', {}, { fetch: fetchMock }))).kind).toBe(
      'network',
    );
    expect((await captureError(streamGeneration('/x', {}, { fetch: fetchMock }))).kind).toBe(
      'network',
    );
  });

  it('stops reading and reports an abort when the caller aborts mid-stream', async () => {
    const controller = new AbortController();
    const encoder = new TextEncoder();
    // A body that sends one delta, then waits until the request is aborted (as fetch does).
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(encoder.encode(sse('delta', { text: 'a' })));
        controller.signal.addEventListener('abort', () =>
          stream.error(new DOMException('Aborted', 'AbortError')),
        );
      },
    });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(body));
    const pending = streamGeneration(
      '/x',
      {},
      { fetch: fetchMock, signal: controller.signal, onDelta: () => controller.abort() },
    );
    expect((await captureError(pending)).kind).toBe('aborted');
  });
});
