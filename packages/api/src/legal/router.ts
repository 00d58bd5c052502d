import {
  LEGAL_MESSAGES,
  ZLegalGetResponse,
  ZLegalTypeInput,
  ZLegalUpdateInput,
  ZLegalUpdateResponse,
} from '@veloforge/shared';

import { adminProcedure, publicProcedure, router } from '../trpc';
import { getLegalContent, updateLegalContent } from './service';

/** Legal documents and FAQ content (read publicly, edited by admins). */
export const legalRouter = router({
  /** GET /api/legal/:type; 404 when nothing is published for the type. */
  get: publicProcedure
    .input(ZLegalTypeInput)
    .output(ZLegalGetResponse)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      content: await getLegalContent(ctx.db, input.type),
    })),

  /** PUT /api/legal/:type: publishes the document, audit-logged. */
  update: adminProcedure
    .input(ZLegalUpdateInput)
    .output(ZLegalUpdateResponse)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: LEGAL_MESSAGES.updated,
      content: await updateLegalContent(ctx.db, { ...input, actorId: ctx.user.id }),
    })),
});
