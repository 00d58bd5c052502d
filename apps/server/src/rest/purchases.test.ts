import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';

describe.each(serverTestKinds())('token purchases with the test checkout on %s', (kind) => {
  let server: TestServer;
  let buyer: TestClient;
  let stranger: TestClient;

  async function signedIn(username: string) {
    const client = server.client();
    await client.post('/api/register', {
      username,
      email: `${username}@example.com`,
      password: 'secret123',
    });
    return client;
  }

  async function checkout(client: TestClient) {
    const res = await client.post('/api/checkout');
    expect(res.statusCode).toBe(200);
    return res.json<{ success: true; url: string; sessionId: string }>();
  }

  const verify = (client: TestClient, sessionId: string) =>
    client.get(`/api/verify-purchase?session_id=${encodeURIComponent(sessionId)}`);
  const balance = async (client: TestClient) =>
    (await client.get('/api/me/tokens')).json<{ tokens: number }>().tokens;

  beforeAll(async () => {
    server = await createTestServer({ kind, env: { APP_URL: 'http://veloforge.test' } });
    buyer = await signedIn('buyer');
    stranger = await signedIn('stranger');
  });
  afterAll(async () => {
    await server.close();
  });

  it('needs a signed-in user', async () => {
    expect((await server.client().post('/api/checkout')).statusCode).toBe(401);
    expect((await server.client().get('/api/verify-purchase?session_id=tcs_x')).statusCode).toBe(
      401,
    );
  });

  it('opens a test checkout for the package snapshot, pays it, and credits exactly once', async () => {
    const session = await checkout(buyer);
    expect(session.url).toBe(`http://veloforge.test/test-checkout/${session.sessionId}`);
    const purchase = await server.db
      .selectFrom('tokenPurchases')
      .select(['provider', 'amountPaid', 'tokens', 'status'])
      .where('providerSessionId', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ provider: 'test', amountPaid: 500, tokens: 150, status: 'pending' });

    expect((await verify(buyer, session.sessionId)).json()).toEqual({
      success: false,
      tokenAmount: 0,
      message: 'Payment has not been completed yet.',
    });

    const view = await buyer.get(
      `/trpc/tokens.testCheckout?input=${encodeURIComponent(JSON.stringify({ sessionId: session.sessionId }))}`,
    );
    expect(view.json()).toMatchObject({
      result: { data: { amountCents: 500, tokens: 150, status: 'open' } },
    });

    const paid = await buyer.post(`/api/test-checkout/${session.sessionId}/pay`);
    expect(paid.json()).toEqual({
      redirectUrl: `/purchase-success?session_id=${session.sessionId}`,
    });

    const verifications = await Promise.all(
      Array.from({ length: 50 }, () => verify(buyer, session.sessionId)),
    );
    expect(verifications.every((res) => res.json<{ success: boolean }>().success)).toBe(true);
    expect(verifications[0]?.json()).toEqual({
      success: true,
      tokenAmount: 150,
      message: 'Payment verified: 150 tokens have been added to your account.',
    });
    expect(await balance(buyer)).toBe(150);
    expect((await verify(buyer, session.sessionId)).json()).toMatchObject({ success: true });
    expect(await balance(buyer)).toBe(150);
  });

  it("refuses another user's session on verify and on the test checkout, crediting nothing", async () => {
    const session = await checkout(buyer);
    await buyer.post(`/api/test-checkout/${session.sessionId}/pay`);
    const before = await balance(buyer);
    for (const res of [
      await verify(stranger, session.sessionId),
      await stranger.post(`/api/test-checkout/${session.sessionId}/pay`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await balance(stranger)).toBe(0);
    expect(await balance(buyer)).toBe(before);
  });

  it('credits the tokens snapshotted at checkout even if the price changes before payment', async () => {
    const session = await checkout(buyer);
    await server.db
      .updateTable('settings')
      .set({ tokenPackagePrice: 900, tokenPackageAmount: 400 })
      .execute();
    await buyer.post(`/api/test-checkout/${session.sessionId}/pay`);
    const before = await balance(buyer);
    expect((await verify(buyer, session.sessionId)).json()).toMatchObject({
      success: true,
      tokenAmount: 150,
    });
    expect(await balance(buyer)).toBe(before + 150);
    await server.db
      .updateTable('settings')
      .set({ tokenPackagePrice: 500, tokenPackageAmount: 150 })
      .execute();
  });

  it('marks an expired session and refuses to pay it', async () => {
    const session = await checkout(buyer);
    await server.db
      .updateTable('testCheckoutSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', session.sessionId)
      .execute();
    expect((await verify(buyer, session.sessionId)).json()).toEqual({
      success: false,
      tokenAmount: 0,
      message: 'This checkout session has expired. No charge was made.',
    });
    const row = await server.db
      .selectFrom('tokenPurchases')
      .select('status')
      .where('providerSessionId', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect((await buyer.post(`/api/test-checkout/${session.sessionId}/pay`)).statusCode).toBe(409);
  });

  it('validates session ids with a 400', async () => {
    for (const bad of [
      '',
      'cs_test_',
      'not-a-session',
      `cs_test_${'a'.repeat(300)}`,
      "tcs_'; drop",
    ]) {
      const res = await verify(buyer, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid session id' });
    }
    expect((await verify(buyer, 'tcs_unknown')).statusCode).toBe(404);
  });

  it('keeps users.tokens equal to the ledger sum for every buyer', async () => {
    const rows = await server.db
      .selectFrom('users')
      .leftJoin('tokenLedger', 'tokenLedger.userId', 'users.id')
      .select(['users.id', 'users.tokens'])
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('tokenLedger.delta'), eb.lit(0)).as('sum'))
      .groupBy(['users.id', 'users.tokens'])
      .execute();
    for (const row of rows) expect(Number(row.sum)).toBe(row.tokens);
  });
});
