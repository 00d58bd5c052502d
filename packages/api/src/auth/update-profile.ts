import type { Database, Kysely } from '@veloforge/db';
import type { TUpdateProfileInput } from '@veloforge/shared';

import type { AuthUser } from '../context';
import { audit } from './audit';
import { conflictFor } from './register';
import { PUBLIC_USER_COLUMNS } from './users';

/** Changes the username and/or email; taken values are 409s (register's conflict mapping). */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  input: TUpdateProfileInput,
  meta: { ip: string },
): Promise<AuthUser> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .updateTable('users')
        .set({
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
        })
        .where('id', '=', userId)
        .returning(PUBLIC_USER_COLUMNS)
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actorId: userId,
        action: 'auth.profile_updated',
        target: user.username,
        details: {
          ip: meta.ip,
          username: input.username !== undefined,
          email: input.email !== undefined,
        },
      });
      return user;
    });
  } catch (error) {
    throw conflictFor(error) ?? error;
  }
}
