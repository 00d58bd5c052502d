import { z } from 'zod';

/**
 * The body of every error answer, REST and streaming alike (DESIGN.md section 8): a message for
 * the user, the zod issues per field on a 400, and on a failed charged call whether the tokens
 * came back and the balance after the refund.
 */
export const ZErrorResponse = z.object({
  message: z.string(),
  /** Field path (dot-joined; '_' for the whole body) to its messages. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  refunded: z.boolean().optional(),
  tokensRemaining: z.number().int().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
