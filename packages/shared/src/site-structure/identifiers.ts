import { GENERATION_LIMITS, ZCollectionName, ZElementId, ZFieldKey } from '../schemas/generation';
import { quote } from './problems';

/**
 * The editors' identifier rules (schemas/generation.ts), worded for an import problem that
 * names the offending value. Each returns undefined when the value is valid.
 */

const MAX = GENERATION_LIMITS.identifierChars;

/** Ids are stored without the '#' users (and some exports) put in front. */
export function normaliseElementId(id: string): string {
  return id.trim().replace(/^#/, '');
}

export function elementIdProblem(id: string): string | undefined {
  if (ZElementId.safeParse(id).success) return undefined;
  if (id.length > MAX)
    return `${quote(id)} is too long for an element id (at most ${MAX} characters)`;
  return `${quote(id)} is not a valid element id (letters, digits and underscores, starting with a letter)`;
}

export function fieldKeyProblem(key: string): string | undefined {
  if (ZFieldKey.safeParse(key).success) return undefined;
  if (key.length > MAX)
    return `${quote(key)} is too long for a field key (at most ${MAX} characters)`;
  return `${quote(key)} is not a valid field key (letters, digits and underscores, starting with a letter or underscore)`;
}

export function collectionIdProblem(name: string): string | undefined {
  if (ZCollectionName.safeParse(name).success) return undefined;
  return `${quote(name)} is not a valid collection id (letters, digits, underscores or hyphens, starting with a letter, optionally App/Collection; at most ${MAX * 2} characters)`;
}
