import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { adminRouter } from './admin/router';
import { apiKeysRouter } from './api-keys/router';
import { authRouter } from './auth/router';
import { generationRouter } from './generation/router';
import { legalRouter } from './legal/router';
import { sessionsRouter } from './sessions/router';
import { siteProfilesRouter } from './site-profiles/router';
import { tokensRouter } from './tokens/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  tokens: tokensRouter,
  generation: generationRouter,
  sessions: sessionsRouter,
  legal: legalRouter,
  admin: adminRouter,
  apiKeys: apiKeysRouter,
  siteProfiles: siteProfilesRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Server-side caller: the REST adapter calls procedures through it, never over HTTP. */
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
