import {
  MEMBER_ROLES,
  SIGNED_IN,
  WRITING,
  type Written,
  collectionsNamed,
  sentenceSpan,
} from './access-phrases';
import { nounForms } from './naming';

/** Whose items a member reads: the collections each member reads only their own of. */

/**
 * "the member's own signups", 'their own bookings', "each user's orders": a possessive that can
 * only be the member's, before the collection's name. ('Read their reviews' after products may
 * be the products' reviews, so a bare 'their' is left to namesTheirItems.)
 */
function saysOwn(p: string, name: string, membersVoice: boolean, others: string[]): boolean {
  // 'the logged-in seller's Listings': any of the people a site's members are.
  const possessive = String.raw`(?:(?:the|a) ${SIGNED_IN}(?:member|user)'s(?:\s+own)?|(?:the|a) (?:logged|signed)[- ]in ${MEMBER_ROLES}'s(?:\s+own)?|(?:the|a) (?:customer|client)'s own|(?:their|his or her) (?:own|personal)${membersVoice ? '|my(?:\\s+own)?' : ''})`;
  // Read, or simply named ('myOrdersRepeater: the member's own orders'); not written ('add
  // their own recipes', 'edit the price of their own listings' let members change theirs;
  // reading stays as the page says).
  const forms = nounForms(name).join('|');
  // 'their current plan (from Memberships …)': the item is another collection's.
  const elsewhere = others.length
    ? new RegExp(
        String.raw`^[^.;]{0,40}?\bfrom\s+(?:the\s+)?(?:${others.flatMap((o) => nounForms(o)).join('|')})\b`,
      )
    : null;
  // 'applications for their own jobs': another collection's items, through their job.
  const through = others.length
    ? new RegExp(String.raw`\b(?:${others.flatMap((o) => nounForms(o)).join('|')})\s+${THROUGH}$`)
    : null;
  const said = (pattern: string) =>
    [...p.matchAll(new RegExp(pattern, 'g'))].some(
      (m) =>
        !elsewhere?.test(p.slice((m.index ?? 0) + m[0].length)) &&
        !through?.test(p.slice(Math.max(0, (m.index ?? 0) - 60), m.index)),
    );
  return (
    said(
      String.raw`(?<!${WRITING}\s+(?:[\w']+\s+){0,4})\b${possessive}\s+(?:[a-z]+\s+)?(?:${forms})\b`,
    ) ||
    // 'Parents see their orders this month', 'Student see his lessons': the people the site's
    // members are, seeing what is theirs.
    said(
      String.raw`\b${MEMBER_ROLES}\s+(?:can\s+)?(?:see|sees|view|views|track|tracks|check|checks)\s+(?:their|his|her|his or her)\s+(?:[a-z]+\s+)?(?:${forms})\b`,
    ) ||
    // 'can only see and edit their own logs': read, and written too.
    said(
      String.raw`\b(?:see|sees|view|views|read|reads)\s+(?:and|or|&)\s+(?:edit|edits|update|updates|change|changes|manage|manages|delete|deletes)\s+${possessive}\s+(?:[a-z]+\s+)?(?:${forms})\b`,
    ) ||
    // 'Progress is private – each member only sees their own': said of the collection itself.
    said(
      String.raw`\b(?:${forms})\s+(?:is|are|stays?|remains?)\s+(?:kept\s+)?(?:private|personal)\b[^.;]{0,40}\b(?:their|his or her)\s+own\b`,
    ) ||
    // 'myJobsTable lists only the jobs this employer posted': those the member added, read.
    said(
      String.raw`\b(?:see|sees|view|views|read|reads|list|lists|show|shows|display|displays)\s+(?:only\s+)?(?:the\s+)?(?:${forms})\s+(?:that\s+|which\s+)?(?:this|the)\s+${SIGNED_IN}(?:${MEMBER_ROLES}|employers?|hosts?|landlords?|posters?|authors?)\s+(?:has\s+)?(?:posted|created|added|submitted|wrote|uploaded|listed|made)\b`,
    )
  );
}

/**
 * What joins a collection's items to the member's own others: 'applications for', 'messages
 * people sent about'.
 */
const THROUGH = String.raw`(?:(?:people|visitors|others|buyers|guests|members)\s+)?(?:(?:sent|made|submitted|received|left|wrote)\s+)?(?:for|to|on|of|about|under)\s+`;

/**
 * 'Employers see applications for their own jobs only': each member reads the items of one
 * collection (Applications) whose reference names an item of another they own (Jobs).
 */
export function ownedThroughOf(
  said: string,
  collectionNames: readonly string[],
): { collection: string; through: string }[] {
  const p = withoutButtonPlaces(said);
  return throughPairs(collectionNames).filter(({ pattern }) => pattern.test(p));
}

