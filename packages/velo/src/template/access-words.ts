import type { Access } from './keywords';
import { nounForms } from './naming';
import { type MemberRole, promptRole } from './access-role';
import {
  MEMBER_ROLES,
  SIGNED_IN,
  WRITING,
  type Written,
  collectionsNamed,
  savedTo,
  sentenceSpan,
} from './access-phrases';
import { MEMBER_EQUALS } from './own-items-key';
import {
  LEAVES_OUT_OWN,
  ownedCollectionsOf,
  withoutButtonPlaces,
  withoutOwnedThrough,
} from './owned-collections';

/**
 * Who may read what the page lists and who may save its forms, from the prompt's words: admins
 * only, members only ('logged-in volunteers'), each member their own items ('the member's own
 * signups', 'my loans' on a page acting for members), or anyone; and what restricts acting alone
 * ('Voters must be logged-in members', 'only admins can add products').
 */

const has = (prompt: string, pattern: RegExp): boolean => pattern.test(prompt);

/**
 * 'admin only', 'Admin role only', 'only for site owners', 'Admin orders dashboard', 'a page for admins', people
 * named as admins ('the church office (admins) can see', 'Only my sister (admin) see'), 'only
 * shown to admins' and 'nobody except site admins may read'. Staff are the site's admins ('for staff
 * only', 'staff use this on an ipad at the door'), but a 'staff page' may be the public team page.
 * 'The guest list table for the couple (admins)' names the people it is for.
 */
const ADMIN_ONLY =
  /\b(?:admin(?:istrator)?s?|site owners?|staff(?: members?)?)(?: (?:role|roles|users?|accounts?))?[- ]only\b|\bonly (?:for )?(?:the )?(?:site owners?|(?:site )?admin(?:istrator)?s?|staff)\b|(?<!\bin (?:the |my |your )?)\badmin(?:istrator)?(?:'s)? (?:(?!(?:the|a|an|to|of|on|in|for|can|may|will|is|are|and|or|sees?|uses?|opens?|changes?|edits?|visits?)\b)[a-z]+ ){0,2}(?:dashboard|panel|area|page|screen|view|report)\b|\b(?:dashboard|panel|page|screen|view|report|area) (?:is )?for (?:the )?(?:site owners?|(?:site )?admin(?:istrator)?s?)\b|(?<=\b(?:page|dashboard|panel|area|screen|view|section|report|form)\s*)\((?:(?:site )?admin(?:istrator)?s?|staff)\)|\((?:(?:site )?admin(?:istrator)?s?|staff)\)(?!\s+[a-z])|\bonly (?:shown|visible|available) to (?:the )?(?:(?:site )?admin(?:istrator)?s|staff)\b|\b(?:nobody|no one|no-one)\s+(?:except|but|other than|apart from|besides)\s+(?:the\s+)?(?:(?:site\s+)?admin(?:istrator)?s?|staff)\b|\bstaff (?:members? )?(?:use|uses|run|runs) (?:this|the page)\b|\bfor (?:the )?[a-z]+(?: [a-z]+)? \((?:(?:site )?admin(?:istrator)?s?|staff)\)/g;
/**
 * 'I'd like a staff page listing all our tickets': a page for the staff, where the site's
 * collections are no team ('a staff page' beside Staff or TeamMembers is the public team page).
 */
const STAFF_PAGE =
  /\b(?:a|an|the|our|my)\s+(?:internal\s+)?staff\s+(?:page|dashboard|view|screen|area|portal)\b/g;
/**
 * A page for a named group of staff ('Low stock list for the warehouse team', 'used by door
 * staff on a tablet', 'Only teachers (staff) should use this'): the site's admins, as staff are.
 */
const STAFF_GROUP =
  /\b(?:for|by)\s+(?:the\s+|our\s+)?(?:door|support|office|front[- ]desk|warehouse|kitchen|sales|hr|admin)\s+(?:staff|team)\b|\bonly\s+(?:the\s+)?(?:teachers?|managers?|agents?|employees?|staff)(?:\s*\([^)]{0,30}\))?\s+(?:should|can|may|will|are allowed to|get to)\s+(?:use|open|access|run)\s+(?:this|it|the page)\b/g;
