import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';

describe.each(serverTestKinds())('token purchases with the test checkout on %s', (kind) => {
  let server: TestServer;
  let buyer: TestClient;
  let stranger: TestClient;

  async function checkout(client: TestClient) {
    const res = await client.post('/api/checkout');
    expect(res.statusCode).toBe(200);
    return res.json<{ success: true; url: string; sessionId: string }>();
  }

  beforeAll(async () => {
    server = await createTestServer({ kind, env: { APP_URL: 'http://veloforge.test' } });
    buyer = await server.signedIn('buyer');
    stranger = await server.signedIn('stranger');
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

    expect((await buyer.verifyPurchase(session.sessionId)).json()).toEqual({
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
      Array.from({ length: 50 }, () => buyer.verifyPurchase(session.sessionId)),
    );
    expect(verifications.every((res) => res.json<{ success: boolean }>().success)).toBe(true);
    expect(verifications[0]?.json()).toEqual({
      success: true,
      tokenAmount: 150,
      message: 'Payment verified: 150 tokens have been added to your account.',
    });
    expect(await buyer.tokens()).toBe(150);
    expect((await buyer.verifyPurchase(session.sessionId)).json()).toMatchObject({ success: true });
    expect(await buyer.tokens()).toBe(150);
  });

  it("refuses another user's session on verify and on the test checkout, crediting nothing", async () => {
    const session = await checkout(buyer);
    await buyer.post(`/api/test-checkout/${session.sessionId}/pay`);
    const before = await buyer.tokens();
    for (const res of [
      await stranger.verifyPurchase(session.sessionId),
      await stranger.post(`/api/test-checkout/${session.sessionId}/pay`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await stranger.tokens()).toBe(0);
    expect(await buyer.tokens()).toBe(before);
  });

  it('credits the tokens snapshotted at checkout even if the price changes before payment', async () => {
    const session = await checkout(buyer);
    await server.db
      .updateTable('settings')
      .set({ tokenPackagePrice: 900, tokenPackageAmount: 400 })
      .execute();
    await buyer.post(`/api/test-checkout/${session.sessionId}/pay`);
    const before = await buyer.tokens();
    expect((await buyer.verifyPurchase(session.sessionId)).json()).toMatchObject({
      success: true,
      tokenAmount: 150,
    });
    expect(await buyer.tokens()).toBe(before + 150);
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
    expect((await buyer.verifyPurchase(session.sessionId)).json()).toEqual({
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
      const res = await buyer.verifyPurchase(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid session id' });
    }
    expect((await buyer.verifyPurchase('tcs_unknown')).statusCode).toBe(404);
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
