import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { CONSTRAINTS, violatedConstraint } from '../errors';
import { digest, insertUser, rejection } from '../test-helpers';
import { createTestDb, testDatabaseKinds, truncateAll, type TestDb } from '../testing';

describe.each(testDatabaseKinds())('constraints on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await truncateAll(t.db);
  });

  async function expectViolation(action: () => Promise<unknown>, constraint: string) {
    expect(violatedConstraint(await rejection(action))).toBe(constraint);
  }

  async function insertGeneration(userId: string) {
    return t.db
      .insertInto('generations')
      .values({ userId, prompt: 'p', request: {}, cost: 1, engine: 'template' })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  describe('users', () => {
    it('rejects a username that differs only in case', async () => {
      await insertUser(t.db, { username: 'Alice' });
      await expectViolation(
        () => insertUser(t.db, { username: 'aLICE' }),
        CONSTRAINTS.usernameUnique,
      );
    });

    it('rejects an email that differs only in case', async () => {
      await insertUser(t.db, { email: 'alice@example.test' });
      await expectViolation(
        () => insertUser(t.db, { email: 'ALICE@Example.TEST' }),
        CONSTRAINTS.emailUnique,
      );
    });

    it('rejects a negative balance on insert and on a spend that overdraws', async () => {
      await expectViolation(() => insertUser(t.db, { tokens: -1 }), CONSTRAINTS.tokensNonNegative);
      const user = await insertUser(t.db, { tokens: 3 });
      await expectViolation(
        () =>
          t.db
            .updateTable('users')
            .set((eb) => ({ tokens: eb('tokens', '-', 5) }))
            .where('id', '=', user.id)
            .execute(),
        CONSTRAINTS.tokensNonNegative,
      );
      const row = await t.db
        .selectFrom('users')
        .select('tokens')
        .where('id', '=', user.id)
        .executeTakeFirst();
      expect(row?.tokens).toBe(3);
    });

    it('rejects usernames outside 3..32 characters', async () => {
      await expectViolation(() => insertUser(t.db, { username: 'ab' }), 'users_username_length');
      await expectViolation(
        () => insertUser(t.db, { username: 'a'.repeat(33) }),
        'users_username_length',
      );
      await expect(insertUser(t.db, { username: 'abc' })).resolves.toMatchObject({
        username: 'abc',
      });
    });
  });

  it('rejects a duplicate ledger idempotency key (a retried spend or refund applies once)', async () => {
    const user = await insertUser(t.db);
    const entry = {
      userId: user.id,
      delta: 5,
      reason: 'refund',
      idempotencyKey: 'refund:g-1',
    } as const;
    await t.db.insertInto('tokenLedger').values(entry).execute();
    await expectViolation(
      () => t.db.insertInto('tokenLedger').values(entry).execute(),
      CONSTRAINTS.ledgerIdempotencyKeyUnique,
    );
  });

  it.each([
    ['generation', 1],
    ['troubleshoot', 0],
    ['purchase', -150],
    ['refund', 0],
    ['admin_grant', -10],
    ['adjustment', 0],
  ] as const)('rejects a %s ledger entry with delta %i', async (reason, delta) => {
    const user = await insertUser(t.db);
    await expectViolation(
      () =>
        t.db
          .insertInto('tokenLedger')
          .values({ userId: user.id, delta, reason, idempotencyKey: `k-${reason}` })
          .execute(),
      'token_ledger_sign_by_reason',
    );
  });

  it('rejects a duplicate provider session id but allows several purchases without one', async () => {
    const user = await insertUser(t.db);
    const purchase = { userId: user.id, provider: 'stripe', amountPaid: 500, tokens: 150 } as const;
    await t.db.insertInto('tokenPurchases').values([purchase, purchase]).execute();
    await t.db
      .insertInto('tokenPurchases')
      .values({ ...purchase, providerSessionId: 'cs_1' })
      .execute();
    await expectViolation(
      () =>
        t.db
          .insertInto('tokenPurchases')
          .values({ ...purchase, providerSessionId: 'cs_1' })
          .execute(),
      CONSTRAINTS.purchaseProviderSessionUnique,
    );
  });

  it('rejects a completed purchase without completed_at, and non-positive token counts', async () => {
    const user = await insertUser(t.db);
    const purchase = { userId: user.id, provider: 'test', amountPaid: 500, tokens: 150 } as const;
    await expectViolation(
      () =>
        t.db
          .insertInto('tokenPurchases')
          .values({ ...purchase, status: 'completed' })
          .execute(),
      'token_purchases_completed_at_set',
    );
    await expectViolation(
      () =>
        t.db
          .insertInto('tokenPurchases')
          .values({ ...purchase, tokens: 0 })
          .execute(),
      'token_purchases_tokens_positive',
    );
    await expectViolation(
      () =>
        t.db
          .insertInto('tokenPurchases')
          .values({ ...purchase, amountPaid: -1 })
          .execute(),
      'token_purchases_amount_paid_nonnegative',
    );
  });

  describe('settings', () => {
    it('has the default row: 500 cents for 150 tokens, every action costs 1', async () => {
      const rows = await t.db.selectFrom('settings').selectAll().execute();
      expect(rows).toEqual([
        {
          id: 1,
          tokenPackagePrice: 500,
          tokenPackageAmount: 150,
          generateCost: 1,
          troubleshootCost: 1,
          instructionCost: 1,
          updatedAt: expect.any(Date),
          updatedBy: null,
        },
      ]);
    });

    it('rejects a second row', async () => {
      await expectViolation(
        () => t.db.insertInto('settings').values({ id: 2 }).execute(),
        CONSTRAINTS.settingsSingleRow,
      );
      await expectViolation(
        () => t.db.insertInto('settings').values({ id: 1 }).execute(),
        'settings_pkey',
      );
      const { rows } = await sql<{ n: number }>`select count(*) as n from settings`.execute(t.db);
      expect(rows[0]?.n).toBe(1);
    });

    it('rejects a zero package size and zero action costs', async () => {
      const update = (values: { tokenPackageAmount?: number; generateCost?: number }) =>
        t.db.updateTable('settings').set(values).where('id', '=', 1).execute();
      await expectViolation(
        () => update({ tokenPackageAmount: 0 }),
        'settings_token_package_amount_positive',
      );
      await expectViolation(() => update({ generateCost: 0 }), 'settings_costs_positive');
    });
  });

  it.each([
    ['users', 'role', 'users_role_valid'],
    ['token_ledger', 'reason', 'token_ledger_reason_valid'],
    ['token_purchases', 'provider', 'token_purchases_provider_valid'],
    ['token_purchases', 'status', 'token_purchases_status_valid'],
    ['generations', 'status', 'generations_status_valid'],
    ['generation_versions', 'kind', 'generation_versions_kind_valid'],
    ['legal_documents', 'type', 'legal_documents_type_valid'],
  ])('rejects a bad %s.%s value', async (table, column, constraint) => {
    const user = await insertUser(t.db);
    const generation = await insertGeneration(user.id);
    // A valid row for each table; the column under test is then overwritten with 'bogus'.
    const valid: Record<string, Record<string, unknown>> = {
      users: { username: 'enumtest', email: 'enum@example.test', password_hash: 'h', role: 'user' },
      token_ledger: { user_id: user.id, delta: 1, reason: 'purchase', idempotency_key: 'enum' },
      token_purchases: {
        user_id: user.id,
        provider: 'test',
        amount_paid: 1,
        tokens: 1,
        status: 'pending',
      },
      generations: {
        user_id: user.id,
        prompt: 'p',
        request: '{}',
        cost: 1,
        engine: 'e',
        status: 'running',
      },
      generation_versions: { generation_id: generation.id, n: 1, kind: 'generate' },
      legal_documents: { type: 'faq', content: '[]' },
    };
    const row = { ...valid[table], [column]: 'bogus' };
    const columns = sql.join(Object.keys(row).map((c) => sql.id(c)));
    const values = sql.join(Object.values(row).map((v) => sql`${v}`));
    await expectViolation(
      () => sql`insert into ${sql.table(table)} (${columns}) values (${values})`.execute(t.db),
      constraint,
    );
    const fixed = { ...row, [column]: valid[table]?.[column] };
    const fixedValues = sql.join(Object.values(fixed).map((v) => sql`${v}`));
    await sql`insert into ${sql.table(table)} (${columns}) values (${fixedValues})`.execute(t.db);
  });

  describe('jsonb shape checks', () => {
    it('rejects a generation request that is not an object', async () => {
      const user = await insertUser(t.db);
      await expectViolation(
        () =>
          t.db
            .insertInto('generations')
            .values({ userId: user.id, prompt: 'p', request: '[1]', cost: 1, engine: 'e' })
            .execute(),
        'generations_request_object',
      );
    });

    it('rejects diagnostics that are not an array', async () => {
      const user = await insertUser(t.db);
      const { id } = await insertGeneration(user.id);
      await expectViolation(
        () =>
          t.db
            .insertInto('generationVersions')
            .values({ generationId: id, n: 1, kind: 'generate', diagnostics: '{}' })
            .execute(),
        'generation_versions_diagnostics_array',
      );
    });

    it.runIf(kind === 'postgres')(
      'a bare JS array through node-postgres is rejected, not stored as {}',
      async () => {
        const user = await insertUser(t.db);
        const { id } = await insertGeneration(user.id);
        await expectViolation(
          () =>
            t.db
              .insertInto('generationVersions')
              // Outside the column type on purpose: pg sends [] as the array literal '{}'.
              .values({
                generationId: id,
                n: 1,
                kind: 'generate',
                diagnostics: [] as unknown as string,
              })
              .execute(),
          'generation_versions_diagnostics_array',
        );
      },
    );
  });

  describe('foreign keys', () => {
    it('deleting a user removes their sessions, resets, keys, generations and versions', async () => {
      const user = await insertUser(t.db);
      const expiresAt = new Date(Date.now() + 60_000);
      await t.db
        .insertInto('sessions')
        .values({ id: 's1', userId: user.id, secretHash: digest(), expiresAt })
        .execute();
      await t.db
        .insertInto('passwordResets')
        .values({ tokenHash: digest(), userId: user.id, expiresAt })
        .execute();
      await t.db
        .insertInto('apiKeys')
        .values({ userId: user.id, name: 'k', keyHash: 'h1' })
        .execute();
      const { id } = await insertGeneration(user.id);
      await t.db
        .insertInto('generationVersions')
        .values({ generationId: id, n: 1, kind: 'generate' })
        .execute();

      await t.db.deleteFrom('users').where('id', '=', user.id).execute();
      const { rows } = await sql<Record<string, number>>`
        select (select count(*) from sessions)::int as sessions,
               (select count(*) from password_resets)::int as resets,
               (select count(*) from api_keys)::int as keys,
               (select count(*) from generations)::int as generations,
               (select count(*) from generation_versions)::int as versions
      `.execute(t.db);
      expect(rows[0]).toEqual({ sessions: 0, resets: 0, keys: 0, generations: 0, versions: 0 });
    });

    it('keeps money history: a user with ledger entries cannot be deleted', async () => {
      const user = await insertUser(t.db);
      await t.db
        .insertInto('tokenLedger')
        .values({ userId: user.id, delta: 10, reason: 'admin_grant', idempotencyKey: 'grant:1' })
        .execute();
      await expectViolation(
        () => t.db.deleteFrom('users').where('id', '=', user.id).execute(),
        'token_ledger_user_id_fkey',
      );
    });

    it('deleting an admin clears actor/updated_by references instead of failing', async () => {
      const admin = await insertUser(t.db, { role: 'admin' });
      await t.db
        .insertInto('auditLog')
        .values({ actorId: admin.id, action: 'admin.settings.update' })
        .execute();
      await t.db.updateTable('settings').set({ updatedBy: admin.id }).execute();
      await t.db.deleteFrom('users').where('id', '=', admin.id).execute();
      const audit = await t.db.selectFrom('auditLog').select('actorId').executeTakeFirstOrThrow();
      const settings = await t.db
        .selectFrom('settings')
        .select('updatedBy')
        .executeTakeFirstOrThrow();
      expect({ audit: audit.actorId, settings: settings.updatedBy }).toEqual({
        audit: null,
        settings: null,
      });
    });
  });

  it('rejects session and reset hashes that are not 32 bytes', async () => {
    const user = await insertUser(t.db);
    const expiresAt = new Date();
    await expectViolation(
      () =>
        t.db
          .insertInto('sessions')
          .values({ id: 's', userId: user.id, secretHash: new Uint8Array(16), expiresAt })
          .execute(),
      'sessions_secret_hash_sha256',
    );
    await expectViolation(
      () =>
        t.db
          .insertInto('passwordResets')
          .values({ tokenHash: new Uint8Array(0), userId: user.id, expiresAt })
          .execute(),
      'password_resets_token_hash_sha256',
    );
  });
});
