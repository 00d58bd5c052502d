import { randomBytes } from 'node:crypto';

import type { Database, Kysely } from '@veloforge/db';
import { AUTH_RESPONSES, PRODUCT_NAME } from '@veloforge/shared';

import type { Logger } from '../context';
import { AppError } from '../errors';
import type { Mailer } from '../ports';
import { audit } from './audit';
import { hashPassword } from './password';
import { hashSecret } from './session-token';
import { revokeAllKeysOf } from '../api-keys/queries';
import { invalidateUserSessions } from './sessions';
import { findUserByEmail } from './users';

/** Reset links work once, for 30 minutes (security-checklist R2). */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

type ResetDeps = { db: Kysely<Database>; mailer: Mailer; appUrl: string; log: Logger };

export function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${token}`;
}

/**
 * Issues a reset token for the account with this email, if any, voiding older ones, and mails
 * the link. The caller answers the same message either way; the mail goes out in the
 * background so the response time does not reveal whether the account exists (R1).
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  email: string,
  meta: { ip: string },
  now = new Date(),
): Promise<{ mailSent: Promise<void> }> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { mailSent: Promise.resolve() };

  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('passwordResets')
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('passwordResets')
      .values({
        tokenHash: hashSecret(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      })
      .execute();
    await audit(trx, {
      actorId: user.id,
      action: 'auth.password_reset_requested',
      target: user.username,
      details: { ip: meta.ip },
    });
  });

  const link = resetLink(deps.appUrl, token);
  const mailSent = deps.mailer
    .send({
      to: user.email,
      subject: `Reset your ${PRODUCT_NAME} password`,
      text: [
        `Hi ${user.username},`,
        '',
        `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new one, open this link within 30 minutes:`,
        '',
        link,
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'password reset email failed'));
  return { mailSent };
}

/**
 * Sets a new password from a valid token: the token is spent (once, even under races), every
 * session of the user ends, and the user is told by email. It does not log in (R6).
 */
export async function resetPassword(
  deps: ResetDeps,
  input: { token: string; password: string },
  meta: { ip: string },
  now = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('tokenHash', '=', hashSecret(input.token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    if (!spent) throw new AppError('BAD_REQUEST', AUTH_RESPONSES.invalidResetToken);
    const updated = await trx
      .updateTable('users')
      .set({ passwordHash })
      .where('id', '=', spent.userId)
      .returning(['id', 'username', 'email'])
      .executeTakeFirstOrThrow();
    await invalidateUserSessions(trx, updated.id);
    // Whoever knew the old password may have made keys: they end with it, like the sessions.
    const keysRevoked = await revokeAllKeysOf(trx, updated.id, now);
    await audit(trx, {
      actorId: updated.id,
      action: 'auth.password_reset',
      target: updated.username,
      details: { ip: meta.ip, keysRevoked },
    });
    return updated;
  });

  deps.mailer
    .send({
      to: user.email,
      subject: `Your ${PRODUCT_NAME} password was changed`,
      text: `Hi ${user.username},\n\nThe password of your ${PRODUCT_NAME} account was just changed and every signed-in session was ended and its API keys were revoked. If it was not you, reset your password now and contact support.`,
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'password changed email failed'));
}
