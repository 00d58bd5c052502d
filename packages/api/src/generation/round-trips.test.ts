import { randomUUID } from 'node:crypto';

import type { Database, Kysely } from '@veloforge/db';
import { createTestDb, testDatabaseKinds } from '@veloforge/db/testing';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCaller } from '../root';
import { makeTestContext, makeUser } from '../test-context';
import { balanceOf, credit } from '../tokens/ledger';

/**
 * The database round trips each charged call makes: its statements, and BEGIN and COMMIT for each
 * transaction. A database across a network makes each cost more than the work it carries
 * (issue 10), so adding one to a call's path has to be a deliberate change of these numbers.
 */

/** `db` counting what it sends: every statement through a plugin, two per transaction. */
function countingRoundTrips(db: Kysely<Database>) {
  const counts = { statements: 0, transactions: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counts.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const counted = db.withPlugin(plugin);
  const handle = new Proxy(counted, {
    get(target, property) {
      if (property === 'transaction') counts.transactions += 1;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields: they must run on the handle itself.
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return {
    handle,
    /** Round trips since the last call. */
    take() {
      const trips = counts.statements + 2 * counts.transactions;
      counts.statements = 0;
      counts.transactions = 0;
      return trips;
    },
  };
}

const REQUEST = {
  prompt: 'List the products in the repeater',
  outputType: 'frontend_backend' as const,
  collections: [{ name: 'Products', fields: [{ id: 'title', type: 'text' as const }] }],
  elementIds: ['#statusText'],
};

describe.each(testDatabaseKinds())('database statements per charged call on %s', (kind) => {
  let db: Kysely<Database>;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    ({ db, destroy } = await createTestDb(kind));
  });
  afterAll(async () => {
    await destroy();
  });

  async function signedIn(tokens: number) {
    const username = `rt${randomUUID().slice(0, 12)}`;
    const { id } = await db
      .insertInto('users')
      .values({ username, email: `${username}@example.com`, passwordHash: 'not-used' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await credit(db, { userId: id, amount: tokens, reason: 'admin_grant', idempotencyKey: id });
    const trips = countingRoundTrips(db);
    const caller = createCaller(makeTestContext(trips.handle, makeUser({ id, username, tokens })));
    return { id, trips, caller };
  }

  it('generate: preferences and costs, 5 to charge, 1 to store with the balance', async () => {
    const { id, trips, caller } = await signedIn(5);
    const answer = await caller.generation.generate(REQUEST);
    expect(trips.take()).toBe(8);
    expect(answer.tokensRemaining).toBe(4);
    expect(await balanceOf(db, id)).toBe(4);
  });

  it('troubleshoot of a stored generation: one more read, to check it is the caller’s', async () => {
    const { id, trips, caller } = await signedIn(5);
    const generated = await caller.generation.generate(REQUEST);
    trips.take();
    const answer = await caller.generation.troubleshoot({
      originalRequest: REQUEST,
      sessionId: generated.sessionId,
      errorDetails: 'TypeError: $w(...).hide is not a function',
      frontendCode: "$w.onReady(() => { $w('statusText').hide(); });\n",
    });
    expect(answer.version).toBe(2);
    expect(trips.take()).toBe(9);
    expect(answer.tokensRemaining).toBe(3);
    expect(await balanceOf(db, id)).toBe(3);
  });

  it('a refunded run: 5 to charge, 1 transaction of 4 to put the run back and refund it', async () => {
    const { id, trips, caller } = await signedIn(3);
    const failure = await caller.generation
      .troubleshoot({
        originalRequest: REQUEST,
        errorDetails: 'The page looks too blue on mobile',
        frontendCode: "$w.onReady(() => {\n  $w('#statusText').text = 'Ready';\n});\n",
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ details: { refunded: true, tokensRemaining: 3 } });
    expect(trips.take()).toBe(13);
    expect(await balanceOf(db, id)).toBe(3);
  });

  it('instruction: costs, 4 to charge, 1 to end the run with the balance', async () => {
    const { id, trips, caller } = await signedIn(2);
    const answer = await caller.generation.instruction({ prompt: 'A product list with search' });
    expect(trips.take()).toBe(6);
    expect(answer.tokensRemaining).toBe(1);
    expect(await balanceOf(db, id)).toBe(1);
  });
});
