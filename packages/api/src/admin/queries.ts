import { SETTINGS_ID, sql, type Database, type JsonObject, type Kysely } from '@veloforge/db';

/**
 * The admin dashboard's reads and writes. Each takes the db or the caller's transaction, so a
 * change and its audit row commit together.
 */

export type Page = { page: number; pageSize: number };

function offsetOf({ page, pageSize }: Page): number {
  return (page - 1) * pageSize;
}

const countAll = sql<number>`count(*)::int`.as('count');

export const SETTINGS_FIELDS = [
  'tokenPackagePrice',
  'tokenPackageAmount',
  'generateCost',
  'troubleshootCost',
  'instructionCost',
] as const;

/** The settings row, locked until the transaction ends (two saves never interleave). */
export function lockSettings(trx: Kysely<Database>) {
  return trx
    .selectFrom('settings')
    .select(SETTINGS_FIELDS)
    .where('id', '=', SETTINGS_ID)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function readSettings(db: Kysely<Database>) {
  return db
    .selectFrom('settings')
    .leftJoin('users', 'users.id', 'settings.updatedBy')
    .select(SETTINGS_FIELDS.map((field) => `settings.${field}` as const))
    .select(['settings.updatedAt', 'users.username as updatedBy'])
    .where('settings.id', '=', SETTINGS_ID)
    .executeTakeFirstOrThrow();
}

export type SettingsValues = Record<(typeof SETTINGS_FIELDS)[number], number>;

export async function writeSettings(
  trx: Kysely<Database>,
  values: SettingsValues,
  actorId: string,
): Promise<void> {
  await trx
    .updateTable('settings')
    .set({ ...values, updatedAt: sql<Date>`now()`, updatedBy: actorId })
    .where('id', '=', SETTINGS_ID)
    .execute();
}

/** One audit row; details may nest (`{ before, after }`), unlike the auth events' flat ones. */
export async function insertAuditEntry(
  trx: Kysely<Database>,
  entry: { actorId: string; action: string; target: string; details: JsonObject },
): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({ ...entry, details: JSON.stringify(entry.details) })
    .execute();
}

/** Matches username or email case-insensitively; strpos needs no LIKE escaping of % and _. */
function usersMatching(db: Kysely<Database>, search: string | undefined) {
  const query = db.selectFrom('users');
  if (!search) return query;
  return query.where(
    sql<boolean>`(strpos(lower(username), lower(${search})) > 0 or strpos(lower(email), lower(${search})) > 0)`,
  );
}

export async function findUsers(db: Kysely<Database>, search: string | undefined, page: Page) {
  const [rows, count] = await Promise.all([
    usersMatching(db, search)
      .select(['id', 'username', 'email', 'role', 'tokens', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    usersMatching(db, search).select(countAll).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The user a grant is for, locked so the audit's "before" is the balance the grant starts from. */
export function lockUser(trx: Kysely<Database>, id: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'username', 'tokens'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findPurchases(db: Kysely<Database>, page: Page) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('tokenPurchases as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select(['p.id', 'u.username', 'p.userId', 'p.amountPaid', 'p.tokens', 'p.status'])
      .select('p.createdAt')
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    db.selectFrom('tokenPurchases').select(countAll).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function findAuditEntries(db: Kysely<Database>, page: Page) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('auditLog as a')
      .leftJoin('users as u', 'u.id', 'a.actorId')
      .select(['a.id', 'u.username as actor', 'a.action', 'a.target', 'a.details', 'a.createdAt'])
      .orderBy('a.id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    db.selectFrom('auditLog').select(countAll).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
