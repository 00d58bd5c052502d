import {
  COLLECTION_NAME_PATTERN,
  ELEMENT_ID_PATTERN,
  FIELD_KEY_PATTERN,
  GENERATION_LIMITS,
} from '@veloforge/shared';

/**
 * The editors' red border (spec section 5): a non-empty value the server would refuse. The rule
 * is the server's own (the patterns and limits its schemas ZElementId, ZFieldKey and
 * ZCollectionName use), so the border and a 400 never disagree: element ids are a letter then
 * letters, digits or underscores (a pasted leading '#' is fine); field keys may also start with
 * '_' (Wix system fields such as _createdDate); collection ids may carry hyphens and one app
 * prefix (Stores/Products). Checked without the schemas themselves because the editors render
 * on the first page load, which must not download zod.
 */
function refused(value: string, pattern: RegExp, maxChars: number): boolean {
  return value.length > maxChars || !pattern.test(value);
}

const IDENTIFIER_CHARS = GENERATION_LIMITS.identifierChars;

export const isInvalidCollectionName = (value: string) =>
  value.trim() !== '' && refused(value.trim(), COLLECTION_NAME_PATTERN, IDENTIFIER_CHARS * 2);
export const isInvalidFieldId = (value: string) =>
  value.trim() !== '' && refused(value.trim(), FIELD_KEY_PATTERN, IDENTIFIER_CHARS);
/** A pasted leading '#' is dropped first, as ZElementId does. */
export const isInvalidElementId = (value: string) =>
  value.trim() !== '' &&
  refused(value.trim().replace(/^#/, ''), ELEMENT_ID_PATTERN, IDENTIFIER_CHARS);

export const IDENTIFIER_HINT = 'Start with a letter; use only letters, digits and underscores.';
