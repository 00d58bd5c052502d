import {
  ZGenerationResponse,
  ZInstructionResponse,
  ZTroubleshootResponse,
} from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from '../testing';
import {
  fixableTroubleshoot,
  generationsOf,
  INSTRUCTION_REQUEST,
  ledgerOf,
  SAMPLE_REQUEST,
  UNFIXABLE_TROUBLESHOOT,
  versionsOf,
} from '../testing/generation';

describe.each(serverTestKinds())('charged generation calls (template engine) on %s', (kind) => {
  let server: TestServer;
  let ips = 0;
  /** A fresh user with `tokens`, on its own IP (registrations are throttled per IP). */
  async function user(tokens: number) {
    ips += 1;
    const client = await server.signedIn(`gen${ips}`, { ip: `10.1.0.${ips}` });
    if (tokens > 0) await server.grant(client, tokens);
    return { client, id: await client.userId() };
  }

  beforeAll(async () => {
    server = await createTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 401 on every generation route when signed out', async () => {
    const client = server.client();
    const calls = [
      client.post('/api/generate-code', SAMPLE_REQUEST),
      client.post('/api/troubleshoot-code', fixableTroubleshoot()),
      client.post('/api/generate-instruction', INSTRUCTION_REQUEST),
      client.post('/api/generate-code/stream', SAMPLE_REQUEST),
      client.post('/api/troubleshoot-code/stream', fixableTroubleshoot()),
      client.get('/api/my-sessions'),
      client.get('/api/generator-sessions/00000000-0000-4000-8000-000000000000'),
      client.get('/api/me/preferences'),
      client.put('/api/me/preferences', { webModuleStyle: 'jsw' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.raw.req.url).toBe(401);
      expect(res.json()).toEqual({ message: 'Not authenticated' });
    }
  });

  it('answers 402 with nothing written when the balance is short', async () => {
    const { client, id } = await user(0);
    for (const [url, body] of [
      ['/api/generate-code', SAMPLE_REQUEST],
      ['/api/troubleshoot-code', fixableTroubleshoot()],
      ['/api/generate-instruction', INSTRUCTION_REQUEST],
      ['/api/generate-code/stream', SAMPLE_REQUEST],
    ] as const) {
      const res = await client.post(url, body, { 'idempotency-key': `k-${url}` });
      expect(res.statusCode, url).toBe(402);
      expect(res.json()).toEqual({ message: 'Insufficient tokens' });
    }
    expect(await ledgerOf(server.db, id)).toEqual([]);
    expect(await generationsOf(server.db, id)).toEqual([]);
    const keys = await server.db
      .selectFrom('idempotencyRequests')
      .select('key')
      .where('userId', '=', id)
      .execute();
    expect(keys).toEqual([]);
    expect(await client.tokens()).toBe(0);
  });

  it('charges the settings cost once and stores the generation with version 1', async () => {
    await server.db.updateTable('settings').set({ generateCost: 2 }).execute();
    try {
      const { client, id } = await user(5);
      const res = await client.post('/api/generate-code', SAMPLE_REQUEST);
      expect(res.statusCode).toBe(200);
      const body = ZGenerationResponse.parse(res.json());
      expect(body).toMatchObject({
        success: true,
        message: 'Code Generated Successfully',
        version: 1,
        engine: 'template',
        notice: 'Generated offline by the template engine',
        cost: 2,
        tokensRemaining: 3,
      });
      expect(body.code).toBe(body.frontendCode);
      expect(body.backendCode).toContain('webMethod');
      expect(await client.tokens()).toBe(3);
      expect(await ledgerOf(server.db, id)).toEqual([
        {
          delta: -2,
          reason: 'generation',
          idempotencyKey: `spend:${body.sessionId}`,
          refId: body.sessionId,
        },
      ]);
      expect(await generationsOf(server.db, id)).toEqual([
        {
          id: body.sessionId,
          status: 'completed',
          cost: 2,
          engine: 'template',
          runRef: body.sessionId,
          refundedAt: null,
        },
      ]);
      const versions = await versionsOf(server.db, body.sessionId);
      expect(versions).toEqual([
        {
          n: 1,
          kind: 'generate',
          errorDetails: null,
          frontendCode: body.frontendCode,
          backendCode: body.backendCode,
        },
      ]);
    } finally {
      await server.db.updateTable('settings').set({ generateCost: 1 }).execute();
    }
  });

  it('adds a troubleshoot pass to the session as version 2, charging troubleshoot_cost', async () => {
    await server.db.updateTable('settings').set({ troubleshootCost: 3 }).execute();
    try {
      const { client, id } = await user(10);
      const generated = ZGenerationResponse.parse(
        (await client.post('/api/generate-code', SAMPLE_REQUEST)).json(),
      );
      const res = await client.post(
        '/api/troubleshoot-code',
        fixableTroubleshoot({ sessionId: generated.sessionId }),
      );
      expect(res.statusCode).toBe(200);
      const body = ZTroubleshootResponse.parse(res.json());
      expect(body).toMatchObject({
        sessionId: generated.sessionId,
        version: 2,
        message: 'Code Updated Successfully',
        frontendCode: "$w.onReady(() => { $w('#statusText').hide(); });\n",
        code: "$w.onReady(() => { $w('#statusText').hide(); });\n",
        cost: 3,
        tokensRemaining: 6,
        engine: 'template',
      });
      expect(body).not.toHaveProperty('backendCode');
      expect(body.explanation).toContain('#statusText');

      const versions = await versionsOf(server.db, generated.sessionId);
      expect(versions.map((v) => [v.n, v.kind])).toEqual([
        [1, 'generate'],
        [2, 'troubleshoot'],
      ]);
      expect(versions[1]?.errorDetails).toBe('TypeError: $w(...).hide is not a function');
      const ledger = await ledgerOf(server.db, id);
      expect(ledger.map((e) => [e.delta, e.reason])).toEqual([
        [-1, 'generation'],
        [-3, 'troubleshoot'],
      ]);
      expect(ledger[1]?.refId).toMatch(new RegExp(`^${generated.sessionId}:`));
      expect(await generationsOf(server.db, id)).toMatchObject([
        { id: generated.sessionId, status: 'completed', cost: 4 },
      ]);
    } finally {
      await server.db.updateTable('settings').set({ troubleshootCost: 1 }).execute();
    }
  });

  it('starts a new generation from a troubleshoot pass without a session', async () => {
    const { client, id } = await user(1);
    const body = ZTroubleshootResponse.parse(
      (await client.post('/api/troubleshoot-code', fixableTroubleshoot())).json(),
    );
    expect(body).toMatchObject({ version: 1, tokensRemaining: 0 });
    expect((await versionsOf(server.db, body.sessionId)).map((v) => v.kind)).toEqual([
      'troubleshoot',
    ]);
    expect(await generationsOf(server.db, id)).toMatchObject([
      { id: body.sessionId, status: 'completed' },
    ]);
  });

  it("refuses another user's session for a troubleshoot pass, charging nothing", async () => {
    const owner = await user(1);
    const { sessionId } = ZGenerationResponse.parse(
      (await owner.client.post('/api/generate-code', SAMPLE_REQUEST)).json(),
    );
    const stranger = await user(1);
    for (const bad of [sessionId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await stranger.client.post(
        '/api/troubleshoot-code',
        fixableTroubleshoot({ sessionId: bad }),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Session not found' });
    }
    expect(await stranger.client.tokens()).toBe(1);
    expect(await ledgerOf(server.db, stranger.id)).toEqual([]);
    expect(await versionsOf(server.db, sessionId)).toHaveLength(1);
  });

  it('refunds with 422 when the offline troubleshooter recognises nothing', async () => {
    const { client, id } = await user(2);
    const { sessionId } = ZGenerationResponse.parse(
      (await client.post('/api/generate-code', SAMPLE_REQUEST)).json(),
    );
    const res = await client.post('/api/troubleshoot-code', {
      ...UNFIXABLE_TROUBLESHOOT,
      sessionId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: expect.stringContaining('did not recognise this error'),
      refunded: true,
      tokensRemaining: 1,
    });
    expect(await client.tokens()).toBe(1);
    const ledger = await ledgerOf(server.db, id);
    expect(ledger.map((e) => [e.delta, e.reason])).toEqual([
      [-1, 'generation'],
      [-1, 'troubleshoot'],
      [1, 'refund'],
    ]);
    // The earlier code stays: the session is completed with its one version.
    expect(await generationsOf(server.db, id)).toMatchObject([{ status: 'completed', cost: 1 }]);
    expect(await versionsOf(server.db, sessionId)).toHaveLength(1);
  });

  it('charges an instruction under its own ref, without a generation row', async () => {
    const { client, id } = await user(1);
    const res = await client.post('/api/generate-instruction', INSTRUCTION_REQUEST);
    expect(res.statusCode).toBe(200);
    const body = ZInstructionResponse.parse(res.json());
    expect(body).toMatchObject({ engine: 'template', cost: 1, tokensRemaining: 0 });
    expect(body.instruction).toContain('productRepeater');
    const ledger = await ledgerOf(server.db, id);
    expect(ledger).toEqual([
      {
        delta: -1,
        reason: 'instruction',
        idempotencyKey: expect.stringMatching(/^spend:instruction:[0-9a-f-]{36}$/),
        refId: expect.stringMatching(/^instruction:/),
      },
    ]);
    expect(await generationsOf(server.db, id)).toEqual([]);
  });
});
