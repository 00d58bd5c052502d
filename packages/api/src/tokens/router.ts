import { ZPublicSettings, ZTokenBalance } from '@veloforge/shared';
import { z } from 'zod';

import { protectedProcedure, publicProcedure, router } from '../trpc';
import { balanceOf } from './ledger';
import { getPublicSettings } from './settings-service';

export const tokensRouter = router({
  /** The token package on sale (public; GET /api/settings). */
  settings: publicProcedure
    .input(z.void())
    .output(ZPublicSettings)
    .query(({ ctx }) => getPublicSettings(ctx.db)),

  /** The signed-in user's balance, read fresh (GET /api/me/tokens). */
  balance: protectedProcedure
    .input(z.void())
    .output(ZTokenBalance)
    .query(async ({ ctx }) => ({
      success: true as const,
      tokens: await balanceOf(ctx.db, ctx.user.id),
    })),
});
