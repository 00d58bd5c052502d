import { sql, type Database, type Kysely } from '@veloforge/db';

import type { AuthUser } from '../context';

/** The columns that may leave the server (never the password hash). */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'username',
  'email',
  'role',
  'tokens',
  'createdAt',
] as const;

export function findUserById(db: Kysely<Database>, id: string): Promise<AuthUser | undefined> {
  return db.selectFrom('users').select(PUBLIC_USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Case-insensitive, through the unique index on lower(username). */
export function findUserForLogin(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('users')
    .select([...PUBLIC_USER_COLUMNS, 'passwordHash'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(PUBLIC_USER_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
