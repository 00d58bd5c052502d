import type { SiteCollection, SiteField } from '../structure';
import { words } from './naming';
import type { Plan } from './plan-types';

/**
 * The field a member's own items are found by. Rows this page adds are the member's own as their
 * author (`_owner`), which "Site member author" keeps private without a web module. Rows that come
 * from elsewhere ('I add each Galleries row myself and put the client's member id in clientId')
 * are found by the declared member id; an admin who adds them is their author.
 */
export function ownItemsKey(plan: Plan, collection: SiteCollection): string {
  const actions = [
    ...plan.lists.flatMap((l) => l.actions),
    ...plan.spotlights.flatMap((s) => (s.join ? [s.join.action] : [])),
  ];
  const addedHere =
    plan.forms.some((f) => f.collection === collection) ||
    actions.some((a) => (a.kind === 'join' || a.kind === 'addRow') && a.collection === collection);
  return addedHere
    ? '_owner'
    : (equalsMember(plan.request.prompt, collection)?.key ??
        memberKeyIn(collection)?.key ??
        '_owner');
}

/**
 * 'Loans where borrower is the current member', 'whose keeper = the logged-in user': the text
 * field the prompt says holds the member's id, whatever its name.
 */
export function equalsMember(prompt: string, collection: SiteCollection): SiteField | null {
  const said = MEMBER_EQUALS.exec(prompt)?.[1]?.toLowerCase();
  // An email field holds no member id: matching by email is not this.
  return (
    collection.fields.find(
      (f) => f.type === 'text' && f.key.toLowerCase() === said && !/e-?mail/i.test(f.key),
    ) ?? null
  );
}

export const MEMBER_EQUALS =
  /\b(?:where|whose|with)\s+([a-z]\w*)\s+(?:is|=|==|equals)\s+(?:the\s+)?(?:current|logged[- ]in|signed[- ]in)\s+(?:member|user)(?:'s\s+id)?\b/i;

const MEMBER_KEYS = [
  ['member', 'id'],
  ['user', 'id'],
  ['owner', 'id'],
  ['author', 'id'],
  ['parent', 'id'],
  ['client', 'id'],
  ['customer', 'id'],
  ['student', 'id'],
  ['account', 'id'],
  ['posted', 'by'],
  ['created', 'by'],
  ['member'],
];

/** The collection's first text field, not one of `taken`, that `holds` says is a member's id. */
function memberField(
  collection: SiteCollection,
  taken: ReadonlySet<SiteField | null>,
  holds: (field: SiteField) => boolean,
): SiteField | null {
  return collection.fields.find((f) => f.type === 'text' && !taken.has(f) && holds(f)) ?? null;
}

/** A text field naming a member ('memberId', 'userId'), not one of `taken`. */
export function memberKeyIn(
  collection: SiteCollection,
  taken: ReadonlySet<SiteField | null> = new Set(),
): SiteField | null {
  return (
    memberField(collection, taken, (f) =>
      MEMBER_KEYS.some((key) => words(f.key).join() === key.join()),
    ) ??
    // 'patientId', 'tenantId': the id of one of the people a site's members are.
    memberField(collection, taken, (f) => {
      const [person, id, ...rest] = words(f.key);
      return id === 'id' && rest.length === 0 && PEOPLE.includes(person ?? '');
    })
  );
}

/** The people a site's members are, whose member id a field may hold ('patientId'). */
const PEOPLE = [
  'patient',
  'tenant',
  'employee',
  'volunteer',
  'player',
  'buyer',
  'seller',
  'attendee',
  'subscriber',
  'renter',
  'rider',
  'driver',
  'learner',
  'participant',
  'bidder',
  'athlete',
  'applicant',
  'resident',
  'guardian',
  'donor',
  'requester',
  'reporter',
  'creator',
  'employer',
  'student',
  'teacher',
  'coach',
  'instructor',
  'tutor',
  'client',
  'customer',
  'host',
  'organizer',
  'landlord',
  'assignee',
];

/**
 * A text field the prompt says holds the sender ('Save reporterId automatically', 'requesterId =
 * the logged-in member's id', 'with the member as owner'): the member's id, whatever its name.
 */
export function saidMemberKey(
  prompt: string,
  collection: SiteCollection,
  taken: ReadonlySet<SiteField | null> = new Set(),
): SiteField | null {
  const said = (f: SiteField) =>
    new RegExp(
      String.raw`\b${f.key}\b[^.;]{0,40}?(?:\bautomatically\b|\b(?:current|logged[- ]in|signed[- ]in)\s+member\b|\bmember['’]?s\s+id\b)`,
      'i',
    ).test(prompt);
  // 'saves to Entries with the member as owner': the field named after 'as', whatever its name.
  const named = (f: SiteField) =>
    new RegExp(
      String.raw`\b(?:the\s+)?(?:(?:current|logged[- ]in|signed[- ]in)\s+)?member\s+as\s+(?:the\s+|its\s+)?${f.key}\b`,
      'i',
    ).test(prompt);
  return memberField(
    collection,
    taken,
    (f) => (words(f.key).at(-1) === 'id' && said(f)) || named(f),
  );
}

/**
 * The field a summary of a member's own items finds them by: the member id a form of the page
 * sets to the caller's ('volunteerId'; a guarded save's `_owner` is not theirs), else as lists do.
 */
export function summaryOwnerKey(plan: Plan, summary: { collection: SiteCollection }): string {
  const form = plan.forms.find((f) => f.collection === summary.collection && f.memberKey);
  return form?.memberKey?.key ?? ownItemsKey(plan, summary.collection);
}