const TEAM_WORDS = /staff|team|employee|people|person|crew|member|instructor|coach|doctor|teacher/i;

/**
 * The site owner writing in the first person: 'Only I (admin) should see the appointments',
 * 'only me (the owner)'. Without the brackets only on a page that names no members, where 'only
 * I can see my bookings' would be a member speaking.
 */
const ADMIN_ME = /\bonly (?:i|me)\s*\((?:the\s+)?(?:site\s+)?(?:admin|owner)\)/g;
const ADMIN_ME_PLAIN =
  /\b(?:only (?:i|me)|just me)\b(?=\s+(?:should|can|may|will|get to)\s+(?:see|view|read|access|manage)\b)/g;

/**
 * Who a site's members are to the prompt's writer: 'logged-in volunteers log their hours', "the
 * student's own assignments" say members as 'logged-in members' does.
 */
const MEMBERS_ONLY = new RegExp(
  // Not 'each member only sees their own progress': a member's reading, not the page's.
  // Nor 'for the current member only': whose figure it is, not who may read the page.
  String.raw`(?<!\b(?:the|current|each|this|that)\s+)\bmembers?[- ]only\b(?!\s+(?:sees?|views?|reads?|gets?|has|have|can|may|gives?|likes?|rates?|votes?)\b)|\bonly (?:for )?(?:site )?members\b(?!\s+(?:with|who\s+have|that\s+have|having|holding)\b[^.;]{0,40}\brole\b)|\b(?:logged|signed)(?:[- ]in)? (?:site )?${MEMBER_ROLES}\b|\((?:site )?members?\)|\b(?:${MEMBER_ROLES}|you|visitors|everyone|people)\s+(?:must|need to|needs to|have to|has to) (?:be|have) (?:logged|signed)[- ]in\b`,
  'g',
);
export const MEMBER_WORDS = /\bmembers?\b|\b(?:log|logged|sign|signed)[- ]in\b/;
/**
 * Reading one's own items: 'members see their own bookings', 'the owner of a booking', 'each
 * member sees only the tasks assigned to them', 'gradesTable lists the grades this teacher entered'.
 */
const OWN_ITEMS =
  /\bowned by\b|\bowner of (?:a|an|the|each|their)\b|\b(?:see|sees|view|views|list|lists|show|shows|read|reads)\b[^.]{0,40}\b(?:their|my|only) own\b|\b(?:see|sees|view|views|list|lists|show|shows|read|reads)\b[^.]{0,40}\b(?:assigned|given|sent|addressed)\s+to\s+(?:them|him or her|the member|me)\b|\b(?:see|sees|view|views|list|lists|show|shows|read|reads)\b[^.]{0,40}\b(?:(?:this|the)\s+(?:member|user|teacher|coach|tutor|instructor|seller|student|customer|employee|volunteer|driver|tenant|author)|they)\s+(?:have\s+|has\s+)?(?:entered|added|created|posted|submitted|wrote|written|saved|logged|uploaded)\b/;
/**
 * "hoursRepeater lists the volunteer's own entries" (or 'the members own', its apostrophe left
 * out): a member's own items by another word, which
 * can only be the page's one collection (saysOwn reads a collection's own name).
 */
const A_MEMBERS_OWN = new RegExp(
  String.raw`\b(?:see|sees|view|views|list|lists|show|shows|read|reads)\b[^.]{0,40}\b(?:the|a) ${SIGNED_IN}${MEMBER_ROLES}(?:'s|’s|'|’)?\s+own\b`,
);
/**
 * 'members see their orders', "the member's bookings": a member's possessive before a declared
 * collection's name (one adjective may come between). Only collection names count, so 'a welcome
 * text with their name' does not make a members' page read owned items.
 */
