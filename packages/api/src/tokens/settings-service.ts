import type { Database, Kysely } from '@veloforge/db';
import {
  DEFAULT_TOKEN_PACKAGE_AMOUNT,
  DEFAULT_TOKEN_PACKAGE_PRICE_CENTS,
  type TPublicSettings,
} from '@veloforge/shared';

/** Reads the single settings row; the migration inserts it, the defaults cover a missing row. */
export async function getPublicSettings(db: Kysely<Database>): Promise<TPublicSettings> {
  const row = await db
    .selectFrom('settings')
    .select(['tokenPackagePrice', 'tokenPackageAmount'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    tokenPackagePrice: row?.tokenPackagePrice ?? DEFAULT_TOKEN_PACKAGE_PRICE_CENTS,
    tokenPackageAmount: row?.tokenPackageAmount ?? DEFAULT_TOKEN_PACKAGE_AMOUNT,
  };
}
