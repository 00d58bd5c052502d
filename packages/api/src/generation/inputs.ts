import {
  GENERATION_MESSAGES,
  ZGenerationPreferences,
  ZGenerationRequest,
  ZTroubleshootRequest,
} from '@veloforge/shared';
import { z } from 'zod';

/**
 * The procedures' inputs: the shared request schemas, except that `preferences` stays undefined
 * when the caller sent none, so the service can fill in the user's saved ones (the shared schema
 * would fill in the defaults). The input types the clients see are unchanged.
 */
export const ZGenerateInput = ZGenerationRequest.extend({
  preferences: ZGenerationPreferences.optional(),
});
export type TGenerateInput = z.output<typeof ZGenerateInput>;

/**
 * The troubleshoot request plus an optional `sessionId`: the generation (of this user) that the
 * fixed code becomes a new version of. Any string is accepted; one that is not a uuid of the
 * caller's generation is the same 404 as a missing one.
 */
export const ZTroubleshootInput = z
  .object({
    ...ZTroubleshootRequest.shape,
    originalRequest: ZGenerateInput,
    sessionId: z.string().max(100).optional(),
  })
  // The shared schema's own rule, repeated because zod cannot extend a refined object.
  .refine(
    (r) => [r.originalCode, r.frontendCode, r.backendCode, r.htmlCode].some((c) => c?.trim()),
    { message: GENERATION_MESSAGES.codeRequired, path: ['originalCode'] },
  );
export type TTroubleshootInput = z.output<typeof ZTroubleshootInput>;
