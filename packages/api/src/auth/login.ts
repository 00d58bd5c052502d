import type { Database, Kysely } from '@veloforge/db';
import { AUTH_RESPONSES, type TLoginInput } from '@veloforge/shared';

import type { AuthUser } from '../context';
import { AppError } from '../errors';
import type { RateLimiter } from '../ports';
import { audit } from './audit';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { refuseIfThrottled, throttle } from './throttle';
import { findUserForLogin } from './users';

type LoginDeps = { db: Kysely<Database>; rateLimiter: RateLimiter };

/**
 * Checks a username and password. Every failure is the same 401 message, and an unknown user
 * still pays for one hash so timing does not tell which part was wrong (security-checklist A5).
 */
export async function authenticate(
  { db, rateLimiter }: LoginDeps,
  input: TLoginInput,
  meta: { ip: string },
): Promise<AuthUser> {
  const username = input.username.toLowerCase();
  const perIpAndUser = `${meta.ip}|${username}`;
  // The attempt counts before the password is checked (a success forgets it below): counted
  // only after a failure, parallel guesses all passed a check made before any of them failed.
  await throttle(
    rateLimiter,
    [
      [AUTH_RATE_LIMITS.loginAttemptsPerIpAndUser, perIpAndUser],
      [AUTH_RATE_LIMITS.loginAttemptsPerIp, meta.ip],
    ],
    AUTH_RESPONSES.tooManyLogins,
  );
  await refuseIfThrottled(
    rateLimiter,
    [[AUTH_RATE_LIMITS.loginFailuresPerUser, username]],
    AUTH_RESPONSES.tooManyLogins,
  );

  const found = await findUserForLogin(db, input.username);
  const valid = await verifyPassword(
    input.password,
    found?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!found || !valid) {
    await throttle(rateLimiter, [[AUTH_RATE_LIMITS.loginFailuresPerUser, username]]).catch(
      () => undefined,
    );
    await audit(db, {
      actorId: found?.id ?? null,
      action: 'auth.login_failed',
      target: input.username,
      details: { ip: meta.ip },
    });
    throw new AppError('UNAUTHORIZED', AUTH_RESPONSES.invalidCredentials);
  }

  await Promise.all([
    rateLimiter.reset(AUTH_RATE_LIMITS.loginAttemptsPerIpAndUser, perIpAndUser),
    rateLimiter.reset(AUTH_RATE_LIMITS.loginAttemptsPerIp, meta.ip),
  ]);
  if (needsRehash(found.passwordHash)) {
    await rehash(db, found.id, found.passwordHash, input.password);
  }
  await audit(db, {
    actorId: found.id,
    action: 'auth.login',
    target: found.username,
    details: { ip: meta.ip },
  });
  const { passwordHash: _omitted, ...user } = found;
  return user;
}

/**
 * Replaces a hash made with weaker parameters by one made with the current ones, now that the
 * password is known (security-checklist A3). Only if the hash is still the one just checked: a
 * password changed meanwhile stays changed.
 */
async function rehash(db: Kysely<Database>, userId: string, oldHash: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db
    .updateTable('users')
    .set({ passwordHash })
    .where('id', '=', userId)
    .where('passwordHash', '=', oldHash)
    .execute();
}
