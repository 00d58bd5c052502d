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

/** Whether an input (or the field it fills) holds the day someone was born: 'dob', 'birthDate'. */
function holdsBirthDate(input: SiteElement, field: SiteField | null): boolean {
  const said = `${input.id} ${field?.key ?? ''}`;
  return hasWord(said, BIRTH_WORDS) || /dob|birth/i.test(said);
}

/** Who an age limit is said of: 'The player must be under 17'. */
const PERSON =
  /\b(?:player|child|children|kid|kids|member|applicant|participant|student|camper|athlete|junior|you|they|he|she|person|people|visitor|age|aged|old|years?|born|dob|birth\w*)\b/i;

/**
 * The first age a birth date may not reach, said as a limit: 'must be under 17', 'younger than
 * 18' → 17, 18; '16 or younger', 'at most 16 years old', 'maximum age 16' → 17. Only a birth date
 * input gets it; null otherwise.
 */
export function maximumAge(
  prompt: string,
  input: SiteElement,
  field: SiteField | null,
  kind: string,
): number | null {
  if (kind !== 'date' || !holdsBirthDate(input, field)) return null;
  for (const sentence of sentencesOf(prompt)) {
    const under =
      /\b(?:be|is|are|only|players?|kids?|children)\s+(?:aged\s+)?(?:under|younger than|below)\s+(\d{1,2})\b(?!\s*(?:kg|lbs?|cm|%|\$))/i.exec(
        sentence,
      );
    const upTo =
      /\b(\d{1,2})\s+(?:years?\s+(?:old\s+)?)?or\s+(?:younger|under)\b|\bat most\s+(\d{1,2})\s+(?:years?|yrs?)\b|\b(?:max(?:imum)?|oldest)\s+age\s+(?:is\s+|of\s+)?(\d{1,2})\b/i.exec(
        sentence,
      );
    const before = under ? sentence.slice(0, under.index + under[0].length) : '';
    if (under && PERSON.test(before)) return Number(under[1]);
    const most = Number(upTo?.[1] ?? upTo?.[2] ?? upTo?.[3] ?? 0);
    if (most >= 1 && most <= 98) return most + 1;
  }
  return null;
}

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
  const holdsAge =
    (kind === 'number' && hasWord(`${input.id} ${field?.key ?? ''}`, AGE_WORDS)) ||
    (kind === 'date' && holdsBirthDate(input, field));
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
