import { SESSION_CURSOR_ERROR } from '@veloforge/api';
import {
  ZGenerationResponse,
  ZGeneratorSession,
  ZPreferencesResponse,
  ZSessionList,
} from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from '../testing';
import { fixableTroubleshoot, SAMPLE_REQUEST } from '../testing/generation';

describe.each(serverTestKinds())('generator sessions and preferences on %s', (kind) => {
  let server: TestServer;
  let ips = 0;
  async function user(tokens: number) {
    ips += 1;
    const client = await server.signedIn(`ses${ips}`, { ip: `10.3.0.${ips}` });
    if (tokens > 0) await server.grant(client, tokens);
    return client;
  }

  beforeAll(async () => {
    server = await createTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the owner’s generations newest first, as summaries without code', async () => {
    const client = await user(3);
    expect((await client.get('/api/my-sessions')).json()).toEqual({
      success: true,
      sessions: [],
      nextCursor: null,
    });
    const first = ZGenerationResponse.parse(
      (await client.post('/api/generate-code', SAMPLE_REQUEST)).json(),
    );
    await client.post(
      '/api/troubleshoot-code',
      fixableTroubleshoot({ sessionId: first.sessionId }),
    );
    const second = ZGenerationResponse.parse(
      (await client.post('/api/generate-code', { ...SAMPLE_REQUEST, prompt: 'Second' })).json(),
    );

    const res = await client.get('/api/my-sessions');
    expect(res.statusCode).toBe(200);
    const list = ZSessionList.parse(res.json());
    expect(list.nextCursor).toBeNull();
    expect(list.sessions.map((s) => [s.id, s.versionCount])).toEqual([
      [second.sessionId, 1],
      [first.sessionId, 2],
    ]);
    expect(list.sessions[1]).toEqual({
      id: first.sessionId,
      prompt: SAMPLE_REQUEST.prompt,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      status: 'completed',
      engine: 'template',
      outputType: 'frontend_backend',
      collections: SAMPLE_REQUEST.collections,
      elementIds: ['statusText', 'productRepeater', 'itemTitle'],
      versionCount: 2,
    });
    expect(JSON.stringify(list)).not.toContain('onReady');

    const other = await user(0);
    expect(ZSessionList.parse((await other.get('/api/my-sessions')).json()).sessions).toEqual([]);
  });

  it('pages past 100 generations with ?cursor= and answers a malformed cursor with a 400', async () => {
    const client = await user(0);
    const userId = await client.userId();
    // Written straight to the table: 101 charged calls would only slow the test down.
    await server.db
      .insertInto('generations')
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          userId,
          prompt: `Generation ${i}`,
          request: { prompt: `Generation ${i}`, outputType: 'velo' },
          status: 'completed' as const,
          cost: 1,
          engine: 'template',
          createdAt: new Date(Date.UTC(2026, 2, 1, 12, 0, i)),
        })),
      )
      .execute();

    const first = ZSessionList.parse((await client.get('/api/my-sessions')).json());
    expect(first.sessions).toHaveLength(100);
    expect(first.sessions[0]?.prompt).toBe('Generation 100');
    expect(first.nextCursor).toEqual(expect.any(String));

    const next = await client.get(
      `/api/my-sessions?cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({
      success: true,
      sessions: [expect.objectContaining({ prompt: 'Generation 0' })],
      nextCursor: null,
    });

    for (const cursor of ['garbage', '', 'Z2FyYmFnZQ']) {
      const bad = await client.get(`/api/my-sessions?cursor=${cursor}`);
      expect(bad.statusCode, cursor).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^application\/json/);
      expect(bad.json()).toEqual({
        message: SESSION_CURSOR_ERROR,
        fieldErrors: { cursor: [SESSION_CURSOR_ERROR] },
      });
    }
  });

  it('reads one session with its latest pieces and every version, for its owner only', async () => {
    const client = await user(2);
    const generated = ZGenerationResponse.parse(
      (await client.post('/api/generate-code', SAMPLE_REQUEST)).json(),
    );
    await client.post(
      '/api/troubleshoot-code',
      fixableTroubleshoot({ sessionId: generated.sessionId }),
    );

    const res = await client.get(`/api/generator-sessions/${generated.sessionId}`);
    expect(res.statusCode).toBe(200);
    const session = ZGeneratorSession.parse(res.json());
    expect(session.versions.map((v) => [v.n, v.kind])).toEqual([
      [1, 'generate'],
      [2, 'troubleshoot'],
    ]);
    expect(session.frontendCode).toBe("$w.onReady(() => { $w('#statusText').hide(); });\n");
    expect(session.generatedCode).toBe(session.frontendCode);
    // The fix changed the page code only; the web module carries over from version 1.
    expect(session.backendCode).toBe(generated.backendCode);
    expect(session.versions[0]?.frontendCode).toBe(generated.frontendCode);
    expect(session.versions[1]?.errorDetails).toBe('TypeError: $w(...).hide is not a function');
    expect(session.request).toMatchObject({
      prompt: SAMPLE_REQUEST.prompt,
      elementIds: ['statusText'],
      preferences: { webModuleStyle: 'web', moduleNames: 'frontend', comments: true },
    });

    const stranger = await user(0);
    for (const id of [generated.sessionId, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const miss = await stranger.get(`/api/generator-sessions/${id}`);
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json()).toEqual({ message: 'Session not found' });
    }
  });

  it('keeps preferences per user and uses them when a request sends none', async () => {
    const client = await user(2);
    expect(ZPreferencesResponse.parse((await client.get('/api/me/preferences')).json())).toEqual({
      success: true,
      preferences: { webModuleStyle: 'web', moduleNames: 'frontend', comments: true },
    });
    const saved = await client.put('/api/me/preferences', { webModuleStyle: 'jsw' });
    expect(saved.statusCode).toBe(200);
    const jsw = { webModuleStyle: 'jsw', moduleNames: 'frontend', comments: true };
    expect(saved.json()).toEqual({ success: true, preferences: jsw });
    expect((await client.get('/api/me/preferences')).json()).toEqual({
      success: true,
      preferences: jsw,
    });
    expect((await client.put('/api/me/preferences', { webModuleStyle: 'tsx' })).statusCode).toBe(
      400,
    );

    const byDefault = ZGenerationResponse.parse(
      (await client.post('/api/generate-code', SAMPLE_REQUEST)).json(),
    );
    expect(byDefault.backendCode).toContain('backend/products.jsw');
    expect(byDefault.backendCode).not.toContain('webMethod');
    const explicit = ZGenerationResponse.parse(
      (
        await client.post('/api/generate-code', {
          ...SAMPLE_REQUEST,
          preferences: { webModuleStyle: 'web' },
        })
      ).json(),
    );
    expect(explicit.backendCode).toContain('webMethod');

    const other = await user(0);
    expect((await other.get('/api/me/preferences')).json()).toMatchObject({
      preferences: { webModuleStyle: 'web' },
    });
  });
});
