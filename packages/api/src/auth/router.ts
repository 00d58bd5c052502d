import { ZPublicUser } from '@veloforge/shared';

import { publicProcedure, router } from '../trpc';
import { toPublicUser } from './public-user';

export const authRouter = router({
  /** The current user, or null when signed out (REST: GET /api/user answers 401 then). */
  me: publicProcedure
    .output(ZPublicUser.nullable())
    .query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null)),
});
