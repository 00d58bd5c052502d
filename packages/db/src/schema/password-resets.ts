import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Single-use reset token; the row holds SHA-256(token), never the token itself. */
export interface PasswordResetTable {
  /** 32 bytes (SHA-256), enforced by a CHECK. */
  tokenHash: Uint8Array;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Generated<Date>;
}

export type PasswordResetRow = Selectable<PasswordResetTable>;
export type NewPasswordResetRow = Insertable<PasswordResetTable>;
export type PasswordResetUpdate = Updateable<PasswordResetTable>;
