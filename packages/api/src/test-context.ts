import type { Database, Kysely } from '@veloforge/db';
import { createVeloEngine } from '@veloforge/velo';

import { createContext, type AuthUser, type Context, type Logger } from './context';
import { DEFAULT_GENERATION_LIMITS } from './generation/limits';
import type { MailMessage } from './ports';
import { createMemoryRateLimiter } from './rate-limit/memory-rate-limiter';
import { createTestCheckout } from './tokens/checkout/test-checkout';

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

/** A procedure context for tests: signed out unless a user is given; mail lands in `outbox`. */
export function makeTestContext(
  db: Kysely<Database>,
  user?: AuthUser,
  outbox: MailMessage[] = [],
): Context {
  return createContext({
    db,
    config: { appUrl: 'http://localhost:3000' },
    rateLimiter: createMemoryRateLimiter(),
    checkout: createTestCheckout(db, 'http://localhost:3000'),
    mailer: { send: async (message) => void outbox.push(message) },
    velo: createVeloEngine(),
    modelTimeoutMs: 120_000,
    generationLimits: DEFAULT_GENERATION_LIMITS,
    idempotencyKey: null,
    sessionCookie: { set() {}, clear() {} },
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
