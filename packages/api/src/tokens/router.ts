import { ZPublicSettings } from '@veloforge/shared';
import { z } from 'zod';

import { publicProcedure, router } from '../trpc';
import { getPublicSettings } from './settings-service';

export const tokensRouter = router({
  /** The token package on sale (public; GET /api/settings). */
  settings: publicProcedure
    .input(z.void())
    .output(ZPublicSettings)
    .query(({ ctx }) => getPublicSettings(ctx.db)),
});
