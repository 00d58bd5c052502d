import { escapeRegExp } from '../regexp';
import { nounForms } from './naming';

/** Words and spans the readers of who may read and save share (access-words, owned-collections). */

/** The people a site's members are to the prompt's writer: 'logged-in volunteers log their hours'. */
export const MEMBER_ROLES = String.raw`(?:members?|users?|customers?|clients?|volunteers?|students?|patients?|parents?|players?|buyers?|sellers?|attendees?|subscribers?|readers?|employees?|tenants?|renters?|riders?|drivers?|teachers?|coaches?|learners?|participants?|bidders?|artists?|athletes?|guests?)`;

/** "the logged-in member's": who is signed in may come before the member. */
export const SIGNED_IN = String.raw`(?:(?:logged|signed)[- ]in\s+|current\s+)?`;

export const WRITING = String.raw`\b(?:add|adds|post|posts|create|creates|submit|submits|upload|uploads|write|writes|share|shares|save|saves|manage|manages|edit|edits|update|updates|delete|deletes)`;

/** The prompt lowercased, and as written where that keeps its length (ids keep their words). */
export interface Written {
  p: string;
  cased: string;
}

/**
 * The collections a text names by a word only theirs ('volunteers' names neither VolunteerSlots
 * nor VolunteerSignups), also inside a list's id ('#signupsTable' names VolunteerSignups).
 */
export function collectionsNamed(text: string, collectionNames: readonly string[]): string[] {
  // Only a list's id says what it lists: '#myAppPet' is a text about a pet, not the Pets.
  const words = text.replace(
    /\b([a-z]+(?:[A-Z][a-z]*)*?)(Table|Repeater|List|Gallery|Grid)\b/g,
    (_, head: string, kind: string) =>
      `${[head.split(/(?=[A-Z])/).join(' '), kind].join(' ').toLowerCase()}`,
  );
  const forms = collectionNames.map((name) => nounForms(name));
  // A word two collections share is the one's it names whole: 'desks' are the Desks, not the
  // DeskReservations.
  const whole = collectionNames.map((name) => nounForms(name.toLowerCase()));
  return collectionNames.filter((_, i) => {
    const own = (forms[i] ?? []).filter(
      (f) => whole[i]?.includes(f) || forms.every((other, j) => j === i || !other.includes(f)),
    );
    return own.length > 0 && new RegExp(String.raw`\b(?:${own.join('|')})\b`, 'i').test(words);
  });
}

/**
 * The sentence around p[from…to): from just after the last full stop, '!', '?', ';' or line break
 * before it to the next one after it (or the end).
 */
export function sentenceSpan(p: string, from: number, to = from): [number, number] {
  const start = Math.max(...['.', '!', '?', ';', '\n'].map((c) => p.lastIndexOf(c, from - 1))) + 1;
  const end = p.slice(to).search(/[.!?;\n]/);
  return [start, end < 0 ? p.length : to + end];
}

/**
 * 'saves to ContactMessages': the prompt names the collection as where something is saved. Where
 * a form saves, found or not, is no list's source unless the prompt says so (the public gallery
 * listed the private messages, names and all).
 */
export function savedTo(prompt: string, collection: string): boolean {
  return new RegExp(
    String.raw`\b(?:saves?|saved|stores?|stored|submits?|submitted|sends?|sent|goes|go|adds?|added)\s+(?:it\s+|them\s+|the\s+\w+\s+)?(?:in|into|to)\s+(?:the\s+)?${escapeRegExp(collection)}\b`,
    'i',
  ).test(prompt);
}
