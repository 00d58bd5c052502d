import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { violatedConstraint } from '../errors';
import { insertUser, rejection } from '../test-helpers';
import { createTestDb, testDatabaseKinds, type TestDb } from '../testing';

describe.each(testDatabaseKinds())('idempotency requests and preferences on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const row = (userId: string, key: string) => ({
    userId,
    key,
    operation: 'generate',
    requestHash: 'h',
  });

  it('keeps one row per user and key, and bounds the key to 255 characters', async () => {
    const [ada, bob] = [await insertUser(t.db), await insertUser(t.db)];
    await t.db.insertInto('idempotencyRequests').values(row(ada.id, 'k1')).execute();
    await t.db.insertInto('idempotencyRequests').values(row(bob.id, 'k1')).execute();
    expect(
      violatedConstraint(
        await rejection(() =>
          t.db.insertInto('idempotencyRequests').values(row(ada.id, 'k1')).execute(),
        ),
      ),
    ).toBe('idempotency_requests_pkey');
    for (const key of ['', 'x'.repeat(256)]) {
      expect(
        violatedConstraint(
          await rejection(() =>
            t.db.insertInto('idempotencyRequests').values(row(ada.id, key)).execute(),
          ),
        ),
      ).toBe('idempotency_requests_key_length');
    }
  });

  it('stores a response exactly when completed, as jsonb', async () => {
    const user = await insertUser(t.db);
    await t.db.insertInto('idempotencyRequests').values(row(user.id, 'k2')).execute();
    const complete = (response: string | null) =>
      t.db
        .updateTable('idempotencyRequests')
        .set({ status: 'completed', response })
        .where('key', '=', 'k2')
        .execute();
    expect(violatedConstraint(await rejection(() => complete(null)))).toBe(
      'idempotency_requests_response_when_completed',
    );
    await complete(JSON.stringify({ success: true, list: [1, 'two'] }));
    const stored = await t.db
      .selectFrom('idempotencyRequests')
      .select(['status', 'response'])
      .where('key', '=', 'k2')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'completed', response: { success: true, list: [1, 'two'] } });
  });

  it('drops a user’s keys with the user, and keeps preferences a JSON object', async () => {
    const user = await insertUser(t.db);
    await t.db.insertInto('idempotencyRequests').values(row(user.id, 'k3')).execute();
    await t.db
      .updateTable('users')
      .set({ generationPreferences: JSON.stringify({ webModuleStyle: 'jsw' }) })
      .where('id', '=', user.id)
      .execute();
    expect(
      violatedConstraint(
        await rejection(() =>
          t.db
            .updateTable('users')
            .set({ generationPreferences: '[1]' })
            .where('id', '=', user.id)
            .execute(),
        ),
      ),
    ).toBe('users_generation_preferences_object');
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await t.db
      .selectFrom('idempotencyRequests')
      .select('key')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
