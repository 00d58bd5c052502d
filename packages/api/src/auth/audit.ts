import type { Database, Kysely } from '@veloforge/db';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, string | number | boolean | null>;
};

/** Appends to audit_log. Never pass passwords, tokens or links here (security-checklist M4). */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      target: entry.target ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
