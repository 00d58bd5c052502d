import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeOpenAI, type FakeAnswer, type FakeOpenAI } from '../testing/fake-openai-server';
import { ModelError, type ModelErrorKind } from '../types';

import { createModelClient, type CompleteOptions, type ModelMessage } from './client';

/** The client through the real openai SDK against the fake server on 127.0.0.1. */

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

const messages: ModelMessage[] = [
  { role: 'system', content: 'rules' },
  { role: 'user', content: 'hello' },
];

const answer = JSON.stringify({
  frontendCode: "$w.onReady(async () => {\n  $w('#title').text = 'Hi';\n});\n",
  backendCode: '',
  htmlCode: '',
  instructions: '',
});

const client = (timeoutMs = 5_000, maxOutputTokens?: number) =>
  createModelClient({
    apiKey: 'sk-test-secret',
    model: 'gpt-test',
    baseURL: fake.baseURL,
    timeoutMs,
    ...(maxOutputTokens ? { maxOutputTokens } : {}),
  });

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

const last = () => fake.requests.at(-1)!;

describe('createModelClient().complete', () => {
  it('streams: onDelta gets every delta in order and they add up to the content', async () => {
    fake.script({ content: answer, chunkSize: 7 });
    const deltas: string[] = [];
    const text = await client().complete(messages, { onDelta: (d) => deltas.push(d) });
    expect(text).toBe(answer);
    expect(deltas.join('')).toBe(answer);
    expect(deltas.length).toBe(Math.ceil(answer.length / 7));
    expect(deltas.every((d) => d.length > 0)).toBe(true);
    expect(last().body.stream).toBe(true);
    expect(last().body.model).toBe('gpt-test');
    expect(last().body.messages).toEqual(messages);
    expect(last().headers.authorization).toBe('Bearer sk-test-secret');
  });

  it('answers without streaming when asked to, onDelta getting the whole text once', async () => {
    fake.script({ content: answer });
    const deltas: string[] = [];
    const text = await client().complete(messages, {
      stream: false,
      onDelta: (d) => deltas.push(d),
    });
    expect(text).toBe(answer);
    expect(deltas).toEqual([answer]);
    expect(last().body.stream).toBe(false);
  });

  it('caps the output with max_tokens for compatible servers (default 8000)', async () => {
    fake.script({ content: answer });
    await client().complete(messages);
    expect(last().body.max_tokens).toBe(8_000);
    fake.script({ content: answer });
    await client(5_000, 1_234).complete(messages);
    expect(last().body.max_tokens).toBe(1_234);
  });

  it('requests structured output with the four-piece schema when json is set', async () => {
    fake.script({ content: answer });
    await client().complete(messages, { json: true });
    expect(last().body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'velo_pieces',
        strict: true,
        schema: { required: ['frontendCode', 'backendCode', 'htmlCode', 'instructions'] },
      },
    });
  });

  it('retries once without response_format when the server rejects it, and remembers', async () => {
    const model = client();
    const before = fake.requests.length;
    fake.script({ rejectResponseFormat: true }, { content: answer }, { content: answer });
    expect(await model.complete(messages, { json: true })).toBe(answer);
    const [rejected, retried] = fake.requests.slice(before);
    expect(rejected!.body.response_format).toBeDefined();
    expect(retried!.body.response_format).toBeUndefined();
    await model.complete(messages, { json: true });
    expect(fake.requests.length - before).toBe(3);
    expect(last().body.response_format).toBeUndefined();
  });

  it('switches max_tokens to max_completion_tokens when the server asks for it', async () => {
    const before = fake.requests.length;
    fake.script(
      {
        status: 400,
        body: {
          error: {
            message:
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            param: 'max_tokens',
            type: 'invalid_request_error',
          },
        },
      },
      { content: answer },
    );
    expect(await client().complete(messages)).toBe(answer);
    const [first, second] = fake.requests.slice(before);
    expect(first!.body.max_tokens).toBe(8_000);
    expect(second!.body.max_completion_tokens).toBe(8_000);
    expect(second!.body.max_tokens).toBeUndefined();
  });

  const faults: [string, FakeAnswer, ModelErrorKind, CompleteOptions?][] = [
    ['500', { status: 500 }, 'upstream'],
    ['503 without streaming', { status: 503 }, 'upstream', { stream: false }],
    ['401', { status: 401 }, 'upstream'],
    ['a 400 that is not about a parameter', { status: 400 }, 'upstream'],
    ['a truncated stream', { truncate: true }, 'upstream'],
    ['a truncated non-streamed body', { truncate: true }, 'upstream', { stream: false }],
    ['a garbage body (stream)', { garbage: true }, 'unusable_output'],
    ['a garbage body (no stream)', { garbage: true }, 'unusable_output', { stream: false }],
    ['empty content', { content: '' }, 'unusable_output'],
    ['blank content without streaming', { content: '  \n' }, 'unusable_output', { stream: false }],
    [
      'an answer cut at the output cap',
      { content: '{"frontendCode": "x', finishReason: 'length' },
      'unusable_output',
    ],
    ['a filtered answer', { content: 'no', finishReason: 'content_filter' }, 'unusable_output'],
  ];

  it.each(faults)('maps %s to %s', async (_name, fault, kind, options) => {
    fake.script(fault);
    const error = await failure(client().complete(messages, options));
    expect(error.kind).toBe(kind);
    expect(error.message).not.toMatch(/<html|sk-test|Fake error/i);
  });

  it('maps 429 to rate_limited with Retry-After seconds', async () => {
    fake.script({ status: 429, headers: { 'retry-after': '7' } });
    const error = await failure(client().complete(messages));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(7);
    expect(error.message).toContain('7 s');
  });

  it('maps 429 without Retry-After to rate_limited without a delay', async () => {
    fake.script({ status: 429 });
    const error = await failure(client().complete(messages));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it('never shows an upstream HTML error page, keeping it as a non-enumerable cause', async () => {
    fake.script({ status: 502, body: '<html><body>Bad gateway sk-leak</body></html>' });
    const error = await failure(client().complete(messages));
    expect(error.kind).toBe('upstream');
    expect(error.message).toBe('The model service had a problem (HTTP 502). Please try again.');
    expect(JSON.stringify(error)).not.toContain('sk-leak');
    expect(error.cause).toBeDefined();
  });

  it('times out when the server does not answer within timeoutMs', async () => {
    fake.script({ hangMs: 3_000 });
    const started = Date.now();
    const error = await failure(client(300).complete(messages));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('times out when a stream stalls after it started', async () => {
    fake.script({ content: answer, chunkSize: 10, delayMsBetweenChunks: 200 });
    const deltas: string[] = [];
    const error = await failure(client(300).complete(messages, { onDelta: (d) => deltas.push(d) }));
    expect(error.kind).toBe('timeout');
    expect(deltas.length).toBeGreaterThan(0);
  });

  it('reports a caller abort before the call as aborted, without a request', async () => {
    const before = fake.requests.length;
    const error = await failure(client().complete(messages, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(fake.requests.length).toBe(before);
  });

  it('reports a caller abort during the stream as aborted', async () => {
    fake.script({ content: answer, chunkSize: 10, delayMsBetweenChunks: 50 });
    const controller = new AbortController();
    const error = await failure(
      client().complete(messages, { signal: controller.signal, onDelta: () => controller.abort() }),
    );
    expect(error.kind).toBe('aborted');
  });

  it('reports a caller abort while waiting for headers as aborted', async () => {
    fake.script({ hangMs: 3_000 });
    const error = await failure(client().complete(messages, { signal: AbortSignal.timeout(100) }));
    expect(error.kind).toBe('aborted');
  });

  it('passes an error thrown by onDelta through untouched', async () => {
    fake.script({ content: answer });
    const boom = new Error('client went away');
    await expect(
      client().complete(messages, {
        onDelta: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
  });
});
