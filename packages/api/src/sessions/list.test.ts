import { randomUUID } from 'node:crypto';

import { sql, type Database, type Kysely } from '@veloforge/db';
import { createTestDb, testDatabaseKinds } from '@veloforge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { describeError } from '../errors';
import { createCaller } from '../root';
import { makeTestContext, makeUser } from '../test-context';
import { encodeSessionCursor, SESSION_CURSOR_ERROR } from './cursor';

/** Every generation of a test user is made within this millisecond, unless said otherwise. */
const BASE = '2026-03-01T12:00:00.000000Z';

/** A stored user and a caller signed in as them. */
async function makeOwner(db: Kysely<Database>) {
  const username = `s${randomUUID().slice(0, 12)}`;
  const { id } = await db
    .insertInto('users')
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-used' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, caller: createCaller(makeTestContext(db, makeUser({ id, username }))) };
}

/**
 * `count` generations, BASE + offset(i) microseconds each. Several share a time, so only the id
 * orders them; all of them share one millisecond, so a cursor kept as a Date would repeat some.
 */
async function insertGenerations(
  db: Kysely<Database>,
  userId: string,
  count: number,
  offset: (i: number) => number,
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    prompt: `Generation ${i}`,
    request: { prompt: `Generation ${i}`, outputType: 'velo' },
    status: 'completed' as const,
    cost: 1,
    engine: 'template',
    createdAt: sql<Date>`${BASE}::timestamptz + ${offset(i)} * interval '1 microsecond'`,
  }));
  await db.insertInto('generations').values(rows).execute();
}

/** The user's generation ids in the list's order, read straight from the table. */
async function orderedIds(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('generations')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe.each(testDatabaseKinds())('sessions.list paging on %s', (kind) => {
  let db: Kysely<Database>;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    ({ db, destroy } = await createTestDb(kind));
  });
  afterAll(async () => {
    await destroy();
  });

  it('pages 230 generations as 100, 100 and 30, newest first, ties ordered by id, none twice or skipped', async () => {
    const { id: userId, caller: owner } = await makeOwner(db);
    await insertGenerations(db, userId, 230, (i) => Math.floor(i / 3));
    const expected = await orderedIds(db, userId);

    const first = await owner.sessions.list();
    expect(first.success).toBe(true);
    expect(first.sessions).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await owner.sessions.list({ cursor: first.nextCursor });
    expect(second.sessions).toHaveLength(100);
    const third = await owner.sessions.list({ cursor: second.nextCursor });
    expect(third.sessions).toHaveLength(30);
    expect(third.nextCursor).toBeNull();

    const paged = [first, second, third].flatMap((page) => page.sessions.map((s) => s.id));
    expect(paged).toEqual(expected);
    expect(new Set(paged).size).toBe(230);
    // The newest is the last inserted of the latest time; the oldest the first of the earliest.
    expect(first.sessions[0]?.createdAt).toBe('2026-03-01T12:00:00.000Z');
    expect(third.sessions.at(-1)?.prompt).toMatch(/^Generation [0-2]$/);
    // A null cursor (useInfiniteQuery's first page) is the first page.
    expect(await owner.sessions.list({ cursor: null })).toEqual(first);
  });

  it('says there is no next page when the user has exactly one page', async () => {
    const { id: userId, caller: owner } = await makeOwner(db);
    await insertGenerations(db, userId, 100, (i) => i * 1000);
    const page = await owner.sessions.list({});
    expect(page.sessions).toHaveLength(100);
    expect(page.nextCursor).toBeNull();
  });

  it("scopes every page by user id: another user's cursor shows only the caller's own generations", async () => {
    const { id: aliceId, caller: alice } = await makeOwner(db);
    await insertGenerations(db, aliceId, 150, (i) => i);
    const alicePage = await alice.sessions.list();
    const aliceIds = new Set(await orderedIds(db, aliceId));

    // Bob has one generation older than where Alice's first page ended and two newer ones.
    const { id: bobId, caller: bob } = await makeOwner(db);
    await insertGenerations(db, bobId, 3, (i) => [0, 149, 150][i] ?? 0);
    const bobOlder = (await orderedIds(db, bobId)).at(-1);

    const borrowed = await bob.sessions.list({ cursor: alicePage.nextCursor });
    expect(borrowed.sessions.map((s) => s.id)).toEqual([bobOlder]);
    expect(borrowed.nextCursor).toBeNull();
    expect((await bob.sessions.list()).sessions.some((s) => aliceIds.has(s.id))).toBe(false);

    // A forged cursor naming Alice's newest generation still reads Bob's rows only.
    const [aliceNewest] = alicePage.sessions;
    const forged = encodeSessionCursor({
      createdAt: '2030-01-01T00:00:00.000000Z',
      id: aliceNewest!.id,
    });
    const all = await bob.sessions.list({ cursor: forged });
    expect(all.sessions).toHaveLength(3);
    expect(all.sessions.some((s) => aliceIds.has(s.id))).toBe(false);
  });

  it('refuses a malformed cursor with BAD_REQUEST and a message that says what to send', async () => {
    const { caller: owner } = await makeOwner(db);
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    const id = randomUUID();
    const malformed = [
      'garbage',
      '',
      '!!!!',
      `${BASE}|${id}`,
      encode('x|y'),
      encode(`${BASE}|not-a-uuid`),
      encode(`2026-02-30T12:00:00.000000Z|${id}`),
      encode(`2026-03-01T25:00:00.000000Z|${id}`),
      encode(`0000-01-01T00:00:00.000000Z|${id}`),
      encode(`2026-03-01T12:00:00.000Z|${id}`),
      encode(`${BASE}|${id}|extra`),
      `${encode(`${BASE}|${id}`)}x`,
      'a'.repeat(10_000),
    ];
    for (const cursor of malformed) {
      const error = await rejectionOf(owner.sessions.list({ cursor }));
      expect(error, cursor).toMatchObject({ code: 'BAD_REQUEST' });
      expect(describeError(error), cursor).toEqual({
        status: 400,
        body: { message: SESSION_CURSOR_ERROR, fieldErrors: { cursor: [SESSION_CURSOR_ERROR] } },
      });
    }
  });
});
