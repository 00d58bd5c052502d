import { z } from 'zod';

/** GET /api/settings: the public token package (price in cents). */
export const ZPublicSettings = z.object({
  tokenPackagePrice: z.number().int(),
  tokenPackageAmount: z.number().int(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;
