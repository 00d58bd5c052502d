import type { Database, Kysely } from '@veloforge/db';

import { createContext, type AuthUser, type Context, type Logger } from './context';

const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'velodev',
    email: 'velodev@example.com',
    role: 'user',
    tokens: 0,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    ...overrides,
  };
}

/** A procedure context for tests: signed out unless a user is given. */
export function makeTestContext(db: Kysely<Database>, user?: AuthUser): Context {
  return createContext({
    db,
    config: { appUrl: 'http://localhost:3000' },
    requestId: 'test-request',
    ip: '127.0.0.1',
    log: silentLogger,
    auth: user
      ? {
          user,
          session: { id: 'session-1', userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
        }
      : null,
  });
}
