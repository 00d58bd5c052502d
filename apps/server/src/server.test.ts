import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from './testing';

describe.each(serverTestKinds())('server on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers /healthz and /readyz', async () => {
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves GET /api/settings over REST from the settings row', async () => {
    const res = await server.app.inject({ url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tokenPackagePrice: 500, tokenPackageAmount: 150 });
    await server.db.updateTable('settings').set({ tokenPackagePrice: 900 }).execute();
    expect((await server.app.inject({ url: '/api/settings' })).json()).toMatchObject({
      tokenPackagePrice: 900,
    });
    await server.db.updateTable('settings').set({ tokenPackagePrice: 500 }).execute();
  });

  it('serves the same procedure over tRPC at /trpc', async () => {
    const res = await server.app.inject({ url: '/trpc/tokens.settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { data: { tokenPackagePrice: 500, tokenPackageAmount: 150 } },
    });
  });

  it('answers GET /api/user with 401 and a message when signed out', async () => {
    const res = await server.app.inject({ url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authenticated' });
    const trpc = await server.app.inject({ url: '/trpc/auth.me' });
    expect(trpc.json()).toEqual({ result: { data: null } });
  });

  it('answers through a real listening port', async () => {
    const baseUrl = await server.listen();
    const res = await fetch(`${baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});

describe('readiness', () => {
  it('answers 503 when the database is gone', async () => {
    const server = await createTestServer();
    await server.db.destroy();
    const res = await server.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable' });
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await server.app.close();
  });
});
