import type { Migration } from 'kysely';

import * as m000001 from './2026_11_25_000001_create_users';
import * as m000002 from './2026_11_25_000002_create_sessions';
import * as m000003 from './2026_11_25_000003_create_password_resets';
import * as m000004 from './2026_11_25_000004_create_token_ledger';
import * as m000005 from './2026_11_25_000005_create_token_purchases';
import * as m000006 from './2026_11_25_000006_create_generations';
import * as m000007 from './2026_11_25_000007_create_generation_versions';
import * as m000008 from './2026_11_25_000008_create_settings';
import * as m000009 from './2026_11_25_000009_create_legal_documents';
import * as m000010 from './2026_11_25_000010_create_audit_log';
import * as m000011 from './2026_11_25_000011_create_api_keys';
import * as m000012 from './2026_11_25_000012_create_test_checkout_sessions';
import * as m000013 from './2026_11_25_000013_create_idempotency_requests';
import * as m000014 from './2026_11_26_000014_create_running_instructions';
import * as m000015 from './2026_11_26_000015_create_site_profiles';

/**
 * Every migration by name, imported statically so a bundled or tsx-run server finds them
 * (FileMigrationProvider reads the folder at run time). Add new files here; names sort by date.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_25_000001_create_users': m000001,
  '2026_11_25_000002_create_sessions': m000002,
  '2026_11_25_000003_create_password_resets': m000003,
  '2026_11_25_000004_create_token_ledger': m000004,
  '2026_11_25_000005_create_token_purchases': m000005,
  '2026_11_25_000006_create_generations': m000006,
  '2026_11_25_000007_create_generation_versions': m000007,
  '2026_11_25_000008_create_settings': m000008,
  '2026_11_25_000009_create_legal_documents': m000009,
  '2026_11_25_000010_create_audit_log': m000010,
  '2026_11_25_000011_create_api_keys': m000011,
  '2026_11_25_000012_create_test_checkout_sessions': m000012,
  '2026_11_25_000013_create_idempotency_requests': m000013,
  '2026_11_26_000014_create_running_instructions': m000014,
  '2026_11_26_000015_create_site_profiles': m000015,
};
