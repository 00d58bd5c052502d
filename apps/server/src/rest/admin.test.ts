import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';
import { ADMIN_REST_ROUTES } from './admin-routes';
import { ADMIN, adminStateOf, auditRowsOf, registerAdmin } from './admin-test-helpers';

const PRICE_MIN = "The price must be at least $0.50 (Stripe's minimum charge)";

describe.each(serverTestKinds())('admin access and settings over REST on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let user: TestClient;
  let userId: string;

  beforeAll(async () => {
    server = await createTestServer({ kind, env: { APP_URL: 'http://veloforge.test' } });
    admin = await registerAdmin(server);
    user = await server.signedIn('plain_user');
    userId = await user.userId();
  });
  afterAll(async () => {
    await server.close();
  });

  /** Every /api/admin/* row, with a body a real admin call would send. */
  function everyAdminRoute() {
    return ADMIN_REST_ROUTES.map((route) => ({
      method: route.method,
      url: route.url.replace(':userId', userId),
      body:
        route.method === 'PATCH'
          ? { tokenPackagePrice: 900, tokenPackageAmount: 300 }
          : route.method === 'POST'
            ? { amount: 10 }
            : undefined,
    }));
  }

  it('has the six admin routes of the spec and ours', () => {
    expect(ADMIN_REST_ROUTES.map((route) => `${route.method} ${route.url}`)).toEqual([
      'GET /api/admin/settings',
      'PATCH /api/admin/settings',
      'GET /api/admin/users',
      'POST /api/admin/users/:userId/tokens',
      'GET /api/admin/purchases',
      'GET /api/admin/audit-log',
    ]);
  });

  it('answers 401 signed out and 403 to a plain user on every admin route, changing nothing', async () => {
    const before = await adminStateOf(server);
    for (const route of everyAdminRoute()) {
      const anonymous = await server.client().request(route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Not authenticated' });
      const plain = await user.request(route);
      expect(plain.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(plain.json()).toEqual({ message: 'You do not have permission to do that' });
    }
    expect(await adminStateOf(server)).toEqual(before);
    expect(await user.tokens()).toBe(0);
  });

  it('refuses a plain user on the tRPC transport too', async () => {
    const res = await user.get('/trpc/admin.settings.get');
    expect(res.statusCode).toBe(403);
  });

  it('reads the settings: the package in cents, the action costs and who saved last', async () => {
    const res = await admin.get('/api/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tokenPackagePrice: 500,
      tokenPackageAmount: 150,
      generateCost: 1,
      troubleshootCost: 1,
      instructionCost: 1,
      updatedAt: expect.any(String),
      updatedBy: null,
    });
  });

  it.each([
    [{ tokenPackagePrice: 20, tokenPackageAmount: 150 }, PRICE_MIN],
    [{ tokenPackagePrice: 49, tokenPackageAmount: 150 }, PRICE_MIN],
    [
      { tokenPackagePrice: 100_000_000, tokenPackageAmount: 150 },
      "The price must be at most $999,999.99 (Stripe's maximum charge)",
    ],
    [
      { tokenPackagePrice: 499.5, tokenPackageAmount: 150 },
      'The price must be a whole number of cents',
    ],
    [
      { tokenPackagePrice: '500', tokenPackageAmount: 150 },
      'The price must be a whole number of cents',
    ],
    [{ tokenPackageAmount: 150 }, 'The price must be a whole number of cents'],
    [{ tokenPackagePrice: 500, tokenPackageAmount: 0 }, 'Tokens per package must be at least 1'],
    [
      { tokenPackagePrice: 500, tokenPackageAmount: 1.5 },
      'Tokens per package must be a whole number',
    ],
    [
      { tokenPackagePrice: 500, tokenPackageAmount: 1_000_001 },
      'Tokens per package must be at most 1,000,000',
    ],
    [
      { tokenPackagePrice: 500, tokenPackageAmount: 150, generateCost: 0 },
      'Each action must cost a whole number of tokens from 1 to 1,000',
    ],
    [
      { tokenPackagePrice: 500, tokenPackageAmount: 150, instructionCost: 1001 },
      'Each action must cost a whole number of tokens from 1 to 1,000',
    ],
  ])('refuses settings %j with 400 "%s", saving nothing', async (body, message) => {
    const before = await adminStateOf(server);
    const res = await admin.patch('/api/admin/settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await adminStateOf(server)).toEqual(before);
  });

  it("accepts Stripe's bounds exactly", async () => {
    for (const price of [50, 99_999_999]) {
      const res = await admin.patch('/api/admin/settings', {
        tokenPackagePrice: price,
        tokenPackageAmount: 150,
      });
      expect(res.json()).toMatchObject({ tokenPackagePrice: price });
    }
    await admin.patch('/api/admin/settings', { tokenPackagePrice: 500, tokenPackageAmount: 150 });
  });

  it('applies a new price to new checkouts only: a checkout started before keeps its snapshot', async () => {
    const earlier = (await user.post('/api/checkout')).json<{ sessionId: string }>();

    const saved = await admin.patch('/api/admin/settings', {
      tokenPackagePrice: 750,
      tokenPackageAmount: 200,
      generateCost: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      tokenPackagePrice: 750,
      tokenPackageAmount: 200,
      generateCost: 2,
      troubleshootCost: 1,
      updatedBy: ADMIN.username,
    });
    expect((await user.get('/api/settings')).json()).toEqual({
      tokenPackagePrice: 750,
      tokenPackageAmount: 200,
    });

    const later = (await user.post('/api/checkout')).json<{ sessionId: string }>();
    const snapshots = await server.db
      .selectFrom('tokenPurchases')
      .select(['providerSessionId', 'amountPaid', 'tokens'])
      .where('providerSessionId', 'in', [earlier.sessionId, later.sessionId])
      .execute();
    expect(snapshots).toEqual(
      expect.arrayContaining([
        { providerSessionId: earlier.sessionId, amountPaid: 500, tokens: 150 },
        { providerSessionId: later.sessionId, amountPaid: 750, tokens: 200 },
      ]),
    );

    await user.post(`/api/test-checkout/${earlier.sessionId}/pay`);
    expect((await user.verifyPurchase(earlier.sessionId)).json()).toMatchObject({
      success: true,
      tokenAmount: 150,
    });
    expect(await user.tokens()).toBe(150);
  });

  it('audits the change with before and after, and logs nothing when nothing changes', async () => {
    const rows = await auditRowsOf(server, 'admin.settings.update');
    const adminId = await admin.userId();
    expect(rows.at(-1)).toEqual({
      actorId: adminId,
      action: 'admin.settings.update',
      target: 'settings',
      details: {
        before: { tokenPackagePrice: 500, tokenPackageAmount: 150, generateCost: 1 },
        after: { tokenPackagePrice: 750, tokenPackageAmount: 200, generateCost: 2 },
      },
    });

    const same = await admin.patch('/api/admin/settings', {
      tokenPackagePrice: 750,
      tokenPackageAmount: 200,
    });
    expect(same.statusCode).toBe(200);
    expect(await auditRowsOf(server, 'admin.settings.update')).toHaveLength(rows.length);
  });
});
