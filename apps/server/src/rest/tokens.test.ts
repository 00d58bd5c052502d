import { credit } from '@veloforge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestServer } from '../testing';

describe.each(serverTestKinds())('token balance over REST on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 401 when signed out', async () => {
    const res = await server.client().get('/api/me/tokens');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authenticated' });
  });

  it('reads the balance fresh from the ledger-backed column', async () => {
    const client = server.client();
    const registered = await client.post('/api/register', {
      username: 'balancer',
      email: 'balancer@example.com',
      password: 'secret123',
    });
    expect((await client.get('/api/me/tokens')).json()).toEqual({ success: true, tokens: 0 });

    const { id } = registered.json<{ id: string }>();
    await credit(server.db, {
      userId: id,
      amount: 150,
      reason: 'purchase',
      idempotencyKey: 'purchase:cs_test',
    });
    expect((await client.get('/api/me/tokens')).json()).toEqual({ success: true, tokens: 150 });
  });
});
