import type { Database, Kysely } from '@veloforge/db';
import { ZRegisterInput } from '@veloforge/shared';

import { AppError } from '../errors';
import { audit } from './audit';
import { hashPassword } from './password';
import { conflictFor } from './register';
import { findUserForLogin } from './users';

export type AdminAccountResult = { action: 'promoted' | 'created'; username: string };

/**
 * For the operator's CLI: promotes an existing user to admin, or creates a new admin account
 * (then email and password are required and follow the registration rules).
 */
export async function createOrPromoteAdmin(
  db: Kysely<Database>,
  input: { username: string; email?: string; password?: string },
): Promise<AdminAccountResult> {
  const existing = await findUserForLogin(db, input.username);
  if (existing) {
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', existing.id).execute();
    await audit(db, {
      actorId: null,
      action: 'auth.admin_promoted',
      target: existing.username,
      details: { via: 'cli' },
    });
    return { action: 'promoted', username: existing.username };
  }
  const parsed = ZRegisterInput.safeParse({ ...input, admin: true });
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid admin account');
  }
  const passwordHash = await hashPassword(parsed.data.password);
  try {
    const user = await db
      .insertInto('users')
      .values({
        username: parsed.data.username,
        email: parsed.data.email,
        passwordHash,
        role: 'admin',
      })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    await audit(db, {
      actorId: null,
      action: 'auth.admin_created',
      target: user.username,
      details: { via: 'cli' },
    });
    return { action: 'created', username: user.username };
  } catch (error) {
    throw conflictFor(error) ?? error;
  }
}
