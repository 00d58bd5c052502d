import { CONSTRAINTS, sql, violatedConstraint, type Database, type Kysely } from '@veloforge/db';
import { AUTH_RESPONSES, type TRegisterInput } from '@veloforge/shared';

import type { AuthUser } from '../context';
import { AppError } from '../errors';
import { audit } from './audit';
import { hashPassword } from './password';
import { PUBLIC_USER_COLUMNS } from './users';

/** Taken usernames and emails are 409s with a message the form can show. */
export function conflictFor(error: unknown): AppError | undefined {
  const constraint = violatedConstraint(error);
  if (constraint === CONSTRAINTS.usernameUnique)
    return new AppError('CONFLICT', AUTH_RESPONSES.usernameTaken);
  if (constraint === CONSTRAINTS.emailUnique)
    return new AppError('CONFLICT', AUTH_RESPONSES.emailTaken);
  return undefined;
}

/**
 * Creates an account. The `admin` flag is honoured only for the very first account of an empty
 * database (so a fresh install can be administered); an advisory lock makes that check and the
 * insert one step even when two first registrations race.
 */
export async function registerUser(
  db: Kysely<Database>,
  input: Required<TRegisterInput>,
  meta: { ip: string },
): Promise<AuthUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      let role: 'admin' | 'user' = 'user';
      if (input.admin) {
        await sql`select pg_advisory_xact_lock(hashtext('veloforge:first-admin'))`.execute(trx);
        const anyone = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
        if (!anyone) role = 'admin';
      }
      const user = await trx
        .insertInto('users')
        .values({ username: input.username, email: input.email, passwordHash, role })
        .returning(PUBLIC_USER_COLUMNS)
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actorId: user.id,
        action: 'auth.register',
        target: user.username,
        details: { ip: meta.ip, role },
      });
      return user;
    });
  } catch (error) {
    throw conflictFor(error) ?? error;
  }
}
