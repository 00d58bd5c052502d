import type { z } from 'zod';
import { ZCollectionName, ZElementId, ZFieldKey } from '@veloforge/shared';

/**
 * The editors' red border (spec section 5): a non-empty value the server would refuse. The rule
 * is the server's own schema, so the border and a 400 never disagree: element ids are a letter
 * then letters, digits or underscores (a pasted leading '#' is fine); field keys may also start
 * with '_' (Wix system fields such as _createdDate); collection ids may carry hyphens and one app
 * prefix (Stores/Products).
 */
function invalid(schema: z.ZodType, value: string): boolean {
  return value.trim() !== '' && !schema.safeParse(value).success;
}

export const isInvalidCollectionName = (value: string) => invalid(ZCollectionName, value);
export const isInvalidFieldId = (value: string) => invalid(ZFieldKey, value);
export const isInvalidElementId = (value: string) => invalid(ZElementId, value);

export const IDENTIFIER_HINT = 'Start with a letter; use only letters, digits and underscores.';
