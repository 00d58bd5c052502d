import { z } from 'zod';

import { ELEMENT_TYPES, FIELD_TYPES } from './generation';
import { ZSiteStructure } from './site-structure';

/**
 * Saved site profiles (issue 11): a signed-in user keeps site structures under a name ('My store
 * — product page') and loads them into the generator. Owner-only; another user's id is a 404.
 */

export const SITE_PROFILE_NAME_MAX = 100;
export const MAX_SITE_PROFILES = 50;

export const SITE_PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SITE_PROFILE_NAME_MAX} characters`,
  nameTaken: 'You already have a site profile with this name',
  tooMany: `You can keep at most ${MAX_SITE_PROFILES} site profiles. Delete one before saving another.`,
  notFound: 'Site profile not found',
  saved: 'Site profile saved',
  renamed: 'Site profile renamed',
  deleted: 'Site profile deleted',
} as const;

export const ZSiteProfileName = z
  .string({ error: SITE_PROFILE_MESSAGES.nameRequired })
  .trim()
  .min(1, SITE_PROFILE_MESSAGES.nameRequired)
  .max(SITE_PROFILE_NAME_MAX, SITE_PROFILE_MESSAGES.nameTooLong);

/** POST /api/me/site-profiles */
export const ZCreateSiteProfileInput = z.object({
  name: ZSiteProfileName,
  structure: ZSiteStructure,
});

/** PATCH /api/me/site-profiles/:id — a new name, a new structure, or both. */
export const ZUpdateSiteProfileInput = z.object({
  id: z.string(),
  name: ZSiteProfileName.optional(),
  structure: ZSiteStructure.optional(),
});

/** GET / DELETE /api/me/site-profiles/:id (any string: an unknown or foreign id is a 404). */
export const ZSiteProfileIdInput = z.object({ id: z.string() });

/** A profile in the list: no structure, only what the list shows. */
export const ZSiteProfileSummary = z.object({
  id: z.string(),
  name: z.string(),
  collections: z.number().int(),
  elements: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSiteProfileSummary = z.infer<typeof ZSiteProfileSummary>;

/** GET /api/me/site-profiles: most recently updated first. */
export const ZSiteProfileList = z.object({ profiles: z.array(ZSiteProfileSummary) });

/**
 * A saved structure as answered: what ZSiteStructure made of it (ids without '#', blank entries
 * dropped), already valid, so it has the same type but no transforms, which JSON Schema cannot
 * describe (the OpenAPI document states responses as their output).
 */
export const ZSavedSiteStructure = z.object({
  collections: z.array(
    z.object({
      name: z.string(),
      fields: z.array(z.object({ id: z.string(), type: z.enum(FIELD_TYPES) })),
    }),
  ),
  elementIds: z.array(z.string()),
  elementHierarchy: z.object({
    elements: z.array(
      z.object({
        id: z.string(),
        type: z.enum(ELEMENT_TYPES),
        customType: z.string().optional(),
        description: z.string().optional(),
        parentId: z.string().nullable().optional(),
        children: z.array(z.string()).optional(),
      }),
    ),
  }),
});

/** One profile with its structure. */
export const ZSiteProfile = ZSiteProfileSummary.extend({ structure: ZSavedSiteStructure });
export type TSiteProfile = z.infer<typeof ZSiteProfile>;

export const ZDeletedSiteProfile = z.object({ message: z.string(), id: z.string() });
