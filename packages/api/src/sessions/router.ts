import { ZGeneratorSession, ZSessionId, ZSessionList } from '@veloforge/shared';
import { z } from 'zod';

import { protectedProcedure, router } from '../trpc';
import { getSession, listSessions } from './service';

/** Past generations and their versions; only the owner's, anything else is 404. */
export const sessionsRouter = router({
  /** GET /api/my-sessions: newest first, at most 100, summaries without code. */
  list: protectedProcedure
    .input(z.void())
    .output(ZSessionList)
    .query(async ({ ctx }) => ({
      success: true as const,
      sessions: await listSessions(ctx.db, ctx.user.id),
    })),

  /** GET /api/generator-sessions/:id */
  get: protectedProcedure
    .input(ZSessionId)
    .output(ZGeneratorSession)
    .query(({ ctx, input }) => getSession(ctx.db, ctx.user.id, input.id)),
});
