import { z } from 'zod';

/**
 * API keys for REST clients (issue 9): created and revoked on /settings, sent as
 * `Authorization: Bearer <key>`. The secret is shown once; the server keeps only its hash.
 */

/** Every key starts with this, so secret scanners and people recognise it. */
export const API_KEY_PREFIX = 'vf_live_';
export const API_KEY_NAME_MAX = 64;
export const MAX_ACTIVE_API_KEYS = 10;
/** Requests per minute one key may make, across every route. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX} characters`,
  tooManyKeys: `You can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one before creating another.`,
  notFound: 'API key not found',
  invalidKey: 'Invalid API key',
  malformedHeader: 'Malformed Authorization header. Send: Authorization: Bearer <api key>',
  sessionRequired: 'API keys cannot be used for this action. Sign in to the web app instead.',
  tooManyRequests: `Too many requests with this API key (the limit is ${API_KEY_REQUESTS_PER_MINUTE} per minute). Please try again later.`,
  revoked: 'API key revoked',
} as const;

export const ZApiKeyName = z
  .string({ error: API_KEY_MESSAGES.nameRequired })
  .trim()
  .min(1, API_KEY_MESSAGES.nameRequired)
  .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong);

/** POST /api/me/api-keys */
export const ZCreateApiKeyInput = z.object({ name: ZApiKeyName });
export type TCreateApiKeyInput = z.infer<typeof ZCreateApiKeyInput>;

/** DELETE /api/me/api-keys/:id (any string: an unknown or foreign id is a 404). */
export const ZApiKeyIdInput = z.object({ id: z.string() });

/** A key as its owner sees it: never the secret, only a prefix to recognise it by. */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. 'vf_live_3f2a9c1b'. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** GET /api/me/api-keys: active keys first, newest first. */
export const ZApiKeyList = z.object({ keys: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** The answer to a create: the only time the secret ever leaves the server. */
export const ZCreatedApiKey = z.object({ key: ZApiKey, secret: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZRevokedApiKey = z.object({ message: z.string(), key: ZApiKey });
export type TRevokedApiKey = z.infer<typeof ZRevokedApiKey>;
