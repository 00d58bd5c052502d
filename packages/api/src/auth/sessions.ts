import type { Database, Kysely } from '@veloforge/db';

import type { AuthSession, AuthUser } from '../context';
import {
  generateSessionToken,
  hashSecret,
  parseSessionToken,
  secretMatches,
} from './session-token';
import { findSession } from './session-lookup';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions live 30 days and slide: a session used with under 15 days left gets 30 again. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;

export type ValidatedSession = {
  session: AuthSession;
  user: AuthUser;
  /** True when the expiry moved, so the host re-sends the cookie with the new date. */
  renewed: boolean;
};

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now = new Date(),
): Promise<{ token: string; session: AuthSession }> {
  const { id, secret, token } = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto('sessions')
    .values({
      id,
      userId,
      secretHash: hashSecret(secret),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    })
    .execute();
  return { token, session: { id, userId, expiresAt } };
}

/** Resolves a cookie token to its session and user, or null (unknown, forged or expired). */
export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const row = await findSession(db, parsed.id);
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await invalidateSession(db, row.sessionId);
    return null;
  }

  let expiresAt = row.expiresAt;
  const renewed = expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS;
  if (renewed) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db
      .updateTable('sessions')
      .set({ expiresAt, lastUsedAt: now })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return {
    session: { id: row.sessionId, userId: row.userId, expiresAt },
    user: {
      id: row.userId,
      username: row.username,
      email: row.email,
      role: row.role,
      tokens: row.tokens,
      createdAt: row.createdAt,
    },
    renewed,
  };
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
