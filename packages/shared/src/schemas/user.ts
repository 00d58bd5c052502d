import { z } from 'zod';

import { ROLES } from '../constants';

/** The user as every client sees it (spec section 3); dates travel as ISO strings. */
export const ZPublicUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  tokens: z.number().int(),
  createdAt: z.string(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;
