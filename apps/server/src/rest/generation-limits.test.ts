import { spend, sweepStaleGenerations } from '@veloforge/api';
import { sql } from '@veloforge/db';
import { ZGenerationResponse } from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from '../testing';
import {
  generationsOf,
  INSTRUCTION_REQUEST,
  ledgerOf,
  SAMPLE_REQUEST,
  UNFIXABLE_TROUBLESHOOT,
} from '../testing/generation';

describe.each(serverTestKinds())('generation limits and idempotency on %s', (kind) => {
  let server: TestServer;
  let ips = 0;
  async function user(tokens: number) {
    ips += 1;
    const client = await server.signedIn(`lim${ips}`, { ip: `10.2.0.${ips}` });
    if (tokens > 0) await server.grant(client, tokens);
    return { client, id: await client.userId() };
  }
  const keysOf = (userId: string) =>
    server.db
      .selectFrom('idempotencyRequests')
      .select(['key', 'status'])
      .where('userId', '=', userId)
      .execute();

  beforeAll(async () => {
    server = await createTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  it('replays a retried Idempotency-Key for free and refuses it for another request', async () => {
    const { client, id } = await user(5);
    const key = { 'idempotency-key': '  retry-1  ' };
    const first = await client.post('/api/generate-code', SAMPLE_REQUEST, key);
    const again = await client.post('/api/generate-code', SAMPLE_REQUEST, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ledgerOf(server.db, id)).toHaveLength(1);
    expect(await generationsOf(server.db, id)).toHaveLength(1);
    expect(await keysOf(id)).toEqual([{ key: 'retry-1', status: 'completed' }]);

    const other = await client.post(
      '/api/generate-code',
      { ...SAMPLE_REQUEST, prompt: 'Else' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was used for a different request',
    });
    const otherOperation = await client.post('/api/generate-instruction', INSTRUCTION_REQUEST, key);
    expect(otherOperation.statusCode).toBe(422);
    expect(await client.tokens()).toBe(4);
  });

  it('lets a key be used again after a refunded failure, and after 24 hours', async () => {
    const { client, id } = await user(3);
    const key = { 'idempotency-key': 'fails' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await client.post('/api/troubleshoot-code', UNFIXABLE_TROUBLESHOOT, key);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ refunded: true, tokensRemaining: 3 });
    }
    expect((await ledgerOf(server.db, id)).map((e) => e.delta)).toEqual([-1, 1, -1, 1]);
    expect(await keysOf(id)).toEqual([]);

    const old = { 'idempotency-key': 'old' };
    await client.post('/api/generate-instruction', INSTRUCTION_REQUEST, old);
    await server.db
      .updateTable('idempotencyRequests')
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where('userId', '=', id)
      .execute();
    const reused = await client.post('/api/generate-code', SAMPLE_REQUEST, old);
    expect(reused.statusCode).toBe(200);
    expect(await client.tokens()).toBe(1);
  });

  it('refuses an Idempotency-Key over 255 characters with 400, charging nothing', async () => {
    const { client, id } = await user(1);
    const res = await client.post('/api/generate-code', SAMPLE_REQUEST, {
      'idempotency-key': 'k'.repeat(256),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The Idempotency-Key header must be at most 255 characters',
    });
    expect(await ledgerOf(server.db, id)).toEqual([]);
  });

  it('refuses a prompt over 8,000 characters (400) and a body over 1 MB (413), charging nothing', async () => {
    const { client, id } = await user(1);
    const long = await client.post('/api/generate-code', {
      ...SAMPLE_REQUEST,
      prompt: 'x'.repeat(8_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: 'The prompt must be at most 8,000 characters',
      fieldErrors: { prompt: ['The prompt must be at most 8,000 characters'] },
    });
    const huge = { ...SAMPLE_REQUEST, referenceCode: 'y'.repeat(1024 * 1024) };
    for (const url of ['/api/generate-code', '/api/generate-code/stream']) {
      const res = await client.post(url, huge);
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ message: 'Request body is too large (the limit is 1 MB)' });
    }
    const streamed = await client.post('/api/generate-code/stream', {
      ...SAMPLE_REQUEST,
      prompt: ' ',
    });
    expect(streamed.statusCode).toBe(400);
    expect(streamed.json()).toMatchObject({
      message: 'Please enter a prompt describing what you need',
    });
    expect(await ledgerOf(server.db, id)).toEqual([]);
    expect(await client.tokens()).toBe(1);
  });

  it('allows 10 charged calls a minute; the 11th is 429 with Retry-After and free', async () => {
    const { client } = await user(20);
    for (let call = 0; call < 10; call += 1) {
      const res = await client.post('/api/generate-instruction', INSTRUCTION_REQUEST);
      expect(res.statusCode, `call ${call + 1}`).toBe(200);
    }
    const refused = await client.post('/api/generate-code', SAMPLE_REQUEST);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many generations. Please wait a minute.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The SPA's transport says when to retry too.
    const viaTrpc = await client.post('/trpc/generation.generate', SAMPLE_REQUEST);
    expect(viaTrpc.statusCode).toBe(429);
    expect(Number(viaTrpc.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(viaTrpc.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await client.tokens()).toBe(10);
  });

  it('carries refunded and tokensRemaining in tRPC errors too', async () => {
    const { client } = await user(1);
    const res = await client.post('/trpc/generation.troubleshoot', UNFIXABLE_TROUBLESHOOT);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: {
        message: expect.stringContaining('did not recognise this error'),
        data: { httpStatus: 422, refunded: true, tokensRemaining: 1 },
      },
    });
  });

  it('sweeps stale running generations: refunds each once, leaves fresh ones alone', async () => {
    const { client, id } = await user(4);
    const { sessionId } = ZGenerationResponse.parse(
      (await client.post('/api/generate-code', SAMPLE_REQUEST)).json(),
    );
    // A crashed troubleshoot pass on that session, and a crashed new generation.
    const passRef = `${sessionId}:00000000-0000-4000-8000-00000000000a`;
    await spend(server.db, { userId: id, cost: 1, reason: 'troubleshoot', ref: passRef });
    await server.db
      .updateTable('generations')
      .set({ status: 'running', runRef: passRef, updatedAt: sql`now() - interval '10 minutes'` })
      .where('id', '=', sessionId)
      .execute();
    const crashed = '00000000-0000-4000-8000-00000000000b';
    await spend(server.db, { userId: id, cost: 1, reason: 'generation', ref: crashed });
    await server.db
      .insertInto('generations')
      .values({
        id: crashed,
        userId: id,
        prompt: 'p',
        request: JSON.stringify(SAMPLE_REQUEST),
        cost: 1,
        engine: 'template',
        runRef: crashed,
        updatedAt: sql`now() - interval '10 minutes'`,
      })
      .execute();
    const fresh = '00000000-0000-4000-8000-00000000000c';
    await spend(server.db, { userId: id, cost: 1, reason: 'generation', ref: fresh });
    await server.db
      .insertInto('generations')
      .values({ id: fresh, userId: id, prompt: 'p', request: '{}', cost: 1, engine: 'template' })
      .execute();
    await server.db
      .insertInto('idempotencyRequests')
      .values({
        userId: id,
        key: 'orphan',
        operation: 'generate',
        requestHash: 'h',
        createdAt: sql`now() - interval '10 minutes'`,
      })
      .execute();
    expect(await client.tokens()).toBe(0);

    const first = await sweepStaleGenerations(server.db, { olderThanMs: 5 * 60_000 });
    expect(first.refunded.map((r) => r.generationId).sort()).toEqual([crashed, sessionId].sort());
    expect(first.expiredKeys).toBe(1);
    const second = await sweepStaleGenerations(server.db, { olderThanMs: 5 * 60_000 });
    expect(second).toEqual({ refunded: [], expiredKeys: 0 });

    expect(await client.tokens()).toBe(2);
    const refunds = (await ledgerOf(server.db, id)).filter((e) => e.reason === 'refund');
    expect(refunds.map((e) => e.idempotencyKey).sort()).toEqual(
      [`refund:${passRef}`, `refund:${crashed}`].sort(),
    );
    const rows = await generationsOf(server.db, id);
    expect(rows.find((g) => g.id === sessionId)?.status).toBe('completed');
    expect(rows.find((g) => g.id === crashed)?.status).toBe('failed');
    expect(rows.find((g) => g.id === fresh)?.status).toBe('running');
  });

  it('tracks an instruction run while it runs, so a crashed one is refunded once', async () => {
    const { client, id } = await user(2);
    const done = await client.post('/api/generate-instruction', INSTRUCTION_REQUEST);
    expect(done.statusCode).toBe(200);
    const rowsOf = () =>
      server.db.selectFrom('runningInstructions').select('ref').where('userId', '=', id).execute();
    expect(await rowsOf()).toEqual([]);

    // A process killed mid-instruction leaves its charge and its row behind.
    const crashed = 'instruction:00000000-0000-4000-8000-00000000000d';
    await spend(server.db, { userId: id, cost: 1, reason: 'instruction', ref: crashed });
    await server.db
      .insertInto('runningInstructions')
      .values({ ref: crashed, userId: id, startedAt: sql`now() - interval '10 minutes'` })
      .execute();
    expect(await client.tokens()).toBe(0);

    const first = await sweepStaleGenerations(server.db, { olderThanMs: 5 * 60_000 });
    expect(first.refunded).toEqual([{ ref: crashed, generationId: null, userId: id }]);
    const second = await sweepStaleGenerations(server.db, { olderThanMs: 5 * 60_000 });
    expect(second.refunded).toEqual([]);
    expect(await client.tokens()).toBe(1);
    expect(await rowsOf()).toEqual([]);
    const refunds = (await ledgerOf(server.db, id)).filter((e) => e.reason === 'refund');
    expect(refunds.map((e) => e.idempotencyKey)).toEqual([`refund:${crashed}`]);
  });
});