function namesTheirItems(
  p: string,
  collectionNames: readonly string[],
  membersOnly: boolean,
): boolean {
  const formsOf = nounForms;
  // 'each customer's orders' on a staff page is everyone's: only one member's possessive counts.
  // 'a repeater of their requests' reads them as a verb does.
  // 'my orders' is the member's only on a members-only page ('show my orders (members only)'):
  // elsewhere it is the site owner's ('show my projects').
  const possessive = String.raw`\b(?:their|his or her|${membersOnly ? 'my|' : ''}(?:the|a) ${SIGNED_IN}(?:member|user|customer|client)'s)`;
  const reading = READING;
  const owned = collectionNames.filter((name) =>
    new RegExp(
      String.raw`(?:${reading}[^.;]{0,30}?|\b(?:repeater|table|list|gallery|grid)\s+(?:of|with|showing)\s+)${possessive}\s+(?:own\s+)?(?:[a-z]+\s+)?(?:${formsOf(name).join('|')})\b`,
    ).test(p),
  );
  // Ownership is page-wide: another collection the prompt names would be narrowed to the
  // member's own items too ('browse the products … read their reviews'), so it must be alone.
  const others = collectionNames.filter((name) => !owned.includes(name));
  const named = (name: string) =>
    new RegExp(String.raw`\b(?:${formsOf(name).join('|')})\b`).test(p);
  return owned.length > 0 && !others.some(named);
}

const READING = String.raw`\b(?:see|sees|view|views|browse|browses|read|reads|list|lists|show|shows|track|tracks|check|checks|get|gets)\b`;

/**
 * A restriction on changing data: 'only admins can add products', 'members may post',
 * 'logged-in members click rsvpButton to RSVP' (acting, not reading), 'you need to be logged in
 * to vote' (a purpose that is no seeing).
 */
const WRITE_AFTER =
  /^\W*to\s+(?!(?:see|view|read|browse|access|look)\b)[a-z]+\b|^\W*(?:\w+\W+){0,2}?(?:(?:can|may|should|are allowed to)\s+(?:add|edit|update|change|delete|remove|create|post|submit|save|write|manage|upload|leave|send|fill|enter|join|rsvp|book|vote|comment|rate|reserve|register|apply|sign up|ask|bid|suggest|nominate|log|type|click|use|offer|pick|choose|select|request|borrow|rent|order|donate|record|hide|grade|list\s+(?:a|an|new|their)\b)|(?:click|clicks|tap|taps|press|presses|use|uses|rsvp|rsvps|book|books|vote|votes|comment|comments|rate|rates|reserve|reserves|register|registers|enrol|enrols|enroll|enrolls|apply|applies|post|posts|submit|submits|ask|asks|bid|bids|log|logs)\s)/;

/**
 * 'only admins approve', 'admins can publish them': deciding on items others sent, which keeps
 * neither reading nor sending from anyone (the approving itself is an item change).
 */
const DECIDES_AFTER =
  /^\W*(?:\w+\W+){0,2}?(?:(?:can|may|should|will)\s+)?(?:approve|approves|reject|rejects|moderate|moderates|publish|publishes|restock|restocks)\b/;

/** 'Voters must be', 'bidders need to be': people named by what they do, before who they are. */
const DOERS_MUST_BE =
  /\b(?:voters|bidders|posters|commenters|reviewers|raters|sellers|buyers|bookers|applicants|entrants|submitters|donors|nominators)\s+(?:must|need to|have to|should)\s+be\s+(?:a\s+)?$/;

/** A restriction on seeing alone: 'only admins can see the applications'. */
const READ_AFTER =
  /^\W*(?:\w+\W+){0,2}?(?:can|may|should|are allowed to|get to)\s+(?:be\s+able\s+to\s+)?(?:see|view|read|browse|access|review|look at)\b(?!\s+(?:and|or|&)\s+(?:edit|add|change|update|delete|remove|manage|create|save))/;

/**
 * 'Admins only: #applicationsRepeater shows all Pending applications': a list for them; so is
 * 'for staff only. Show Comments where …', whose 'Comments' is no verb of writing.
 */
