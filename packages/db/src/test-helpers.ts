import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database, NewUserRow, UserRow } from './schema';

let counter = 0;

/** Inserts a user with a unique username/email unless overridden. */
export async function insertUser(
  db: Kysely<Database>,
  overrides: Partial<NewUserRow> = {},
): Promise<UserRow> {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  return db
    .insertInto('users')
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.test`,
      passwordHash: '$scrypt$ln=17,r=8,p=1$c2FsdA$aGFzaA',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** 32 random bytes, the size of a SHA-256 digest. */
export function digest(): Uint8Array {
  return new Uint8Array(randomBytes(32));
}

/** Runs `action` and returns the constraint-violation error it must throw. */
export async function rejection(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to be rejected, but it succeeded');
}
