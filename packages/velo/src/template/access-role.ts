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
}

/** Titles that are Wix's own roles, or no role's name. */
const NOT_A_ROLE =
  /^(?:admin|administrator|site|member|members|owner|wix|the|a|an|this|that|same)$/i;

/**
 * A capitalised role said to restrict ('members with the Employer role', 'members who have the
 * "Coach" role', 'Employer role only', 'only the Teacher role'). `cased` is the prompt as written;
 * the match's index is the same in its lower-cased copy.
 */
const ROLE_NAMED =
  /\b(?:members?|users?|people|accounts?)\s+(?:with|who\s+have|that\s+have|having|holding)\s+(?:the\s+|a\s+)?(?:member\s+)?["'“‘]?([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)["'”’]?\s+(?:member\s+)?role\b|\bonly\s+(?:the\s+)?["'“‘]?([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)["'”’]?\s+(?:member\s+)?role\b|\b["'“‘]?([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)["'”’]?\s+(?:member\s+)?role\s+only\b/g;

/** The role matches of the prompt, with their titles: one title per page. */
export function roleMatches(cased: string): { title: string; match: RegExpMatchArray }[] {
  const found: { title: string; match: RegExpMatchArray }[] = [];
  for (const match of cased.matchAll(ROLE_NAMED)) {
    const title = match[1] ?? match[2] ?? match[3] ?? '';
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
export function roleRefusal(cased: string): Pick<MemberRole, 'refusal' | 'refusalTextId'> {
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
