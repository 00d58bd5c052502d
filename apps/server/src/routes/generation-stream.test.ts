import { ZGenerationResponse, ZTroubleshootResponse } from '@veloforge/shared';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from '../testing';
import {
  eventually,
  fixableTroubleshoot,
  generationsOf,
  ledgerOf,
  parseSse,
  postOnSocket,
  SAMPLE_REQUEST,
} from '../testing/generation';

const REQUEST = { ...SAMPLE_REQUEST, outputType: 'velo' };

describe.each(serverTestKinds())('streamed generation (SSE) on %s', (kind) => {
  let fake: FakeOpenAI;
  let server: TestServer;
  let ips = 0;
  async function user(tokens: number) {
    ips += 1;
    const client = await server.signedIn(`sse${ips}`, { ip: `10.5.0.${ips}` });
    if (tokens > 0) await server.grant(client, tokens);
    return { client, id: await client.userId() };
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await createTestServer({ kind, model: { baseURL: fake.baseURL, timeoutMs: 20_000 } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('streams started, the model text as deltas, then the result', async () => {
    const { client } = await user(3);
    fake.script({ content: FAKE_DEFAULT_CONTENT, chunkSize: 16 });
    const res = await client.post('/api/generate-code/stream', REQUEST);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');

    const events = parseSse(res.body);
    expect(events[0]).toEqual({
      event: 'started',
      data: { type: 'started', sessionId: expect.any(String), cost: 1, tokensRemaining: 2 },
    });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((e) => e.data.text).join('')).toBe(FAKE_DEFAULT_CONTENT);
    const last = events.at(-1);
    expect(last?.event).toBe('result');
    const result = ZGenerationResponse.parse(last?.data.result);
    expect(result).toMatchObject({ sessionId: events[0]?.data.sessionId, tokensRemaining: 2 });
    expect(events.map((e) => e.event)).toEqual(['started', ...deltas.map(() => 'delta'), 'result']);
  });

  it('streams a troubleshoot pass on the same service', async () => {
    const { client } = await user(1);
    fake.script({
      content: JSON.stringify({
        frontendCode: "$w.onReady(() => { $w('#statusText').hide(); });\n",
        explanation: 'Added the missing #.',
      }),
    });
    const res = await client.post('/api/troubleshoot-code/stream', fixableTroubleshoot());
    const events = parseSse(res.body);
    expect(events[0]?.event).toBe('started');
    expect(events.at(-1)?.event).toBe('result');
    expect(ZTroubleshootResponse.parse(events.at(-1)?.data.result)).toMatchObject({
      engine: 'model',
      frontendCode: "$w.onReady(() => { $w('#statusText').hide(); });\n",
    });
  });

  it('ends with an error event, refunded, when the model fails after the charge', async () => {
    const { client, id } = await user(1);
    fake.script({ status: 500 });
    const res = await client.post('/api/generate-code/stream', REQUEST);
    expect(res.statusCode).toBe(200);
    expect(parseSse(res.body).map((e) => e.data)).toEqual([
      expect.objectContaining({ type: 'started' }),
      {
        type: 'error',
        status: 502,
        message: expect.stringContaining('refunded'),
        refunded: true,
        tokensRemaining: 1,
      },
    ]);
    expect((await ledgerOf(server.db, id)).map((e) => e.reason)).toEqual(['generation', 'refund']);
  });

  it('says in the error event when to retry a busy model', async () => {
    const { client } = await user(1);
    fake.script({ status: 429, headers: { 'retry-after': '7' } });
    const res = await client.post('/api/generate-code/stream', REQUEST);
    expect(parseSse(res.body).at(-1)?.data).toMatchObject({
      type: 'error',
      status: 429,
      refunded: true,
      retryAfterSeconds: 7,
    });
  });

  it('refuses before streaming with plain JSON: 402 when short of tokens', async () => {
    const { client } = await user(0);
    const res = await client.post('/api/generate-code/stream', REQUEST);
    expect(res.statusCode).toBe(402);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Insufficient tokens' });
  });

  it('refunds once when the client disconnects mid-stream', async () => {
    const { client, id } = await user(1);
    // About 20 s of model output: only the disconnect can end it within the test.
    fake.script({ content: FAKE_DEFAULT_CONTENT, chunkSize: 4, delayMsBetweenChunks: 600 });
    const req = await postOnSocket(server, client, '/api/generate-code/stream', REQUEST);
    const received: string[] = [];
    await new Promise<void>((resolve, reject) => {
      req.on('response', (res) => {
        expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received.push(chunk);
          // Headers and the first events arrive while the model is still writing.
          if (received.join('').includes('event: delta')) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on('error', (error) => {
        if (!received.length) reject(error);
      });
    });
    expect(parseSse(received.join('')).map((e) => e.event)[0]).toBe('started');

    await eventually(async () => (await client.tokens()) === 1, 5_000);
    const ledger = await ledgerOf(server.db, id);
    expect(ledger.map((e) => e.reason)).toEqual(['generation', 'refund']);
    expect(await generationsOf(server.db, id)).toMatchObject([{ status: 'failed' }]);
  });
});
