import { ZGeneratorSession, ZSessionId, ZSessionList } from '@veloforge/shared';
import { protectedProcedure, router } from '../trpc';
import { ZSessionListInput } from './cursor';
import { getSession, listSessions } from './service';

/** Past generations and their versions; only the owner's, anything else is 404. */
export const sessionsRouter = router({
  /** GET /api/my-sessions: newest first, 100 a page, summaries without code; `nextCursor` pages on. */
  list: protectedProcedure
    .input(ZSessionListInput)
    .output(ZSessionList)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      ...(await listSessions(ctx.db, ctx.user.id, input?.cursor ?? null)),
    })),

  /** GET /api/generator-sessions/:id */
  get: protectedProcedure
    .input(ZSessionId)
    .output(ZGeneratorSession)
    .query(({ ctx, input }) => getSession(ctx.db, ctx.user.id, input.id)),
});
