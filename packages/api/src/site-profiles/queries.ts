import { sql, type Database, type Kysely } from '@veloforge/db';
import type { TSiteStructure } from '@veloforge/shared';

/** Reads and writes of site_profiles; each takes the db or a transaction, and is scoped by owner. */

export type SiteProfileSummaryRecord = {
  id: string;
  name: string;
  collections: number;
  elements: number;
  createdAt: Date;
  updatedAt: Date;
};

export type SiteProfileRecord = SiteProfileSummaryRecord & { structure: TSiteStructure };

/**
 * The list's counts, computed in the database so a list never loads up to 50 whole structures.
 * Every stored structure went through ZSiteStructure, so both arrays are always there.
 */
const collectionCount = sql<number>`jsonb_array_length(structure -> 'collections')`;
const elementCount = sql<number>`jsonb_array_length(structure -> 'elementHierarchy' -> 'elements')`;

const SUMMARY_COLUMNS = [
  'id',
  'name',
  collectionCount.as('collections'),
  elementCount.as('elements'),
  'createdAt',
  'updatedAt',
] as const;

const PROFILE_COLUMNS = [...SUMMARY_COLUMNS, 'structure'] as const;

/** Only a parsed ZSiteStructure is ever written, so that is what the column holds. */
function toRecord(row: Omit<SiteProfileRecord, 'structure'> & { structure: unknown }) {
  return { ...row, structure: row.structure as TSiteStructure };
}

/**
 * Locks the owner's row until the transaction ends, so two creates cannot both pass the cap.
 * NO KEY UPDATE, unlike FOR UPDATE, does not wait for the key-share locks that inserts
 * referencing the user take (a generation starting meanwhile is not held up).
 */
export async function lockOwner(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function countProfilesOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('siteProfiles')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Most recently updated first (the id breaks ties, so the order is stable). */
export function listProfilesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<SiteProfileSummaryRecord[]> {
  return db
    .selectFrom('siteProfiles')
    .select(SUMMARY_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findProfileOf(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<SiteProfileRecord | undefined> {
  const row = await db
    .selectFrom('siteProfiles')
    .select(PROFILE_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function insertProfile(
  db: Kysely<Database>,
  profile: { userId: string; name: string; structure: TSiteStructure },
): Promise<SiteProfileRecord> {
  const row = await db
    .insertInto('siteProfiles')
    .values({ ...profile, structure: JSON.stringify(profile.structure) })
    .returning(PROFILE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Renames and/or replaces the structure of the owner's profile; undefined when not theirs. */
export async function updateProfileOf(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: { name?: string; structure?: TSiteStructure },
): Promise<SiteProfileRecord | undefined> {
  const row = await db
    .updateTable('siteProfiles')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.structure === undefined ? {} : { structure: JSON.stringify(changes.structure) }),
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(PROFILE_COLUMNS)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Deletes the owner's profile; false when it is not theirs (or does not exist). */
export async function deleteProfileOf(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const row = await db
    .deleteFrom('siteProfiles')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
