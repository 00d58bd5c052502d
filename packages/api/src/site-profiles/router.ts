import {
  SITE_PROFILE_MESSAGES,
  ZCreateSiteProfileInput,
  ZDeletedSiteProfile,
  ZSiteProfile,
  ZSiteProfileIdInput,
  ZSiteProfileList,
  ZUpdateSiteProfileInput,
} from '@veloforge/shared';
import { z } from 'zod';

import { protectedProcedure, router } from '../trpc';
import {
  createSiteProfile,
  deleteSiteProfile,
  getSiteProfile,
  listSiteProfiles,
  updateSiteProfile,
} from './service';

/**
 * The signed-in user's saved site profiles (/api/me/site-profiles). By session or API key: a
 * profile is ordinary user data, like a past generation, so a script may keep its own.
 */
export const siteProfilesRouter = router({
  list: protectedProcedure
    .input(z.void())
    .output(ZSiteProfileList)
    .query(async ({ ctx }) => ({ profiles: await listSiteProfiles(ctx.db, ctx.user.id) })),

  get: protectedProcedure
    .input(ZSiteProfileIdInput)
    .output(ZSiteProfile)
    .query(({ ctx, input }) => getSiteProfile(ctx.db, ctx.user.id, input.id)),

  create: protectedProcedure
    .input(ZCreateSiteProfileInput)
    .output(ZSiteProfile)
    .mutation(({ ctx, input }) => createSiteProfile(ctx.db, ctx.user.id, input)),

  update: protectedProcedure
    .input(ZUpdateSiteProfileInput)
    .output(ZSiteProfile)
    .mutation(({ ctx, input }) => updateSiteProfile(ctx.db, ctx.user.id, input)),

  delete: protectedProcedure
    .input(ZSiteProfileIdInput)
    .output(ZDeletedSiteProfile)
    .mutation(async ({ ctx, input }) => {
      await deleteSiteProfile(ctx.db, ctx.user.id, input.id);
      return { message: SITE_PROFILE_MESSAGES.deleted, id: input.id };
    }),
});
