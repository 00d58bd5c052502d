import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { digest, insertUser } from '../test-helpers';
import { createTestDb, testDatabaseKinds, type TestDb } from '../testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabaseKinds())(
  'round trip of the account, generation, legal, audit and API key tables on %s',
  (kind) => {
    let t: TestDb;
    beforeAll(async () => {
      t = await createTestDb(kind);
    });
    afterAll(async () => {
      await t?.destroy();
    });

    it('users: defaults and types', async () => {
      const created = await insertUser(t.db, { username: 'Alice', email: 'Alice@Example.test' });
      const row = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: expect.stringMatching(UUID),
        username: 'Alice',
        email: 'Alice@Example.test',
        passwordHash: created.passwordHash,
        role: 'user',
        tokens: 0,
        createdAt: expect.any(Date),
        generationPreferences: null,
      });
      expect(Math.abs(row.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('sessions: bytea comes back as the same bytes, timestamps as Dates', async () => {
      const user = await insertUser(t.db);
      const secretHash = digest();
      const expiresAt = new Date('2030-01-02T03:04:05.678Z');
      await t.db
        .insertInto('sessions')
        .values({ id: 'sess-1', userId: user.id, secretHash, expiresAt })
        .execute();
      const row = await t.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', 'sess-1')
        .executeTakeFirstOrThrow();
      expect(row.secretHash).toBeInstanceOf(Uint8Array);
      expect(Array.from(row.secretHash)).toEqual(Array.from(secretHash));
      expect(row.expiresAt).toEqual(expiresAt);
      expect(row).toMatchObject({
        userId: user.id,
        createdAt: expect.any(Date),
        lastUsedAt: expect.any(Date),
      });
    });

    it('password_resets: lookup by hash, used_at starts null', async () => {
      const user = await insertUser(t.db);
      const tokenHash = digest();
      const expiresAt = new Date(Date.now() + 30 * 60_000);
      await t.db
        .insertInto('passwordResets')
        .values({ tokenHash, userId: user.id, expiresAt })
        .execute();
      const usedAt = new Date();
      await t.db
        .updateTable('passwordResets')
        .set({ usedAt })
        .where('tokenHash', '=', tokenHash)
        .execute();
      const row = await t.db
        .selectFrom('passwordResets')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        userId: user.id,
        expiresAt,
        usedAt,
        createdAt: expect.any(Date),
      });
    });

    it('generations: jsonb request from an object or from JSON text, nested keys untouched', async () => {
      const user = await insertUser(t.db);
      const request = {
        prompt: 'List items',
        collections: [{ name: 'Items', fields: [{ id: 'first_name', type: 'text' }] }],
        element_ids: ['repeater1'],
        nested: { snake_case_key: { deeper_key: [1, null, true] } },
      };
      const fromObject = await t.db
        .insertInto('generations')
        .values({ userId: user.id, prompt: 'List items', request, cost: 1, engine: 'template' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fromText = await t.db
        .insertInto('generations')
        .values({
          userId: user.id,
          prompt: 'List items',
          request: JSON.stringify(request),
          cost: 1,
          engine: 'template',
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const rows = await t.db
        .selectFrom('generations')
        .selectAll()
        .where('id', 'in', [fromObject.id, fromText.id])
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toEqual({
          id: expect.stringMatching(UUID),
          userId: user.id,
          prompt: 'List items',
          request,
          status: 'running',
          cost: 1,
          engine: 'template',
          runRef: null,
          refundedAt: null,
          createdAt: expect.any(Date),
          updatedAt: expect.any(Date),
        });
      }
    });

    it('generation_versions: code defaults to empty, diagnostics jsonb array', async () => {
      const user = await insertUser(t.db);
      const generation = await t.db
        .insertInto('generations')
        .values({ userId: user.id, prompt: 'p', request: {}, cost: 1, engine: 'template' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const diagnostics = [{ code: 'unknown_element', element_id: 'text1', line: 3 }];
      await t.db
        .insertInto('generationVersions')
        .values([
          {
            generationId: generation.id,
            n: 1,
            kind: 'generate',
            frontendCode: '$w.onReady(() => {});',
          },
          {
            generationId: generation.id,
            n: 2,
            kind: 'troubleshoot',
            errorDetails: 'TypeError: x is undefined',
            backendCode: 'export function f() {}',
            htmlCode: '<div id="text1"></div>',
            instructions: 'Add a repeater.',
            diagnostics: JSON.stringify(diagnostics),
          },
        ])
        .execute();
      const rows = await t.db
        .selectFrom('generationVersions')
        .selectAll()
        .where('generationId', '=', generation.id)
        .orderBy('n')
        .execute();
      expect(rows).toEqual([
        {
          generationId: generation.id,
          n: 1,
          kind: 'generate',
          errorDetails: null,
          frontendCode: '$w.onReady(() => {});',
          backendCode: '',
          htmlCode: '',
          instructions: '',
          diagnostics: [],
          createdAt: expect.any(Date),
        },
        {
          generationId: generation.id,
          n: 2,
          kind: 'troubleshoot',
          errorDetails: 'TypeError: x is undefined',
          frontendCode: '',
          backendCode: 'export function f() {}',
          htmlCode: '<div id="text1"></div>',
          instructions: 'Add a repeater.',
          diagnostics,
          createdAt: expect.any(Date),
        },
      ]);
    });

    it('legal_documents: effective_date reads back as the same calendar date string', async () => {
      const admin = await insertUser(t.db, { role: 'admin' });
      const faq = JSON.stringify([{ question: 'Do tokens expire?', answer: 'No.' }]);
      await t.db
        .insertInto('legalDocuments')
        .values([
          { type: 'faq', content: faq, effectiveDate: '2026-03-01', updatedBy: admin.id },
          { type: 'terms-of-service', content: '# Terms', effectiveDate: null, updatedBy: null },
        ])
        .execute();
      const rows = await t.db.selectFrom('legalDocuments').selectAll().orderBy('type').execute();
      expect(rows).toEqual([
        {
          type: 'faq',
          content: faq,
          effectiveDate: '2026-03-01',
          updatedAt: expect.any(Date),
          updatedBy: admin.id,
        },
        {
          type: 'terms-of-service',
          content: '# Terms',
          effectiveDate: null,
          updatedAt: expect.any(Date),
          updatedBy: null,
        },
      ]);
    });

    it('audit_log: identity id, details default {} and objects round-trip', async () => {
      const admin = await insertUser(t.db, { role: 'admin' });
      const details = { amount: 10, user_id: 'u-1', tags: ['grant'] };
      const rows = await t.db
        .insertInto('auditLog')
        .values([
          { actorId: admin.id, action: 'admin.tokens.grant', target: 'user:u-1', details },
          { actorId: null, action: 'auth.login_failed', target: null },
        ])
        .returningAll()
        .execute();
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          actorId: admin.id,
          action: 'admin.tokens.grant',
          target: 'user:u-1',
          details,
          createdAt: expect.any(Date),
        },
        {
          id: expect.any(Number),
          actorId: null,
          action: 'auth.login_failed',
          target: null,
          details: {},
          createdAt: expect.any(Date),
        },
      ]);
      const [first, second] = rows;
      expect(second!.id).toBeGreaterThan(first!.id);
    });

    it('api_keys: insert, find by hash, revoke', async () => {
      const user = await insertUser(t.db);
      const created = await t.db
        .insertInto('apiKeys')
        .values({ userId: user.id, name: 'CI', keyHash: 'a'.repeat(64) })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(created).toEqual({
        id: expect.stringMatching(UUID),
        userId: user.id,
        name: 'CI',
        keyHash: 'a'.repeat(64),
        lastUsedAt: null,
        createdAt: expect.any(Date),
        revokedAt: null,
      });
      const revokedAt = new Date();
      await t.db
        .updateTable('apiKeys')
        .set({ revokedAt })
        .where('keyHash', '=', 'a'.repeat(64))
        .execute();
      const row = await t.db
        .selectFrom('apiKeys')
        .select(['id', 'revokedAt'])
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ id: created.id, revokedAt });
    });
  },
);
