import { API_KEY_MESSAGES, API_KEY_REQUESTS_PER_MINUTE } from '@veloforge/shared';

import { throttle } from '../auth/throttle';
import type { ApiDeps, ContextAuth } from '../context';
import { AppError } from '../errors';
import type { RateLimitRule } from '../ports';
import { readBearer } from './bearer';
import { authenticateApiKey } from './service';

/** One budget per key across every route and transport, shared by instances through Redis. */
export const API_KEY_RATE_LIMIT = {
  name: 'api-key',
  limit: API_KEY_REQUESTS_PER_MINUTE,
  windowSeconds: 60,
} satisfies RateLimitRule;

/**
 * The request's API-key authentication, from its Authorization header: null when it carries no
 * Bearer key (the host then reads the session cookie). A malformed header, or a key that is
 * unknown or revoked, is a 401 and never falls back to the cookie; a key over its minute
 * budget is a 429 with Retry-After.
 */
export async function apiKeyAuthFrom(
  deps: Pick<ApiDeps, 'db' | 'rateLimiter'>,
  header: string | undefined,
): Promise<Extract<ContextAuth, { apiKey: unknown }> | null> {
  const credentials = readBearer(header);
  if (credentials.kind === 'none') return null;
  if (credentials.kind === 'malformed') {
    throw new AppError('UNAUTHORIZED', API_KEY_MESSAGES.malformedHeader);
  }
  const auth = await authenticateApiKey(deps.db, credentials.key);
  if (!auth) throw new AppError('UNAUTHORIZED', API_KEY_MESSAGES.invalidKey);
  await throttle(
    deps.rateLimiter,
    [[API_KEY_RATE_LIMIT, auth.apiKey.id]],
    API_KEY_MESSAGES.tooManyRequests,
  );
  return auth;
}
