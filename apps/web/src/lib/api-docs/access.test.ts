import { describe, expect, it } from 'vitest';

import { accessOf } from './access';
import { FIXTURE_DOCUMENT } from './fixture';
import type { OpenApiDocument, SecurityRequirement } from './types';

const doc = FIXTURE_DOCUMENT;
const BOTH: SecurityRequirement[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

describe('accessOf', () => {
  it('calls security: [] public, and so an optional requirement', () => {
    expect(accessOf(doc, '/api/settings', { security: [] })).toEqual({
      level: 'public',
      label: 'Public',
      apiKey: false,
      session: false,
    });
    expect(accessOf(doc, '/api/x', { security: [{}, { bearerAuth: [] }] }).level).toBe('public');
  });

  it('says a signed-in user or an API key when both schemes are accepted', () => {
    expect(accessOf(doc, '/api/generate-code', { security: BOTH })).toEqual({
      level: 'user',
      label: 'Signed-in user or API key',
      apiKey: true,
      session: true,
    });
    expect(accessOf(doc, '/api/x', { security: [{ bearerAuth: [] }] }).label).toBe('API key');
    expect(accessOf(doc, '/api/me/api-keys', { security: [{ cookieAuth: [] }] })).toMatchObject({
      label: 'Signed-in user (session only)',
      apiKey: false,
      session: true,
    });
  });

  it('recognises admin routes by extension, tag or path', () => {
    const session = [{ cookieAuth: [] }];
    expect(accessOf(doc, '/api/admin/users', { security: session }).label).toBe('Admin');
    expect(accessOf(doc, '/api/x', { security: session, tags: ['admin'] }).level).toBe('admin');
    expect(accessOf(doc, '/api/x', { security: session, 'x-admin': true }).level).toBe('admin');
    expect(accessOf(doc, '/api/administrators', { security: session }).level).toBe('user');
  });

  it('falls back to the document security and reads schemes by their definition', () => {
    const document: OpenApiDocument = {
      security: [{ key: [] }],
      components: { securitySchemes: { key: { type: 'http', scheme: 'Bearer' } } },
    };
    expect(accessOf(document, '/api/x', {})).toMatchObject({ apiKey: true, session: false });
    expect(accessOf({}, '/api/x', {}).level).toBe('public');
  });
});

describe('accessOf with the server x-auth extension', () => {
  it('follows x-auth over the security requirements', () => {
    const both = { security: BOTH };
    expect(accessOf(doc, '/api/x', { ...both, 'x-auth': 'admin' })).toEqual({
      level: 'admin',
      label: 'Admin',
      apiKey: true,
      session: true,
    });
    expect(accessOf(doc, '/api/x', { ...both, 'x-auth': 'session' }).label).toBe(
      'Signed-in user (session only)',
    );
    expect(
      accessOf(doc, '/api/login', { security: [{}, { cookieAuth: [] }], 'x-auth': 'keyless' }),
    ).toMatchObject({ level: 'public', apiKey: false });
    expect(accessOf(doc, '/api/x', { ...both, 'x-auth': 'unknown' }).label).toBe(
      'Signed-in user or API key',
    );
  });
});
