import type { Database, Kysely } from '@veloforge/db';
import type { TAdminPurchaseList, TAuditLog } from '@veloforge/shared';

import { findAuditEntries, findPurchases, type Page } from './queries';

/** Rows as clients get them: dates as ISO strings. */
export function withIsoDates<Row extends { createdAt: Date }>(rows: Row[]) {
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Every purchase, newest first, with the buyer's username. */
export async function listPurchases(db: Kysely<Database>, page: Page): Promise<TAdminPurchaseList> {
  const { rows, total } = await findPurchases(db, page);
  return { purchases: withIsoDates(rows), total, ...page };
}

/** Admin and auth events, newest first; the actor is a username (null: the CLI or a deleted user). */
export async function listAuditLog(db: Kysely<Database>, page: Page): Promise<TAuditLog> {
  const { rows, total } = await findAuditEntries(db, page);
  return { entries: withIsoDates(rows), total, ...page };
}
