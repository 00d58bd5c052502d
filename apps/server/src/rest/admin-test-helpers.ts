/** Shared set-up of the admin HTTP suites (test code only). */
import type { TestClient, TestServer } from '../testing';

export const ADMIN = { username: 'root_admin', email: 'root_admin@example.com' };

/**
 * The first account of an empty database registered with `admin: true` becomes the admin, so
 * this must run before any other registration on the server.
 */
export async function registerAdmin(server: TestServer): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/register', { ...ADMIN, password: 'secret123', admin: true });
  if (res.json<{ role?: string }>().role !== 'admin') {
    throw new Error(`the admin account was not created: ${res.statusCode} ${res.body}`);
  }
  return client;
}

/** Row counts of everything an admin call may change, to prove a refused call changed nothing. */
export async function adminStateOf(server: TestServer) {
  const count = async (table: 'tokenLedger' | 'auditLog' | 'tokenPurchases') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const settings = await server.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
  const balances = await server.db
    .selectFrom('users')
    .select(['id', 'tokens'])
    .orderBy('id')
    .execute();
  return {
    settings,
    balances,
    ledger: await count('tokenLedger'),
    audit: await count('auditLog'),
    purchases: await count('tokenPurchases'),
  };
}

/** Users whose cached balance differs from their ledger sum (the ledger invariant: none). */
export async function ledgerDrift(server: TestServer) {
  const rows = await server.db
    .selectFrom('users')
    .leftJoin('tokenLedger', 'tokenLedger.userId', 'users.id')
    .select(['users.username', 'users.tokens'])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('tokenLedger.delta'), eb.lit(0)).as('sum'))
    .groupBy(['users.id', 'users.username', 'users.tokens'])
    .execute();
  return rows.filter((row) => Number(row.sum) !== row.tokens);
}

/** The audit rows of one action, oldest first, as stored. */
export function auditRowsOf(server: TestServer, action: string) {
  return server.db
    .selectFrom('auditLog')
    .select(['actorId', 'action', 'target', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
