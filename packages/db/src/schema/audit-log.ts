import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { JsonbObjectWithDefault } from './json';

/** Admin and auth events; append-only. */
export interface AuditLogTable {
  /** bigint identity, read as a number (see createDb). */
  id: GeneratedAlways<number>;
  actorId: string | null;
  /** e.g. 'auth.login', 'admin.tokens.grant'. */
  action: string;
  target: string | null;
  details: JsonbObjectWithDefault;
  createdAt: Generated<Date>;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
export type AuditLogUpdate = Updateable<AuditLogTable>;
