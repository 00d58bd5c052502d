import type { Database, Kysely } from '@veloforge/db';
import {
  ZGenerationPreferences,
  type TGenerationPreferences,
  type TGenerationRequest,
} from '@veloforge/shared';

import type { TGenerateInput } from './inputs';

/** The user's saved generation preferences, or the defaults when none are saved (or readable). */
export async function savedPreferences(
  db: Kysely<Database>,
  userId: string,
): Promise<TGenerationPreferences> {
  const row = await db
    .selectFrom('users')
    .select('generationPreferences')
    .where('id', '=', userId)
    .executeTakeFirst();
  // A stored value from an older shape still yields valid preferences: the defaults fill gaps.
  const parsed = ZGenerationPreferences.safeParse(row?.generationPreferences ?? {});
  return parsed.success ? parsed.data : ZGenerationPreferences.parse({});
}

export async function savePreferences(
  db: Kysely<Database>,
  userId: string,
  preferences: TGenerationPreferences,
): Promise<TGenerationPreferences> {
  await db
    .updateTable('users')
    .set({ generationPreferences: JSON.stringify(preferences) })
    .where('id', '=', userId)
    .execute();
  return preferences;
}

/** A request without preferences uses the saved ones; preferences sent with it win. */
export async function withPreferences(
  db: Kysely<Database>,
  userId: string,
  input: TGenerateInput,
): Promise<TGenerationRequest> {
  return {
    ...input,
    preferences: input.preferences ?? (await savedPreferences(db, userId)),
  };
}
