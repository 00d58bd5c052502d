import { randomUUID } from 'node:crypto';

import type { Database, Kysely } from '@veloforge/db';
import type { KyselyPlugin } from 'kysely';
import { createTestDb, testDatabaseKinds, type TestDb } from '@veloforge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSession, invalidateSession, validateSessionToken } from './sessions';

/**
 * Counts the statements that read the sessions table, to see which lookups shared a query: a
 * compile of such a statement records its query id, and each of its results is one read.
 */
function sessionQueryCounter() {
  const counter = { compiles: 0, reads: 0 };
  const sessionQueries = new Set<unknown>();
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const node = args.node;
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"sessions"')) {
        counter.compiles += 1;
        sessionQueries.add(args.queryId);
      }
      return node;
    },
    transformResult: async (args) => {
      if (sessionQueries.has(args.queryId)) counter.reads += 1;
      return args.result;
    },
  };
  return { counter, plugin };
}

async function makeUser(db: Kysely<Database>): Promise<string> {
  const name = `u${randomUUID().slice(0, 12)}`;
  const { id } = await db
    .insertInto('users')
    .values({ username: name, email: `${name}@example.com`, passwordHash: 'not-used' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(testDatabaseKinds())('session validation on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('answers concurrent requests from one shared query, each with its own user', async () => {
    const { counter, plugin } = sessionQueryCounter();
    const db = testDb.db.withPlugin(plugin);
    const users = await Promise.all(Array.from({ length: 5 }, () => makeUser(db)));
    const tokens = await Promise.all(users.map(async (id) => (await createSession(db, id)).token));
    const forged = `${tokens[0]!.split('.')[0]}.${'x'.repeat(32)}`;

    const results = await Promise.all(
      [...tokens, forged, 'unknownid.secret'].map((token) => validateSessionToken(db, token)),
    );
    console.log(
      `${results.length} concurrent validations (5 real, 1 forged secret, 1 unknown id) -> ` +
        `${counter.reads} session read(s)`,
    );
    expect(results.slice(0, 5).map((r) => r?.user.id)).toEqual(users);
    expect(results.slice(5)).toEqual([null, null]);
    expect(counter.reads).toBe(1);
  });

  it('reads the database again for the next request: a revoked session fails at once', async () => {
    const { counter, plugin } = sessionQueryCounter();
    const db = testDb.db.withPlugin(plugin);
    const userId = await makeUser(db);
    const { token, session } = await createSession(db, userId);
    expect((await validateSessionToken(db, token))?.user.id).toBe(userId);
    await invalidateSession(db, session.id);
    const after = await validateSessionToken(db, token);
    console.log(
      `valid, then revoked: second validation -> ${after ? 'valid' : 'null'}; ${counter.reads} reads`,
    );
    expect(after).toBeNull();
    expect(counter.reads).toBe(2);
  });

  it('compiles the batch query once per database: later batches only bind their ids', async () => {
    const { counter, plugin } = sessionQueryCounter();
    const db = testDb.db.withPlugin(plugin);
    const users = await Promise.all(Array.from({ length: 3 }, () => makeUser(db)));
    const tokens = await Promise.all(users.map(async (id) => (await createSession(db, id)).token));
    const validated = [];
    for (const token of tokens) validated.push(await validateSessionToken(db, token));
    console.log(
      `3 batches one after another -> ${counter.compiles} compile(s), ${counter.reads} reads`,
    );
    expect(validated.map((result) => result?.user.id)).toEqual(users);
    expect(counter).toEqual({ compiles: 1, reads: 3 });
  });

  it('splits a crowd of lookups into queries of at most 100 sessions', async () => {
    const userId = await makeUser(testDb.db);
    const tokens = await Promise.all(
      Array.from({ length: 150 }, async () => (await createSession(testDb.db, userId)).token),
    );
    const { counter, plugin } = sessionQueryCounter();
    const db = testDb.db.withPlugin(plugin);
    const results = await Promise.all(tokens.map((token) => validateSessionToken(db, token)));
    console.log(`150 concurrent validations of 150 sessions -> ${counter.reads} session reads`);
    expect(results.every((r) => r?.user.id === userId)).toBe(true);
    expect(counter.reads).toBe(2);
  });

  it('fails every lookup of a batch whose query fails, and the next batch recovers', async () => {
    const userId = await makeUser(testDb.db);
    const { token } = await createSession(testDb.db, userId);
    let failNext = true;
    const db = testDb.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (failNext && args.result.rows.some((row) => 'secretHash' in row)) {
          failNext = false;
          throw new Error('database unavailable');
        }
        return args.result;
      },
    });
    const failed = await Promise.allSettled([
      validateSessionToken(db, token),
      validateSessionToken(db, token),
    ]);
    const recovered = await validateSessionToken(db, token);
    console.log(
      `batch with a failing query -> ${failed.map((r) => r.status).join(', ')}; ` +
        `next -> ${recovered ? 'valid' : 'null'}`,
    );
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(recovered?.user.id).toBe(userId);
  });
});
