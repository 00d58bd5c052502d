import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The id of the only settings row (CHECK id = 1); the migration inserts it. */
export const SETTINGS_ID = 1;

export interface SettingsTable {
  id: Generated<number>;
  /** Cents, >= 0; default 500. */
  tokenPackagePrice: Generated<number>;
  /** > 0; default 150. */
  tokenPackageAmount: Generated<number>;
  /** Tokens per action, > 0; default 1 each. */
  generateCost: Generated<number>;
  troubleshootCost: Generated<number>;
  instructionCost: Generated<number>;
  updatedAt: Generated<Date>;
  updatedBy: string | null;
}

export type SettingsRow = Selectable<SettingsTable>;
export type NewSettingsRow = Insertable<SettingsTable>;
export type SettingsUpdate = Updateable<SettingsTable>;
