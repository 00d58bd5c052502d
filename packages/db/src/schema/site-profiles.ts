import type { Generated, Selectable } from 'kysely';

import type { JsonbObject } from './json';

/** A user's saved site structure under a name (migration 15). */
export interface SiteProfileTable {
  id: Generated<string>;
  userId: string;
  /** 1–100 characters; unique per user ignoring case (SITE_PROFILE_NAME_UNIQUE). */
  name: string;
  /** The structure as the shared ZSiteStructure schema parsed it (a JSON object). */
  structure: JsonbObject;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export type SiteProfileRow = Selectable<SiteProfileTable>;

/** The unique index on (user_id, lower(name)): a violation means the name is taken. */
export const SITE_PROFILE_NAME_UNIQUE = 'site_profiles_user_id_name_lower_key';
