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

/**
 * SQLSTATEs of a database that is gone or not accepting work: admin/crash shutdown, starting up,
 * connection exceptions (class 08), too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's own errors carry no code, only these messages (pool timeout, cut connection). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|connect ECONNREFUSED/i;

/**
 * True when the error (or one of its causes) says the database cannot be reached, so the host
 * answers 503 with a clear message instead of a 500. Looks through `cause` chains (tRPC and the
 * app wrap errors) and AggregateError lists (a refused connection to several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
  ) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
