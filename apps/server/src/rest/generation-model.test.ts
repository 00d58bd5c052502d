import { ZGenerationResponse } from '@veloforge/shared';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeAnswer,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from '../testing';
import {
  eventually,
  generationsOf,
  ledgerOf,
  postOnSocket,
  SAMPLE_REQUEST,
} from '../testing/generation';

const REQUEST = { ...SAMPLE_REQUEST, outputType: 'velo' };
/** A valid answer that takes about half a second to stream. */
const SLOW: FakeAnswer = { content: FAKE_DEFAULT_CONTENT, chunkSize: 12, delayMsBetweenChunks: 50 };

describe.each(serverTestKinds())('generation with a code model on %s', (kind) => {
  let fake: FakeOpenAI;
  let server: TestServer;
  let ips = 0;
  async function user(tokens: number) {
    ips += 1;
    const client = await server.signedIn(`mod${ips}`, { ip: `10.4.0.${ips}` });
    if (tokens > 0) await server.grant(client, tokens);
    return { client, id: await client.userId() };
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await createTestServer({ kind, model: { baseURL: fake.baseURL, timeoutMs: 1_500 } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('generates with the model and charges once', async () => {
    const { client } = await user(1);
    fake.script({ content: FAKE_DEFAULT_CONTENT });
    const res = await client.post('/api/generate-code', REQUEST);
    expect(res.statusCode).toBe(200);
    expect(ZGenerationResponse.parse(res.json())).toMatchObject({
      engine: 'model',
      notice: null,
      frontendCode: "$w.onReady(async () => {\n  console.log('ready');\n});\n",
      tokensRemaining: 0,
    });
  });

  it.each([
    ['a 500 from the model service', 502, { status: 500 }, 'The code model service failed'],
    ['an HTML page instead of an answer', 502, { garbage: true }, 'could not use'],
    ['a hang past the model timeout', 504, { hangMs: 10_000 }, 'took too long'],
  ] satisfies Array<[string, number, FakeAnswer, string]>)(
    'refunds %s with %i',
    async (_name, status, answer, message) => {
      const { client, id } = await user(2);
      fake.script(answer);
      const res = await client.post('/api/generate-code', REQUEST);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({
        message: expect.stringContaining(message),
        refunded: true,
        tokensRemaining: 2,
      });
      expect(await client.tokens()).toBe(2);
      const ledger = await ledgerOf(server.db, id);
      expect(ledger.map((e) => e.reason)).toEqual(['generation', 'refund']);
      expect(await generationsOf(server.db, id)).toMatchObject([{ status: 'failed' }]);
    },
  );

  it('passes a busy model service on as 429 with its Retry-After, refunded', async () => {
    const { client, id } = await user(1);
    fake.script({ status: 429, headers: { 'retry-after': '7' } });
    const res = await client.post('/api/generate-code', REQUEST);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toEqual({
      message: expect.stringContaining('busy'),
      refunded: true,
      tokensRemaining: 1,
    });
    const refunds = (await ledgerOf(server.db, id)).filter((e) => e.reason === 'refund');
    expect(refunds).toHaveLength(1);
  });

  it('stops and refunds a run whose client leaves before the answer', async () => {
    const { client, id } = await user(1);
    // About a second of model output, inside the timeout: only the disconnect can fail it.
    fake.script({ content: FAKE_DEFAULT_CONTENT, chunkSize: 12, delayMsBetweenChunks: 100 });
    const req = await postOnSocket(server, client, '/api/generate-code', REQUEST);
    const answered = new Promise<string>((resolve) => {
      req.on('response', () => resolve('answered'));
      req.on('error', () => resolve('gone'));
    });
    await eventually(async () => (await generationsOf(server.db, id)).length === 1, 2_000);
    req.destroy();
    expect(await answered).toBe('gone');

    await eventually(async () => (await client.tokens()) === 1, 3_000);
    expect((await ledgerOf(server.db, id)).map((e) => e.reason)).toEqual(['generation', 'refund']);
    expect(await generationsOf(server.db, id)).toMatchObject([{ status: 'failed' }]);
  });

  it('runs at most 2 generations at once per user: the third is 429 and free', async () => {
    const { client, id } = await user(5);
    fake.script(SLOW, SLOW);
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/generate-code', REQUEST)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.json()).toEqual({
      message: 'You already have 2 generations running. Please wait for one to finish.',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ledgerOf(server.db, id)).map((e) => e.reason)).toEqual([
      'generation',
      'generation',
    ]);
    expect(await client.tokens()).toBe(3);
  });

  it('answers 409 to a retry while the first request with its key still runs', async () => {
    const { client } = await user(2);
    fake.script(SLOW);
    const seen = fake.requests.length;
    const key = { 'idempotency-key': 'in-flight' };
    const first = client.post('/api/generate-code', REQUEST, key);
    while (fake.requests.length === seen) await new Promise((r) => setTimeout(r, 10));
    const retry = await client.post('/api/generate-code', REQUEST, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      message: 'A request with this Idempotency-Key is still running',
    });
    expect((await first).statusCode).toBe(200);
    expect((await client.post('/api/generate-code', REQUEST, key)).json()).toEqual(
      (await first).json(),
    );
    expect(await client.tokens()).toBe(1);
  });
});
