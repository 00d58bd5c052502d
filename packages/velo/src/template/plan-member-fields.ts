import type { SiteField, SiteStructure } from '../structure';
import { sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { humanize, nounForms } from './naming';

/**
 * Fields only members see ('Only members can see the salary; visitors see "Log in to see salary"
 * in salaryText instead'): the items stay public, the field is shown to signed-in members and
 * the sentence's quoted words (else 'Log in to see the salary') to visitors. A web module leaves
 * the field out of what it sends a visitor; page code alone can only hide it.
 */
export interface MemberField {
  collection: string;
  field: SiteField;
  /** What a visitor sees in its place. */
  fallback: string;
}

// 'Only members can see the salary', or 'should only show their videoLink to logged-in members'.
const MEMBERS_SEE =
  /\bonly (?:signed[- ]in |logged[- ]in )?(?:site )?members? (?:can|may|get to) (?:see|view|read) (?:the |their |a |an )?([a-z][\w ]{0,40}?)(?=[;,.:]|\s+(?:and|but|while|whereas|visitors?|others?)\b|$)|\bonly (?:show|shows|display|displays|reveal|reveals) (?:the |their |its )?([a-z][\w ]{0,40}?) to (?:signed[- ]in |logged[- ]in )?(?:site )?members\b/i;

export function planMemberFields(structure: SiteStructure, prompt: string): MemberField[] {
  const found: MemberField[] = [];
  for (const sentence of sentencesOf(prompt)) {
    const said = MEMBERS_SEE.exec(sentence);
    const seen = said?.[1] ?? said?.[2];
    if (!seen) continue;
    for (const collection of structure.collections) {
      // 'Only members can see the jobs' restricts the collection: that is the access rule's.
      const names = nounForms(collection.name).map((n) => n.toLowerCase());
      if (names.some((n) => new RegExp(`\\b${n}\\b`, 'i').test(seen))) continue;
      const [field] = fieldsNamedIn(seen, collection);
      if (!field) continue;
      // The words for visitors may follow in the next clause: '…; visitors see "Log in" instead'.
      const after = prompt.slice(
        Math.max(0, prompt.indexOf(sentence)),
        prompt.indexOf(sentence) + sentence.length + 200,
      );
      const quoted = /(?:^|[\s(])["“'‘]([^"”'’]{2,80})["”'’]/.exec(after)?.[1];
      const fallback = quoted ?? `Log in to see the ${humanize(field.key).toLowerCase()}`;
      found.push({ collection: collection.name, field, fallback });
    }
  }
  return found;
}

/** The prompt without the sentences that restrict a field, so they do not restrict its items. */
export function withoutMemberFieldSentences(prompt: string): string {
  return sentencesOf(prompt)
    .filter((s) => !MEMBERS_SEE.test(s))
    .join(' ');
}

// 'only admins should see emails': a field kept for admins, said after the words.
const ADMINS_SEE =
  /\bonly (?:the )?(?:site )?admin(?:istrator)?s? (?:should|can|may|will|get to) (?:see|view|read) (?:the |their |a |an )?([a-z][\w ]{0,40}?)(?=[;,.:]|\s+(?:and|but|while|whereas|visitors?|others?)\b|$)/gi;

/**
 * The prompt without the words keeping a field for admins ('dont show finderEmail publicly -
 * only admins should see emails'): they hide the field, not the items, so they make no page
 * the admins'. Words naming a collection ('only admins can see the applications') stay.
 */
export function withoutAdminFieldWords(structure: SiteStructure, prompt: string): string {
  return prompt.replace(ADMINS_SEE, (said, seen: string) => {
    const namesItems = structure.collections.some((c) =>
      nounForms(c.name).some((n) => new RegExp(`\\b${n}\\b`, 'i').test(seen)),
    );
    const namesField = structure.collections.some((c) => fieldsNamedIn(seen, c, true).length > 0);
    return namesField && !namesItems ? ' ' : said;
  });
}
