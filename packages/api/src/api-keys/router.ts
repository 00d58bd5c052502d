import {
  API_KEY_MESSAGES,
  ZApiKeyIdInput,
  ZApiKeyList,
  ZCreateApiKeyInput,
  ZCreatedApiKey,
  ZRevokedApiKey,
} from '@veloforge/shared';
import { z } from 'zod';

import { router, sessionProcedure } from '../trpc';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/**
 * The signed-in user's API keys (GET/POST /api/me/api-keys, DELETE /api/me/api-keys/:id).
 * Session-only: a key can neither mint nor revoke keys, so a leaked key cannot entrench itself.
 */
export const apiKeysRouter = router({
  list: sessionProcedure
    .input(z.void())
    .output(ZApiKeyList)
    .query(async ({ ctx }) => ({ keys: await listApiKeys(ctx.db, ctx.user.id) })),

  /** Answers the secret once; only its hash is stored. */
  create: sessionProcedure
    .input(ZCreateApiKeyInput)
    .output(ZCreatedApiKey)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.user, input.name, { ip: ctx.ip })),

  revoke: sessionProcedure
    .input(ZApiKeyIdInput)
    .output(ZRevokedApiKey)
    .mutation(async ({ ctx, input }) => ({
      message: API_KEY_MESSAGES.revoked,
      key: await revokeApiKey(ctx.db, ctx.user, input.id, { ip: ctx.ip }),
    })),
});
