import { z } from 'zod';

import { LEGAL_TYPES, type LegalType } from '../constants';

/** Legal documents and the FAQ (spec sections 2, 3, 5, 7). The six types live in constants. */

/** Readable names, for the admin type select and messages. */
export const LEGAL_TYPE_LABELS: Record<LegalType, string> = {
  'terms-of-service': 'Terms of Service',
  'privacy-policy': 'Privacy Policy',
  'token-usage': 'Token Usage',
  faq: 'FAQ',
  'cookie-policy': 'Cookie Policy',
  'refund-policy': 'Refund Policy',
};

/** A bound on stored text: a long policy is ~50,000 characters; the body limit is 1 MB. */
export const LEGAL_CONTENT_MAX_CHARS = 200_000;

export const LEGAL_MESSAGES = {
  unknownType: `Unknown legal content type. Valid types: ${LEGAL_TYPES.join(', ')}`,
  notFound: 'No content has been published for this page yet',
  contentRequired: 'Content is required',
  contentTooLong: `Content is too long (the limit is ${LEGAL_CONTENT_MAX_CHARS.toLocaleString('en-US')} characters)`,
  invalidEffectiveDate: 'Effective date must be a date written as YYYY-MM-DD',
  updated: 'Legal content updated',
} as const;

export const ZLegalType = z.enum(LEGAL_TYPES, { error: LEGAL_MESSAGES.unknownType });

export const ZLegalTypeInput = z.object({ type: ZLegalType });

/** A calendar date, 'YYYY-MM-DD' (a real day: no February 30th), from year 1900 on. */
export const ZEffectiveDate = z.iso
  .date({ error: LEGAL_MESSAGES.invalidEffectiveDate })
  .refine((value) => value >= '1900-01-01', LEGAL_MESSAGES.invalidEffectiveDate);

/** What a document carries (spec section 3); effectiveDate is 'YYYY-MM-DD' or null. */
export const ZLegalContent = z.object({
  content: z.string(),
  effectiveDate: z.string().nullable(),
});
export type TLegalContent = z.infer<typeof ZLegalContent>;

/** GET /api/legal/{type}; a type with nothing published answers 404 instead. */
export const ZLegalGetResponse = z.object({ success: z.literal(true), content: ZLegalContent });
export type TLegalGetResponse = z.infer<typeof ZLegalGetResponse>;

/**
 * PUT /api/legal/{type} body. An absent effectiveDate keeps the stored one (the spec's body is
 * `content` alone); null clears it.
 */
export const ZLegalUpdateBody = z.object({
  content: z
    .string({ error: LEGAL_MESSAGES.contentRequired })
    .max(LEGAL_CONTENT_MAX_CHARS, LEGAL_MESSAGES.contentTooLong)
    .refine((value) => value.trim() !== '', LEGAL_MESSAGES.contentRequired),
  effectiveDate: ZEffectiveDate.nullable().optional(),
});
export type TLegalUpdateBody = z.infer<typeof ZLegalUpdateBody>;

export const ZLegalUpdateInput = ZLegalUpdateBody.extend({ type: ZLegalType });
export type TLegalUpdateInput = z.infer<typeof ZLegalUpdateInput>;

export const ZLegalUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  content: ZLegalContent,
});
export type TLegalUpdateResponse = z.infer<typeof ZLegalUpdateResponse>;
