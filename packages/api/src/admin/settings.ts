import type { Database, Kysely } from '@veloforge/db';
import {
  ADMIN_AUDIT_ACTIONS,
  type TAdminSettings,
  type TUpdateSettingsInput,
} from '@veloforge/shared';

import {
  insertAuditEntry,
  lockSettings,
  readSettings,
  SETTINGS_FIELDS,
  writeSettings,
  type SettingsValues,
} from './queries';

export async function getAdminSettings(db: Kysely<Database>): Promise<TAdminSettings> {
  const row = await readSettings(db);
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The fields whose value changes, as `{ before, after }` (empty objects when none does). */
export function settingsChange(before: SettingsValues, after: SettingsValues) {
  const change = { before: {} as Partial<SettingsValues>, after: {} as Partial<SettingsValues> };
  for (const field of SETTINGS_FIELDS) {
    if (before[field] === after[field]) continue;
    change.before[field] = before[field];
    change.after[field] = after[field];
  }
  return change;
}

/**
 * Saves the token package (and per-action costs when given). Checkout snapshots the package
 * into each purchase, so a change applies to new checkouts only. The change and its audit row
 * are one transaction; saving the same values again changes nothing and logs nothing.
 */
export async function updateSettings(
  db: Kysely<Database>,
  actorId: string,
  input: TUpdateSettingsInput,
): Promise<TAdminSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await lockSettings(trx);
    const after: SettingsValues = {
      tokenPackagePrice: input.tokenPackagePrice,
      tokenPackageAmount: input.tokenPackageAmount,
      generateCost: input.generateCost ?? before.generateCost,
      troubleshootCost: input.troubleshootCost ?? before.troubleshootCost,
      instructionCost: input.instructionCost ?? before.instructionCost,
    };
    const change = settingsChange(before, after);
    if (Object.keys(change.after).length > 0) {
      await writeSettings(trx, after, actorId);
      await insertAuditEntry(trx, {
        actorId,
        action: ADMIN_AUDIT_ACTIONS.settingsUpdate,
        target: 'settings',
        details: change,
      });
    }
    return getAdminSettings(trx);
  });
}
