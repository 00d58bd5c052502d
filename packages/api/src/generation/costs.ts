import { SETTINGS_ID, type Database, type Kysely } from '@veloforge/db';

export type ActionCosts = { generate: number; troubleshoot: number; instruction: number };

/** Tokens per action from the settings row (the migration inserts it; 1 each by default). */
export async function actionCosts(db: Kysely<Database>): Promise<ActionCosts> {
  const row = await db
    .selectFrom('settings')
    .select(['generateCost', 'troubleshootCost', 'instructionCost'])
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  return {
    generate: row?.generateCost ?? 1,
    troubleshoot: row?.troubleshootCost ?? 1,
    instruction: row?.instructionCost ?? 1,
  };
}
