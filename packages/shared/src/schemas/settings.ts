import { z } from 'zod';

/** GET /api/settings: the public token package (price in cents). */
export const ZPublicSettings = z.object({
  tokenPackagePrice: z.number().int(),
  tokenPackageAmount: z.number().int(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/** GET /api/me/tokens (spec section 3: token balance). */
export const ZTokenBalance = z.object({ success: z.literal(true), tokens: z.number().int() });
export type TTokenBalance = z.infer<typeof ZTokenBalance>;
