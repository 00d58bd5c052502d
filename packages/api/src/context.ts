import type { Database, Kysely } from '@veloforge/db';
import type { Role } from '@veloforge/shared';

/** The signed-in user as procedures see it (resolved from the session cookie or an API key). */
export type AuthUser = {
  id: string;
  username: string;
  email: string;
  role: Role;
  tokens: number;
  createdAt: Date;
};

export type AuthSession = {
  id: string;
  userId: string;
  expiresAt: Date;
};

/** Pino-compatible logger surface, so this package needs no logging dependency. */
export type Logger = {
  debug(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
};

/** Configuration the API needs, validated by the host (apps/server/src/env.ts) and passed down. */
export type ApiConfig = {
  appUrl: string;
};

export type Context = {
  db: Kysely<Database>;
  config: ApiConfig;
  user: AuthUser | null;
  session: AuthSession | null;
  requestId: string;
  ip: string;
  log: Logger;
};

export type CreateContextOptions = Omit<Context, 'user' | 'session'> & {
  auth?: { user: AuthUser; session: AuthSession } | null;
};

/**
 * Builds a request context from plain values (no Fastify types), so tests and both transports
 * share it. The host resolves `auth` from the request: the seam the Accounts issue fills.
 */
export function createContext(options: CreateContextOptions): Context {
  const { auth, ...rest } = options;
  return { ...rest, user: auth?.user ?? null, session: auth?.session ?? null };
}
