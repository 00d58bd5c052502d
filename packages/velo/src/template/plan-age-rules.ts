import type { SiteElement, SiteField } from '../structure';
import { sentencesOf } from './keywords';
import { hasWord } from './naming';

/** Words of an input or field holding an age in years. */
const AGE_WORDS = ['age'];
/** Words of an input or field holding the day someone was born. */
const BIRTH_WORDS = ['dob', 'birth', 'birthday', 'birthdate', 'born'];

/**
 * A sentence holding an age rule: one about a person's age, 'Must be 16+', or '18+ only.' alone
 * ('reviews rated 4+ only' in a longer sentence is about a list, not the visitor).
 */
const ABOUT_AGE =
  /\b(?:age|aged|old|older|dob|birth\w*|born|years?|yrs?)\b|\b(?:must|have to|has to) be\s+\d{1,2}\s*\+|^\W*(?:only\s+)?\d{1,2}\s*\+(?:\s+only)?\W*$/i;

/**
 * The youngest age the prompt allows, when the form asks for an age or a birth date: 'Must be
 * 16+', '18+ only', 'at least 21 years old', '18 or older', 'minimum age 13', '21+ from the DOB'.
 * Only an input holding an age (a number) or a birth date gets it; null otherwise.
 */
export function minimumAge(
  prompt: string,
  input: SiteElement,
  field: SiteField | null,
  kind: string,
): number | null {
  const said = `${input.id} ${field?.key ?? ''}`;
  const holdsAge =
    (kind === 'number' && hasWord(said, AGE_WORDS)) ||
    (kind === 'date' && (hasWord(said, BIRTH_WORDS) || /dob|birth/i.test(said)));
  if (!holdsAge) return null;
  for (const sentence of sentencesOf(prompt)) {
    if (!ABOUT_AGE.test(sentence)) continue;
    const age =
      /(?<![\w$#-])(\d{1,2})\s*\+(?!\s*\d)/.exec(sentence) ??
      /\b(?:at least|min(?:imum)?(?: age)?(?: is| of)?|over|older than)\s+(\d{1,2})\s+(?:years?|yrs?)\b/i.exec(
        sentence,
      ) ??
      /\b(\d{1,2})\s+(?:years?|yrs?)(?:\s+old|\s+of age)?\s+or\s+(?:older|over|above|more)\b/i.exec(
        sentence,
      ) ??
      /\b(?:min(?:imum)?|youngest)\s+age\s+(?:is\s+|of\s+)?(\d{1,2})\b/i.exec(sentence) ??
      /\bage\s+(?:must be\s+)?(?:at least|>=)\s*(\d{1,2})\b/i.exec(sentence) ??
      /\b(\d{1,2})\s+or\s+older\b/i.exec(sentence);
    const years = age ? Number(age[1]) : 0;
    if (years >= 1 && years <= 99) return years;
  }
  return null;
}