/** The prompt without its 'applications for their own jobs': no page-wide reading of one's own. */
export function withoutOwnedThrough(p: string, collectionNames: readonly string[]): string {
  return throughPairs(collectionNames).reduce(
    (text, { pattern }) =>
      text.replace(new RegExp(pattern.source, 'g'), (m) => ' '.repeat(m.length)),
    p,
  );
}

function throughPairs(collectionNames: readonly string[]) {
  return collectionNames.flatMap((collection) =>
    collectionNames
      .filter((through) => through !== collection)
      .map((through) => ({
        collection,
        through,
        // 'applications for their own jobs', "sent to the logged-in employer's own jobs", 'offers
        // on listings I own', '… owned by the member',
        // 'the messages people sent about my items' (in a members' voice).
        pattern: new RegExp(
          String.raw`\b(?:${nounForms(collection).join('|')})\s+${THROUGH}(?:(?:(?:their|my|his or her|the member'?s|the user'?s)\s+(?:own\s+)?|(?:the\s+)?(?:(?:logged|signed)[- ]in\s+|current\s+)?[a-z]+'s\s+own\s+)(?:${nounForms(through).join('|')})\b|(?:the\s+)?(?:${nounForms(through).join('|')})\s+(?:that\s+|which\s+)?(?:i|we|they|the member|the seller)\s+owns?\b|(?:the\s+)?(?:${nounForms(through).join('|')})\s+owned\s+by\s+(?:me|them|the (?:current |logged[- ]in )?member)\b)`,
        ),
      })),
  );
}

/**
 * A page acting for its members ('for the current member', 'members only') is written in their
 * voice: 'my loans' are the member's, not the site owner's ('show my projects').
 */
function speaksForMembers(p: string): boolean {
  return (
    /\b(?:current|logged[- ]in|signed[- ]in) (?:member|user)\b|\bmembers?[- ]only\b/.test(p) ||
    // 'employees log hours …': the page is theirs, and 'my own entries' are each one's.
    new RegExp(
      String.raw`\b${MEMBER_ROLES}\s+(?:can\s+)?(?:log|logs|submit|submits|record|records|enter|enters|track|tracks)\b`,
    ).test(p)
  );
}

/**
 * "Don't show my own profile in the list", 'excluding their own': one's own items left out and
 * the others' read; not 'never show other members' bookings, only their own'.
 */
export const LEAVES_OUT_OWN = String.raw`\b(?:(?:don'?t|do not|never|doesn'?t|does not|not)\s+(?:see|show|list|display|include)s?\b(?:(?!\b(?:only|but|except|just)\b)[^.]){0,40}?|exclud(?:e|es|ing)\s+)\b(?:my|their|your|the member'?s)\s+own\b`;

export const leavesOutOwn = (text: string): boolean => new RegExp(LEAVES_OUT_OWN, 'i').test(text);

/**
 * 'The seller sees #markSoldButton on their own ads only': where a button shows, not whose items
 * are read. Blanked to as many spaces, so positions in the prompt hold.
 */
export function withoutButtonPlaces(p: string): string {
  return p.replace(
    /(?:button|btn)\s+(?:only\s+)?(?:on|for|in|beside|next to)\s+(?:their|his|her|my)\s+own\b/g,
    (m) => ' '.repeat(m.length),
  );
}

/** The collections each member reads only their own of: "the member's own signups". */
export function ownedCollectionsOf(
  said: string,
  collectionNames: readonly string[],
  cased = said,
): string[] {
  const p = withoutButtonPlaces(said);
  const mine = myOnlyCollections({ p, cased }, collectionNames);
  return collectionNames.filter(
    (name) =>
      mine.includes(name) ||
      // 'MySchedule', 'MyWatchlist': a collection named as each member's own.
      /^My[A-Z]/.test(name) ||
      saysOwn(
        p,
        name,
        speaksForMembers(p),
        collectionNames.filter((other) => other !== name),
      ),
  );
}

/**
 * '#myHwTable shows MY submissions only', 'only my own bookings': the reader's own, whoever the
 * page is for. The collections the sentence names (its list's id too), or the only one declared.
 */
function myOnlyCollections({ p, cased }: Written, collectionNames: readonly string[]): string[] {
  const found: string[] = [];
  for (const match of p.matchAll(
    /\bmy\s+(?:own\s+)?(?:[a-z]+\s+){1,2}only\b|\bonly\s+my\s+own\b/g,
  )) {
    const named = collectionsNamed(cased.slice(...sentenceSpan(p, match.index)), collectionNames);
    found.push(...(named.length > 0 ? named : collectionNames.length === 1 ? collectionNames : []));
  }
  return found;
}
