import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** API keys for REST clients; only a hash of the key is stored. */
export interface ApiKeyTable {
  id: Generated<string>;
  userId: string;
  name: string;
  /** UNIQUE; e.g. hex SHA-256 of the key. */
  keyHash: string;
  lastUsedAt: Date | null;
  createdAt: Generated<Date>;
  revokedAt: Date | null;
}

export type ApiKeyRow = Selectable<ApiKeyTable>;
export type NewApiKeyRow = Insertable<ApiKeyTable>;
export type ApiKeyUpdate = Updateable<ApiKeyTable>;
