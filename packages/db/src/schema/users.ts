import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NullableJsonbObject } from './json';

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Usernames and emails are unique case-insensitively (unique indexes on lower()). */
export interface UserTable {
  id: Generated<string>;
  username: string;
  email: string;
  /** PHC string (scrypt or argon2id); never select it for anything that reaches a client. */
  passwordHash: string;
  role: Generated<UserRole>;
  /** Cached balance, CHECK >= 0; always equal to SUM(token_ledger.delta) for the user. */
  tokens: Generated<number>;
  createdAt: Generated<Date>;
  /** The generator's saved preferences (a JSON object), null until first saved. */
  generationPreferences: NullableJsonbObject;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
