/**
 * The constraint a statement violated (unique, check, foreign key), or undefined.
 * Both drivers put the SQLSTATE in `code` (class 23 = integrity violation) and the name in
 * `constraint`, so callers can map e.g. 'users_username_lower_key' to "Username taken".
 */
export function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !code.startsWith('23')) return undefined;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** Constraint names the app is expected to react to. */
export const CONSTRAINTS = {
  usernameUnique: 'users_username_lower_key',
  emailUnique: 'users_email_lower_key',
  tokensNonNegative: 'users_tokens_nonnegative',
  ledgerIdempotencyKeyUnique: 'token_ledger_idempotency_key_key',
  purchaseProviderSessionUnique: 'token_purchases_provider_session_id_key',
  apiKeyHashUnique: 'api_keys_key_hash_key',
  settingsSingleRow: 'settings_single_row',
} as const;
