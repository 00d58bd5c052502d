import { collectionsNamed, sentenceSpan } from './access-phrases';

/**
 * A member role the prompt names beside Wix's own ('Only members with the Employer role can post
 * jobs', 'Teacher role only'). Wix's web-method permissions know visitors, site members and admins
 * alone, so such a role is checked in code: the web module asks currentMember.getRoles().
 */
export interface MemberRole {
  /** The role's title as the site's Roles & Permissions settings name it: 'Employer'. */
  title: string;
  /** Whether only those members may read what the page lists, or save its forms and actions. */
  read: boolean;
  write: boolean;
  /** What the page tells a member without the role, and where, when the prompt says it. */
  refusal: string | null;
  refusalTextId: string | null;
  /**
   * What the role's sentence names, null when nothing (the whole page): element ids ('#addBtn',
   * 'submissionsTable') and collections. 'Only members with the Coach role can record results
   * using #scoreInput …' beside a public list of Results keeps that list open.
   */
  scope: { ids: string[]; collections: string[] } | null;
}

/** Titles that are Wix's own roles, or no role's name. */
const NOT_A_ROLE =
  /^(?:admin|administrator|site|member|members|owner|wix|the|a|an|this|that|same)$/i;

/**
 * A capitalised role said to restrict ('members with the Employer role', 'members who have the
 * "Coach" role', 'Employer role only', 'only the Teacher role', 'Coach members (a custom role)',
 * "members with role 'Staff' only"). `cased` is the prompt as written;
 * the match's index is the same in its lower-cased copy.
 */
const ROLE_NAMED =
  /\b(?:members?|users?|people|accounts?)\s+(?:with|who\s+have|that\s+have|having|holding)\s+(?:the\s+|a\s+)?(?:member\s+)?["'“‘]?([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)["'”’]?\s+(?:member\s+)?role\b|\bonly\s+(?:the\s+)?["'“‘]?([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)["'”’]?\s+(?:member\s+)?role\b|\b["'“‘]?([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)["'”’]?\s+(?:member\s+)?role\s+only\b|\b([A-Z][A-Za-z]+)\s+(?:members?|users?)\s*\((?:a\s+|the\s+)?(?:custom\s+)?(?:member\s+)?role\b[^)]{0,80}\)|\b(?:members?|users?|people|accounts?)\s+(?:with|who\s+have|that\s+have|having|holding)\s+(?:the\s+|a\s+)?(?:member\s+)?role\s+(?:of\s+)?["'“‘]?([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)\b["'”’]?/g;

/** The role matches of the prompt, with their titles: one title per page. */
function roleMatches(cased: string): { title: string; match: RegExpMatchArray }[] {
  const found: { title: string; match: RegExpMatchArray }[] = [];
  for (const match of cased.matchAll(ROLE_NAMED)) {
    const title = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
    if (NOT_A_ROLE.test(title) || title.split(' ').some((w) => NOT_A_ROLE.test(w))) continue;
    if (found.length > 0 && found[0]?.title !== title) continue;
    found.push({ title, match });
  }
  return found;
}

/**
 * The quoted words a member without the role is told, and the text they show in: a sentence
 * naming the others ('Other members see "Only employers can post jobs." in #msgText').
 */
function roleRefusal(cased: string): Pick<MemberRole, 'refusal' | 'refusalTextId'> {
  for (const sentence of cased.split(/(?<=[.!?])\s+(?=[A-Z])|\n/)) {
    if (
      !/\b(?:other (?:members|users|people)|everyone else|anyone else|others|without (?:the|that|this) role|non-[a-z]+s)\b/i.test(
        sentence,
      )
    )
      continue;
    const quoted = /["“']([^"”']{3,120}?)["”']/.exec(sentence.replace(/(\w)'(\w)/g, '$1’$2'));
    if (!quoted?.[1]) continue;
    return {
      refusal: quoted[1].replace(/’/g, "'"),
      refusalTextId: /#([A-Za-z]\w*)/.exec(sentence)?.[1] ?? null,
    };
  }
  return { refusal: null, refusalTextId: null };
}

/** The element ids a text names: camelCase words, with or without '#' ('#addBtn', 'noteText'). */
export function idsIn(text: string): string[] {
  return [...text.matchAll(/#?\b([a-z]+(?:[A-Z][a-z0-9]*)+)\b/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
}

/** A list's id: what it lists is in its words ('submissionsTable' lists the Submissions). */
const LIST_ID = /(?:Table|Repeater|List|Gallery|Grid)$/;

/**
 * What a role's sentence names: ids of the page's elements (camelCase words, with or without '#')
 * and collections. The lists it restricts are those its list ids name, else its collections.
 */
function roleScope(
  sentence: string,
  collectionsIn: (text: string) => string[],
): MemberRole['scope'] {
  const ids = idsIn(sentence);
  const lists = ids.filter((id) => LIST_ID.test(id));
  const collections = collectionsIn(lists.length > 0 ? lists.join(' ') : sentence);
  return ids.length === 0 && collections.length === 0 ? null : { ids, collections };
}

/**
 * The role the prompt's words restrict (`restricts` says whether its matches restrict reading,
 * saving or both), null when none. `text.p` is the lower-cased prompt, `text.cased` as written.
 */
export function promptRole(
  text: { p: string; cased: string },
  collectionNames: readonly string[],
  restricts: (matches: RegExpMatchArray[]) => { read: boolean; write: boolean },
): MemberRole | null {
  const roles = roleMatches(text.cased);
  const first = roles[0];
  if (!first) return null;
  const { read, write } = restricts(roles.map((r) => r.match));
  if (!read && !write) return null;
  const at = first.match.index ?? 0;
  const sentence = text.cased.slice(...sentenceSpan(text.p, at, at + first.match[0].length));
  return {
    title: first.title,
    read,
    write,
    ...roleRefusal(text.cased),
    scope: roleScope(sentence, (t) => collectionsNamed(t, collectionNames)),
  };
}

/** Whether only the role's members read the collection's items. */
export function roleReads(role: MemberRole | undefined, collection: string): boolean {
  return role?.read === true && (!role.scope || role.scope.collections.includes(collection));
}

/**
 * Whether only the role's members may use what these ids are, saving to `collection`: the ids the
 * role's sentence names, else its collections, else the whole page.
 */
export function roleSaves(
  role: MemberRole | undefined,
  ids: readonly (string | null)[],
  collection: string | undefined,
): boolean {
  if (role?.write !== true) return false;
  const scope = role.scope;
  if (!scope) return true;
  const named = scope.ids.filter((id) => !LIST_ID.test(id));
  if (named.length > 0) return ids.some((id) => id !== null && named.includes(id));
  return collection !== undefined && scope.collections.includes(collection);
}
