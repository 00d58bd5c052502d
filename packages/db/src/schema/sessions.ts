import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Lucia-style session: the cookie holds `id.secret`, the row holds SHA-256(secret). */
export interface SessionTable {
  id: string;
  userId: string;
  /** 32 bytes (SHA-256), enforced by a CHECK. */
  secretHash: Uint8Array;
  createdAt: Generated<Date>;
  lastUsedAt: Generated<Date>;
  expiresAt: Date;
}

export type SessionRow = Selectable<SessionTable>;
export type NewSessionRow = Insertable<SessionTable>;
export type SessionUpdate = Updateable<SessionTable>;
