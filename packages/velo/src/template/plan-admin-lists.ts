import { idPattern, sentencesOf } from './keywords';
import { nounForms } from './naming';
import type { ListPlan } from './plan-types';

/**
 * 'Admins see everything including details in adminTable', 'adminTable (admins only)',
 * 'Coordinators (admins) see pending entries in pendingTable': a list
 * only site admins read, beside lists for everyone. Its web method is the admins' and what it
 * shows (the details the public list leaves out) stays off the others'.
 */
const ADMINS_SEE =
  /\b(?:site\s+)?admin(?:istrator)?s?\)?\s+(?:can\s+|may\s+|only\s+)?(?:see|sees|view|views|read|reads|get|gets|review|reviews|manage|manages)\b/i;
const ADMINS_READ =
  /\b(?:site\s+)?admin(?:istrator)?s?\)?\s+(?:can\s+|may\s+|only\s+)?(?:see|sees|view|views|read|reads|get|gets|review|reviews|manage|manages)\b|\b(?:admins?|administrators?)[- ]only\b|\bonly\s+(?:for\s+)?(?:site\s+)?admin(?:istrator)?s\b/i;

export function isAdminList(prompt: string, list: ListPlan, lists: ListPlan[]): boolean {
  const others = lists.filter((l) => l !== list);
  // 'Admins see all hour logs in the repeater': by its items' name, when the prompt names the
  // list no other way and no other list has them.
  const items =
    list.collection && !idPattern(list.id).test(prompt) ? nounForms(list.collection.name) : [];
  const byItems = (part: string) =>
    items.length > 0 &&
    ADMINS_SEE.test(part) &&
    !others.some((l) => l.collection === list.collection) &&
    new RegExp(String.raw`\b(?:${items.join('|')})\b`, 'i').test(part);
  // 'only admins can read them, but the applicant can see their own … in #myAppsRepeater': the
  // admins' words and the list's id in one part of the sentence.
  return sentencesOf(prompt)
    .flatMap((s) => s.split(/\bbut\b|\bwhile\b|\bwhereas\b|;/i))
    .some(
      (part) =>
        ((idPattern(list.id).test(part) && ADMINS_READ.test(part)) || byItems(part)) &&
        !others.some((l) => idPattern(l.id).test(part)),
    );
}