const LISTS_AFTER = /^\W*(?:(?:[#\w]+\W+){0,2}?(?:shows|lists|displays)|show|display)\b/;

/**
 * Whether the words after an admin or members phrase restrict seeing; after people named as
 * admins a bare verb does too ('Only my sister (admin) see all RSVPs').
 */
function readsAfter(match: RegExpMatchArray, after: string): boolean {
  return (
    READ_AFTER.test(after) ||
    (match[0].startsWith('(') && /^\W*(?:see|sees|view|views)\b/.test(after))
  );
}

const USES_PAGE =
  /^\W*(?:(?:can|will|may)\s+)?(?:uses?|opens?|visits?|sees?|has access to|have access to)\s+(?:this|the)\s+(?:page|dashboard|screen|panel)\b/;

/**
 * Whether some match restricts reading (not followed by a write verb) and whether one restricts
 * saving (not followed by a verb of seeing).
 */
/** What visitors send, said to be for some readers: 'Submissions are admin-only'. */
const ITEMS_ARE =
  /\b(?:submissions|entries|responses|messages|leads|applications|requests|signups|sign-ups|registrations|enquiries|inquiries)\s+(?:are|is|stay|remain|should be|must be)\s+$/;

function restricts(
  p: string,
  matches: Iterable<RegExpMatchArray>,
): { read: boolean; write: boolean } {
  let read = false;
  let write = false;
  for (const match of matches) {
    const at = match.index ?? 0;
    // Within its sentence: 'Members-only forum. Show posts …' is no members' posting.
    const after = p.slice(at + match[0].length).split(/[.!?;\n]/)[0] ?? '';
    // 'Voters must be logged-in members': who may do something, not who may look.
    const doers = DOERS_MUST_BE.test(p.slice(Math.max(0, at - 40), at));
    if (DECIDES_AFTER.test(after)) continue;
    // 'Submissions are admin-only': who reads what was sent, not who sends it.
    if (ITEMS_ARE.test(p.slice(Math.max(0, at - 40), at))) {
      read = true;
      continue;
    }
    // 'Logged-in members see their current plan in #currentPlanText': each one's own, which their
    // own reading keeps to them (ownedCollectionsOf); not the whole page.
    if (/^\s+(?:can\s+)?(?:see|sees|view|views|get|gets)\s+(?:their|his|her)\s/.test(after))
      continue;
    // 'only admin uses this page': the whole page is theirs, reading and saving.
    if (USES_PAGE.test(after)) {
      read = true;
      write = true;
      continue;
    }
    const seeing = readsAfter(match, after) || LISTS_AFTER.test(after);
    if (!seeing && !SHOWN_TO.test(match[0])) write = true;
    // 'Application form (members only)', '#borrowBtn in each item: members only': who may send
    // the form or click the button, not who may look.
    const [sentenceStart] = sentenceSpan(p, at);
    const formOnly =
      /\bforms?\s*\(?\s*$/.test(p.slice(Math.max(0, at - 20), at)) ||
      /#?\b\w*(?:btn|button)\b[^.!?;\n]{0,30}[:(\-–—]\s*$/.test(p.slice(sentenceStart, at));
    // A verb of seeing first: 'see all RSVPs' is no 'RSVPs to the event'.
    if ((seeing || !WRITE_AFTER.test(after)) && !doers && !formOnly) read = true;
  }
  return { read, write };
}

/**
 * 'Members can post new threads', 'site members may leave a review': adding said to be for
 * members, which keeps visitors from it but not from reading.
 */
const MEMBERS_ADD =
  /\b(?:site )?members\s+(?:(?:can|may|are allowed to|are able to)\s+)?(?:also\s+)?(?:add|post|create|submit|upload|write|leave|share|book|reserve|vote|comment|rate|review|bid|apply|register|rsvp|sign up|join|suggest|nominate|send|offer|pick|choose|select|request|borrow|rent|order|donate|log|track|open (?:a|an|new))\b/;

/** 'Max 5 logs per member per day', 'one application per user': only a member can be counted. */
const PER_MEMBER_LIMIT =
  /\b(?:one|once|a single|\d{1,3})\s+(?:[a-z-]+\s+){0,2}?(?:per|for each|each)\s+(?:logged[- ]in\s+)?(?:member|user)\b/;

/** 'create a Loans record … for the current member': saved by a member, whoever reads. */
const FOR_THE_MEMBER = /\bfor the (?:current|logged[- ]in|signed[- ]in) (?:member|user)\b/;

/** Saving said to be open: 'anyone can submit', 'visitors may apply', '(anyone, no login)'. */
const OPEN_WRITES =
  /\b(?:anyone|anybody|everyone|everybody|all visitors|visitors?|guests?|the public)\s+(?:can|may|is able to|are able to)\s+(?:submit|send|post|add|apply|sign up|register|book|fill|leave|write|enter|create|upload|rsvp|join|subscribe)\b|\(anyone(?:,| -| —)? no (?:login|log-in|account|sign[- ]?in)\b|\bno (?:login|log-in|account|sign[- ]?in) (?:needed|required|necessary)\b|\bwithout (?:logging in|signing in|an account)\b/;

/**
 * The admins-only reading of some collections alone: 'Only I (admin) should see the appointments
 * list' on a page that also lists styles; 'Applications contain personal data: only admins may
 * read them' beside a public form. A sentence that says who may see, naming some of the
 * collections the prompt names but not all; the rest of the page keeps its own access.
 */
function adminReadsOf(
  text: Written,
  matches: RegExpMatchArray[],
  collectionNames: readonly string[],
): { collections: string[]; matches: RegExpMatchArray[] } {
  const everywhere = collectionsNamed(text.cased, collectionNames);
  const collections = new Set<string>();
  const scoped = matches.filter((match) => {
    const submitted = openlySubmitted(text, match, collectionNames);
    const said = submitted.length > 0 ? submitted : seenCollections(text, match, collectionNames);
    if (said.length === 0 || (submitted.length === 0 && said.length === everywhere.length))
      return false;
    for (const name of said) collections.add(name);
    return true;
  });
  return { collections: [...collections], matches: matches.filter((m) => !scoped.includes(m)) };
}

/** The collections a sentence restricting who may see names ('only admins may read them'). */
function seenCollections(
  { p, cased }: Written,
  match: RegExpMatchArray,
  collectionNames: readonly string[],
): string[] {
  const at = match.index ?? 0;
  const after = p.slice(at + match[0].length);
  if (!readsAfter(match, after) && !SHOWN_TO.test(match[0])) return [];
  return collectionsNamed(
    cased.slice(...sentenceSpan(p, at, at + match[0].length)),
    collectionNames,
  );
}

/**
 * 'Public can submit, only admins read', 'Visitors can submit; only I (admin) can see them': the
 * admins read what is submitted, the collections the prompt saves to, and anyone sends it.
 */
function openlySubmitted(
  { p, cased }: Written,
  match: RegExpMatchArray,
  collectionNames: readonly string[],
): string[] {
  const at = match.index ?? 0;
  const start = Math.max(...['.', '!', '?', '\n'].map((c) => p.lastIndexOf(c, at - 1))) + 1;
  if (!OPEN_SUBMIT.test(p.slice(start, at))) return [];
  return collectionNames.filter((name) => savedTo(cased, name));
}

const OPEN_SUBMIT =
  /\b(?:the public|public|anyone|everyone|visitors?|guests?|people|customers?)\s+(?:can|may|are able to|should be able to)\s+(?:submit|send|post|fill|request|book|apply)\b/;

/** 'only shown to admins': a restriction on seeing, whatever follows. */
const SHOWN_TO = /\bonly (?:shown|visible|available) to\b/;

const ELSEWHERE =
  /\b(?:elsewhere|on (?:an?other|a different|a separate) page|in the (?:cms|dashboard|content manager))\b/;

/**
 * Who may read and who may save, the strictest the prompt asks for each. An admin-only page
 * ignores ownership; an item's owner ('the owner of a booking') is a member, so only 'site owner'
 * means the admin; a member reading their own items saves as a member (so the item is theirs).
 */
export function promptAccess(
  p: string,
  collectionNames: readonly string[],
  written = p,
): { read: Access; write: Access; adminCollections?: string[]; role?: MemberRole } {
  const text = { p, cased: written.length === p.length ? written : p };
  // 'Teachers (admins) grade them elsewhere': admins named for what they do on another page.
  const elsewhere = (m: RegExpMatchArray) =>
    ELSEWHERE.test(p.slice(...sentenceSpan(p, m.index ?? 0)));
  const adminWords = [
    ...p.matchAll(ADMIN_ONLY),
    ...(collectionNames.length === 0 ||
    collectionNames.some((name) => TEAM_WORDS.test(name)) ||
    /\bteam\b/.test(p)
      ? []
      : p.matchAll(STAFF_PAGE)),
    ...p.matchAll(ADMIN_ME),
    ...p.matchAll(STAFF_GROUP),
    ...(has(p, MEMBER_WORDS) ? [] : p.matchAll(ADMIN_ME_PLAIN)),
  ].filter((m) => !elsewhere(m));
  const scoped = adminReadsOf(text, adminWords, collectionNames);
  const admin = restricts(p, scoped.matches);
  const members = restricts(p, p.matchAll(MEMBERS_ONLY));
  // A site owner's "my own products" means the whole site's items, so "my own" needs members.
  // 'see all recipes and add their own recipes': owning what one adds is not reading one's own.
  // "Don't show my own profile in the list" leaves one's own out: the others' are read.
  const reading = withoutOwnedThrough(withoutButtonPlaces(p), collectionNames)
    .replace(new RegExp(String.raw`${WRITING}\s+(?:\w+\s+)?(?:their|my) own\b`, 'g'), ' ')
    .replace(new RegExp(LEAVES_OUT_OWN, 'g'), ' ');
  // 'the applicant can see their own applications' beside a public list of Pets: ownership of
  // those alone (ownedCollectionsOf), not of the page.
  const ownedAlone = ownedCollectionsOf(p, collectionNames, text.cased);
  const ownsSome =
    ownedAlone.length > 0 &&
    collectionsNamed(text.cased, collectionNames).some((name) => !ownedAlone.includes(name));
  const own =
    has(p, MEMBER_EQUALS) ||
    (has(reading, OWN_ITEMS) &&
      (!/\bmy own\b/.test(reading) || has(p, MEMBER_WORDS)) &&
      !ownsSome) ||
    (has(p, MEMBER_WORDS) && namesTheirItems(reading, collectionNames, members.read)) ||
    (collectionNames.length === 1 && has(reading, A_MEMBERS_OWN));
  // 'Only members with the Employer role can post jobs': members only, then the role in code.
  const role = promptRole(text, collectionNames, (matches) => restricts(p, matches));
  const roleEverywhere = role !== null && role.scope === null;
  const read: Access = admin.read
    ? 'admin'
    : own
      ? 'owner'
      : members.read || (roleEverywhere && role.read)
        ? 'members'
        : 'anyone';
  // An admins' page saves as admins too, unless the prompt opens saving ('anyone can submit').
  // 'Only admins can see the applications' keeps them from readers, not from who sends them.
  const seenOnly =
    scoped.matches.length > 0 &&
    scoped.matches.every((m) => seenCollections(text, m, collectionNames).length > 0);
  // 'Members apply with …' beside a list only admins see: members still add.
  const membersAdd = MEMBERS_ADD.test(p) && !has(p, OPEN_WRITES);
  // 'Submissions are admin-only': what is sent is read by admins; sending stays open.
  const sentItems = scoped.matches.some((m) =>
    ITEMS_ARE.test(p.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0)),
  );
  const open = has(p, OPEN_WRITES) || seenOnly || sentItems || (membersAdd && !admin.write);
  const write: Access =
    admin.write || (read === 'admin' && !open)
      ? 'admin'
      : own ||
          members.write ||
          (roleEverywhere && role.write) ||
          FOR_THE_MEMBER.test(p) ||
          membersAdd ||
          (PER_MEMBER_LIMIT.test(p) && !has(p, OPEN_WRITES))
        ? 'members'
        : 'anyone';
  // 'only admins can read them, but the applicant can see their own applications': each
  // applicant's own, which admins read all of anyway.
  const adminCollections = scoped.collections.filter((name) => !ownedAlone.includes(name));
  return {
    read,
    write,
    ...(adminCollections.length > 0 ? { adminCollections } : {}),
    ...(role ? { role } : {}),
  };
}
