import { createHash } from 'node:crypto';

import { LEGAL_CONTENT_MAX_CHARS, LEGAL_MESSAGES, LEGAL_TYPES, MESSAGES } from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';

const TERMS = '1. Terms\n\nTokens never expire.';
const FAQ = JSON.stringify([{ question: 'Is it fast?', answer: 'Yes.' }]);

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

describe.each(serverTestKinds())('legal content over REST on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let adminId: string;
  let user: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ kind });
    // The first account of an empty database may ask to be an admin.
    admin = server.client();
    const registered = await admin.post('/api/register', {
      username: 'legaladmin',
      email: 'legaladmin@example.com',
      password: 'secret123',
      admin: true,
    });
    expect(registered.json()).toMatchObject({ role: 'admin' });
    adminId = await admin.userId();
    user = await server.signedIn('legalreader', { ip: '10.8.0.2' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function storedRows(type: string) {
    return server.db
      .selectFrom('legalDocuments')
      .select(['content', 'updatedBy'])
      .where('type', '=', type as 'faq')
      .execute();
  }

  async function auditRows(target: string) {
    return server.db
      .selectFrom('auditLog')
      .select(['actorId', 'details'])
      .where('action', '=', 'legal.update')
      .where('target', '=', target)
      .orderBy('id', 'asc')
      .execute();
  }

  it('answers 404 with a message for every type while nothing is published', async () => {
    for (const type of LEGAL_TYPES) {
      const res = await server.client().get(`/api/legal/${type}`);
      expect(res.statusCode, type).toBe(404);
      expect(res.json(), type).toEqual({ message: LEGAL_MESSAGES.notFound });
    }
  });

  it('publishes as an admin and serves the content and effective date to anyone', async () => {
    const saved = await admin.put('/api/legal/terms-of-service', {
      content: TERMS,
      effectiveDate: '2026-01-15',
    });
    expect(saved.statusCode).toBe(200);
    const published = { content: TERMS, effectiveDate: '2026-01-15' };
    expect(saved.json()).toEqual({
      success: true,
      message: 'Legal content updated',
      content: published,
    });
    const read = await server.client().get('/api/legal/terms-of-service');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, content: published });
    expect(await storedRows('terms-of-service')).toEqual([{ content: TERMS, updatedBy: adminId }]);

    // The spec's body is `content` alone: the date stays; null clears it.
    await admin.put('/api/legal/terms-of-service', { content: `${TERMS}\n\nMore.` });
    expect((await user.get('/api/legal/terms-of-service')).json()).toEqual({
      success: true,
      content: { content: `${TERMS}\n\nMore.`, effectiveDate: '2026-01-15' },
    });
    await admin.put('/api/legal/terms-of-service', { content: TERMS, effectiveDate: null });
    expect((await user.get('/api/legal/terms-of-service')).json()).toEqual({
      success: true,
      content: { content: TERMS, effectiveDate: null },
    });
  });

  it('serves the same document over tRPC for the web app', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/trpc/legal.get?input=${encodeURIComponent(JSON.stringify({ type: 'terms-of-service' }))}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: { data: { success: true, content: { content: TERMS } } },
    });
    const missing = await server.app.inject({
      method: 'GET',
      url: `/trpc/legal.get?input=${encodeURIComponent(JSON.stringify({ type: 'cookie-policy' }))}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to save for visitors (401) and plain users (403), storing nothing', async () => {
    const anonymous = await server.client().put('/api/legal/privacy-policy', { content: 'Mine' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.notAuthenticated });
    const plain = await user.put('/api/legal/privacy-policy', { content: 'Mine' });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({ message: MESSAGES.forbidden });
    expect((await server.client().get('/api/legal/privacy-policy')).statusCode).toBe(404);
    expect(await storedRows('privacy-policy')).toEqual([]);
    expect(await auditRows('privacy-policy')).toEqual([]);
  });

  it('answers 400 with the valid types for an unknown type', async () => {
    for (const res of [
      await server.client().get('/api/legal/imprint'),
      await admin.put('/api/legal/imprint', { content: 'Imprint' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'Unknown legal content type. Valid types: terms-of-service, privacy-policy, token-usage, faq, cookie-policy, refund-policy',
      );
    }
  });

  it('refuses FAQ content that is not a JSON array of questions and answers', async () => {
    const cases: [string, RegExp | string][] = [
      ['Is it fast? Yes.', /^FAQ content is not valid JSON: /],
      [
        '{"question":"Q","answer":"A"}',
        'FAQ content must be a JSON array of objects with a "question" and an "answer"',
      ],
      ['[{"question":"Q"}]', 'Item 1 has no answer'],
    ];
    for (const [content, message] of cases) {
      const res = await admin.put('/api/legal/faq', { content });
      expect(res.statusCode, content).toBe(400);
      expect(res.json<{ message: string }>().message, content).toMatch(message);
    }
    expect(await storedRows('faq')).toEqual([]);

    expect((await admin.put('/api/legal/faq', { content: FAQ })).statusCode).toBe(200);
    expect((await server.client().get('/api/legal/faq')).json()).toEqual({
      success: true,
      content: { content: FAQ, effectiveDate: null },
    });
  });

  it('refuses empty or oversized content and malformed dates with a message', async () => {
    const cases: [unknown, number, string][] = [
      [{ content: 'x'.repeat(LEGAL_CONTENT_MAX_CHARS + 1) }, 400, LEGAL_MESSAGES.contentTooLong],
      [{ content: 'x'.repeat(1_100_000) }, 413, MESSAGES.bodyTooLarge],
      [{ content: '   ' }, 400, LEGAL_MESSAGES.contentRequired],
      [{}, 400, LEGAL_MESSAGES.contentRequired],
      [{ content: 'Text', effectiveDate: '2026-02-30' }, 400, LEGAL_MESSAGES.invalidEffectiveDate],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.put('/api/legal/cookie-policy', body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await storedRows('cookie-policy')).toEqual([]);
  });

  it('records in the audit log who changed what, before and after', async () => {
    const rows = await auditRows('terms-of-service');
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.actorId === adminId)).toBe(true);
    expect(rows[0]?.details).toEqual({
      created: true,
      contentChanged: true,
      beforeLength: null,
      beforeSha256: null,
      beforeEffectiveDate: null,
      afterLength: TERMS.length,
      afterSha256: sha256(TERMS),
      afterEffectiveDate: '2026-01-15',
      afterContent: TERMS,
    });
    expect(rows[1]?.details).toMatchObject({
      created: false,
      beforeContent: TERMS,
      afterContent: `${TERMS}\n\nMore.`,
      beforeEffectiveDate: '2026-01-15',
      afterEffectiveDate: '2026-01-15',
    });
    expect(rows[2]?.details).toMatchObject({
      beforeEffectiveDate: '2026-01-15',
      afterEffectiveDate: null,
    });

    // Long texts are kept by length and hash only.
    const long = 'Refunds. '.repeat(3_000);
    expect((await admin.put('/api/legal/refund-policy', { content: long })).statusCode).toBe(200);
    const [entry] = await auditRows('refund-policy');
    expect(entry?.details).toMatchObject({ afterLength: long.length, afterSha256: sha256(long) });
    expect(entry?.details).not.toHaveProperty('afterContent');
  });
});
