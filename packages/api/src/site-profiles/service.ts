import {
  SITE_PROFILE_NAME_UNIQUE,
  violatedConstraint,
  type Database,
  type Kysely,
} from '@veloforge/db';
import {
  MAX_SITE_PROFILES,
  MESSAGES,
  SITE_PROFILE_MESSAGES,
  type TSiteProfile,
  type TSiteProfileSummary,
  type TSiteStructure,
} from '@veloforge/shared';

import { AppError } from '../errors';
import { isUuid } from '../generation/runs';
import {
  countProfilesOf,
  deleteProfileOf,
  findProfileOf,
  insertProfile,
  listProfilesOf,
  lockOwner,
  updateProfileOf,
  type SiteProfileRecord,
  type SiteProfileSummaryRecord,
} from './queries';

/**
 * Saved site profiles (issue 11, decision 014): owner-only. An unknown id, a malformed one and
 * another user's are the same 404, so nobody learns which ids exist.
 */

function toSummary(record: SiteProfileSummaryRecord): TSiteProfileSummary {
  return {
    id: record.id,
    name: record.name,
    collections: record.collections,
    elements: record.elements,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

function toProfile(record: SiteProfileRecord): TSiteProfile {
  return { ...toSummary(record), structure: record.structure };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', SITE_PROFILE_MESSAGES.notFound);
}

/**
 * Runs a write that may take a name the user already has (ignoring case): the unique index
 * decides, so two concurrent saves under one name cannot both pass a check made beforehand.
 */
async function withNameConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === SITE_PROFILE_NAME_UNIQUE) {
      throw new AppError('CONFLICT', SITE_PROFILE_MESSAGES.nameTaken);
    }
    throw error;
  }
}

export async function listSiteProfiles(
  db: Kysely<Database>,
  userId: string,
): Promise<TSiteProfileSummary[]> {
  return (await listProfilesOf(db, userId)).map(toSummary);
}

export async function getSiteProfile(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<TSiteProfile> {
  const found = isUuid(id) ? await findProfileOf(db, userId, id) : undefined;
  if (!found) throw notFound();
  return toProfile(found);
}

/**
 * Saves a structure under a new name. At most MAX_SITE_PROFILES per user (400 beyond, as for
 * API keys): counted under a lock on the user's row, so concurrent saves cannot pass the cap.
 */
export async function createSiteProfile(
  db: Kysely<Database>,
  userId: string,
  input: { name: string; structure: TSiteStructure },
): Promise<TSiteProfile> {
  const created = await withNameConflict(() =>
    db.transaction().execute(async (trx) => {
      if (!(await lockOwner(trx, userId))) {
        throw new AppError('UNAUTHORIZED', MESSAGES.notAuthenticated);
      }
      if ((await countProfilesOf(trx, userId)) >= MAX_SITE_PROFILES) {
        throw new AppError('BAD_REQUEST', SITE_PROFILE_MESSAGES.tooMany);
      }
      return insertProfile(trx, { userId, ...input });
    }),
  );
  return toProfile(created);
}

/**
 * Renames the profile and/or replaces its structure. With neither, it answers the profile as
 * it is (an empty PATCH changes nothing, not even updatedAt).
 */
export async function updateSiteProfile(
  db: Kysely<Database>,
  userId: string,
  input: { id: string; name?: string | undefined; structure?: TSiteStructure | undefined },
): Promise<TSiteProfile> {
  const { id, name, structure } = input;
  if (!isUuid(id)) throw notFound();
  if (name === undefined && structure === undefined) return getSiteProfile(db, userId, id);
  const changes = {
    ...(name === undefined ? {} : { name }),
    ...(structure === undefined ? {} : { structure }),
  };
  const updated = await withNameConflict(() => updateProfileOf(db, userId, id, changes));
  if (!updated) throw notFound();
  return toProfile(updated);
}

export async function deleteSiteProfile(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<void> {
  if (!isUuid(id) || !(await deleteProfileOf(db, userId, id))) throw notFound();
}
