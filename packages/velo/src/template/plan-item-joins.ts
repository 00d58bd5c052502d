import { memberKeyIn } from './own-items-key';
import { planJoinedLists } from './list-joined-items';
import { type JoinClash, planJoinClash } from './join-clashes';
import { type ListSeats, planListSeats } from './list-join-seats';
import { countsOf, lowersOf } from './change-values';
import {
  enclosingRepeater,
  type SiteCollection,
  type SiteField,
  type SiteStructure,
} from '../structure';
import { anyQuotedTexts, sentenceNaming, sentencesOf, xOfYWords } from './keywords';
import { referencedCollection } from './references';
import { camel, keyWords, pascal, singularLabel, words, nounForms } from './naming';
import { type PlanContext, isButton, isInput, pageLevel, planItemButtons } from './plan-context';
import type { ListPlan } from './plan-types';

/**
 * A button in each item that adds the signed-in member's own row about that item ('registerButton
 * registers the logged-in member for that event (adds a row to Registrations)', 'heartButton saves
 * the recipe to the member's Favorites'): a row in a collection with a reference to the list's.
 * A save or favourite toggles (a second click removes it); a registration is made once. Its label
 * says so for the items the member has.
 */
export interface JoinAction {
  kind: 'join';
  buttonId: string;
  collection: SiteCollection;
  /** The reference field naming the item. */
  field: SiteField;
  /** The label for an item the member has ('Registered'), and for one they have not. */
  doneLabel: string;
  undoneLabel: string | null;
  /** A second click removes the member's row. */
  toggles: boolean;
  /**
   * 'a #removeBtn that removes it from their favourites' in a list of the member's own: the
   * button only takes the member's row back (the listed item stays), and the list is read again.
   */
  removesOnly?: true;
  /** The web method (or page function) adding or toggling it, and the one reading theirs. */
  fnName: string;
  mineFnName: string;
  /** A text showing how many the member has ('Show how many items are in the member's wishlist'). */
  countTextId?: string | null;
  /** 'one vote per member in total (not per film)': one row per member, whatever the item. */
  onceInTotal?: true;
  /** "'X of Y lessons completed'": the words around the member's count and the list's. */
  countOfAll?: [string, string, string] | null;
  /** A field naming the member ('memberId'), saved with their id beside Wix's own _owner. */
  memberKey?: SiteField | null;
  /** A text field for the member's name ('volunteerName'), saved from their profile. */
  memberName?: SiteField | null;
  /** A text field for the member's email ('volunteerEmail'), saved as their login email. */
  memberEmail?: SiteField | null;
  /** The row's one date field ('completedOn'): when the member did it, by the server's clock. */
  doneAt?: SiteField | null;
  /**
   * Fields the row keeps a copy of from the item ('startTime', 'endTime' in both MySchedule and
   * Sessions): the same key and type in the listed collection, copied when the row is added.
   */
  copies?: { listed: string; fields: SiteField[] } | null;
  /** An item whose time overlaps one of the member's rows is refused (join-clashes.ts). */
  clash?: JoinClash | null;
  /** The places left on each listed item, and a full one closed (list-join-seats.ts). */
  seats?: ListSeats | null;
  /**
   * The item's count that goes up with each row and down when one is taken back ('likeCount'),
   * or, when `left`, down with each row: the places left ('decreases spotsLeft by 1'), none once 0.
   */
  counts?: { field: SiteField; listed: string; left?: true } | null;
}

const JOINS =
  /\b(?:register(?:s|ed)?|rsvps?|votes?|signs? (?:them |the member )?up|join(?:s)?|enrol(?:l)?s?|books?|favou?rites?|saves?|bookmarks?|likes?|wishlist|(?:inserts?|adds?|creates?) (?:a |one )?(?:new )?row (?:in|into|to)|(?:records?|logs?) (?:it|this|that) (?:in|into|to) [A-Z]\w*|adds? (?:it|them|the \w+|this \w+|that \w+) to (?:their |the member's |my |your )?[A-Z]\w*|adds? (?:a|an|the|this|that) \w+ to (?:their|the member's|my|your) (?:own |personal )?\w+)\b/i;

/** 'one vote per member in total (not per film)', 'only one vote in total'. */
const ONCE_IN_TOTAL =
  /\b(?:one|1|a single)\s+\w+\s+(?:per|for each|each)\s+(?:member|user|person|visitor|voter)\s+in\s+total\b|\b(?:only\s+)?(?:one|once)\s+in\s+total\b|\(not\s+per\s+\w+\)/i;

/** Verbs whose row the member takes back with a second click. */
const TOGGLING = /\b(?:favou?rites?|saves?|bookmarks?|likes?|wishlist|toggles?|again)\b/i;

export function planJoins(ctx: PlanContext, lists: ListPlan[]): void {
  planItemButtons(ctx, lists, (buttonId, listed) => joinOf(ctx, buttonId, listed));
  for (const list of lists)
    for (const a of list.actions) {
      if (a.kind !== 'join') continue;
      a.countTextId = joinCountText(ctx, a);
      a.countOfAll = a.countTextId
        ? xOfYWords(sentenceNaming(ctx.promptText, a.countTextId) ?? '')
        : null;
      a.memberKey = memberKeyIn(a.collection);
      // 'add them to ShiftSignups' where a row has volunteerName: the member's own name.
      const dates = a.collection.fields.filter((f) => f.type === 'date');
      a.doneAt = dates.length === 1 ? (dates[0] ?? null) : null;
      const memberText = (word: string) =>
        a.collection.fields.find(
          (f) => f.type === 'text' && f !== a.memberKey && keyWords(f.key).includes(word),
        ) ?? null;
      a.memberName = memberText('name');
      a.memberEmail = memberText('email');
      a.seats = planListSeats(ctx, list, a);
      a.copies = copiedFields(a, list.collection);
      a.clash = planJoinClash(ctx, a, joinSentences(ctx.promptText, a.buttonId).join(' '));
      if (!a.toggles && ONCE_IN_TOTAL.test(joinSentences(ctx.promptText, a.buttonId).join(' ')))
        a.onceInTotal = true;
      // A count of the member's rows, not of the list: the list's count text gives it up.
      for (const l of lists) if (l.countTextId === a.countTextId) l.countTextId = null;
      if (a.countTextId) ctx.claimed.add(a.countTextId);
    }
  planJoinedLists(ctx, lists);
}

/** The text a sentence about the member's rows asks to count them in: 'how many … in wishlistCount'. */
function joinCountText(ctx: PlanContext, a: JoinAction): string | null {
  const rows = nounForms(a.collection.name).join('|');
  const texts = pageLevel(ctx.structure).filter((e) => e.veloType === 'Text');
  for (const sentence of sentencesOf(ctx.promptText)) {
    // 'how many …', or "'X of Y lessons completed'".
    if (!/\b(?:how many|number of|count of)\b/i.test(sentence) && !xOfYWords(sentence)) continue;
    if (!new RegExp(String.raw`\b(?:${rows})\b`, 'i').test(sentence)) continue;
    const text = texts.find((t) => new RegExp(String.raw`\b${t.id}\b`).test(sentence));
    if (text) return text.id;
  }
  return null;
}

/**
 * The page's set of the items the member has rows about: 'myFavorites'; 'myScheduleIds' for a
 * collection already named as theirs ('MySchedule'), as its list is read by loadMySchedule.
 */
export function joinSetName(collectionName: string): string {
  const last = collectionName.split('/').pop() ?? collectionName;
  return /^My[A-Z]/.test(last) ? `${camel(last)}Ids` : `my${pascal(last)}`;
}

function copiedFields(a: JoinAction, listed: SiteCollection | null): JoinAction['copies'] {
  const own = [a.field, a.memberKey, a.memberName, a.memberEmail, a.doneAt];
  const fields = a.collection.fields.filter(
    (f) =>
      !own.includes(f) &&
      listed?.fields.some((l) => l.key === f.key && l.type === f.type && l.type !== 'reference'),
  );
  return listed && fields.length > 0 ? { listed: listed.name, fields } : null;
}

const UNDOES =
  /^(?:cancel|unbook|leave|withdraw|remove|delete|unjoin|unregister|unenrol|unenroll)$/;

/** 'removes it from their favourites', 'takes the recipe out of my wishlist'. */
const REMOVES_FROM_THEIRS =
  /\b(?:removes?|deletes?|takes?)\s+(?:it|them|(?:the|this|that)\s+\w+)\s+(?:out\s+of|off|from)\s+(?:their|the member'?s|my|your)\b/i;

export function joinOf(
  ctx: PlanContext,
  buttonId: string,
  listed: SiteCollection,
): JoinAction | null {
  // '#bookBtn and a #cancelBtn': the one that takes a row back is no second join of it (both
  // were, declaring the member's rows and the web method twice).
  const sentences = joinSentences(ctx.promptText, buttonId);
  const text = sentences.join(' ');
  const removesOnly = REMOVES_FROM_THEIRS.test(text);
  if (UNDOES.test(words(buttonId)[0] ?? '') && !removesOnly) return null;
  const verb = JOINS.exec(text)?.[0].toLowerCase() ?? (removesOnly ? 'save' : undefined);
  if (!verb || fromVisitor(ctx, text) || typedInItem(ctx.structure, buttonId, text)) return null;
  // 'removes the item from the wishlist' in a list of Wishlist: the listed row itself, no join.
  if (nounForms(listed.name).includes(verb)) return null;
  const target = joinCollection(ctx.structure, text, listed);
  if (!target) return null;
  if (removesOnly) {
    const one = pascal(singularLabel(target.collection.name));
    return {
      kind: 'join',
      buttonId,
      ...target,
      doneLabel: '',
      undoneLabel: null,
      toggles: true,
      removesOnly: true,
      fnName: `remove${one}`,
      mineFnName: `get${pascal(joinSetName(target.collection.name))}`,
    };
  }
  // 'saves a Reservations row', 'saves an enrollment': a row written, not an item kept.
  const writesRow = /^saves?$/.test(verb) && savesRow(text, target.collection);
  // 'clicking again', 'unlike', 'un-favourite'; not 'unless they already RSVP'd'.
  const toggles =
    (TOGGLING.test(verb) && !writesRow) ||
    /\b(?:again|toggles?|un-?(?:like|save|favou?rite|bookmark|follow|register|rsvp|join|book|enrol|star|heart)\w*)\b|\bremoves?\s+(?:it|them)\s+(?:if|when)\b/i.test(
      text,
    );
  const quoted = anyQuotedTexts(text);
  // "read 'Unlike' for posts the member already liked": what takes it back is their label.
  const done =
    quoted.find((q) => /(?:ed|saved|going|♥|✓)\b|^(?:going|in)\b|^(?:un\w+|remove)$/i.test(q)) ??
    (/^adds?\b/.test(verb) ? 'Added' : undefined) ??
    markedAs(text) ??
    DONE[verbRoot(writesRow ? (words(buttonId)[0] ?? verb) : verb)] ??
    'Saved';
  const undone = toggles
    ? (quoted.find((q) => q !== done) ??
      (/^adds?\b/.test(verb) ? 'Add' : pascal(verbRoot(verb)).replace(/^Rsvp$/, 'RSVP')))
    : null;
  const one = pascal(singularLabel(target.collection.name));
  const counted = countsOf(text, listed)[0]?.field ?? countNamedFor(verb, listed);
  const left = counted ? undefined : lowersOf(text, listed);
  return {
    ...(counted ? { counts: { field: counted, listed: listed.name } } : {}),
    ...(left ? { counts: { field: left, listed: listed.name, left: true as const } } : {}),
    kind: 'join',
    buttonId,
    collection: target.collection,
    field: target.field,
    doneLabel: done,
    undoneLabel: undone,
    toggles,
    fnName: `${toggles ? 'toggle' : 'add'}${one}`,
    mineFnName: `get${pascal(joinSetName(target.collection.name))}`,
  };
}

/**
 * The sentences about the button: the first naming it and those that go on about it ('If the
 * member is already registered …', 'clicking again …', 'The button label is …'), then any other
 * that names it ('Visitors … get the login prompt when they click favButton').
 */
export function joinSentences(prompt: string, buttonId: string): string[] {
  const sentences = sentencesOf(prompt);
  const named = new RegExp(String.raw`\b${buttonId}\b`);
  const about: string[] = [];
  let going = false;
  for (const sentence of sentences) {
    // Each sentence naming it, and those that go on about it after each.
    going = named.test(sentence) || (going && GOES_ON.test(sentence));
    if (going) about.push(sentence);
  }
  return about;
}

const GOES_ON =
  /^(?:if|once|when|after|it|its|the button|then|otherwise|clicking|tapping|a second)\b/i;

/**
 * A row a visitor fills in ('saves a booking with … the visitor's email from emailInput') is not
 * the signed-in member's own: it is no join, and no one is asked to log in for it.
 */
function fromVisitor(ctx: PlanContext, text: string): boolean {
  if (/\b(?:member|members|logged[- ]in|signed[- ]in|log in|login)\b/i.test(text)) return false;
  const inputs = ctx.structure.elements.filter((e) => isInput(e));
  return (
    /\bvisitor'?s?\b/i.test(text) ||
    inputs.some((e) => new RegExp(String.raw`\b${e.id}\b`).test(text))
  );
}

/**
 * '#answerBox and #answerBtn in each item … save it to Answers': a row with what is typed in the
 * item (plan-item-rows.ts), not the member's mark on it.
 */
function typedInItem(structure: SiteStructure, buttonId: string, text: string): boolean {
  const repeater = enclosingRepeater(structure, buttonId);
  return structure.elements.some(
    (e) =>
      isInput(e) &&
      repeater !== null &&
      enclosingRepeater(structure, e.id) === repeater &&
      new RegExp(String.raw`\b${e.id}\b`).test(text),
  );
}

/** A collection with a reference to the listed one; the one the text names first. */
function joinCollection(
  structure: SiteStructure,
  text: string,
  listed: SiteCollection,
): { collection: SiteCollection; field: SiteField } | null {
  const candidates = structure.collections.flatMap((c) => {
    if (c === listed) return [];
    const field = c.fields.find(
      (f) => f.type === 'reference' && referencedCollection(f, structure, c) === listed,
    );
    return field ? [{ collection: c, field }] : [];
  });
  const nouns = (c: { collection: SiteCollection }) => nounForms(c.collection.name).join('|');
  const named = candidates.filter((c) =>
    new RegExp(String.raw`\b(?:${nouns(c)})\b`, 'i').test(text),
  );
  // 'check that they have a Completions record …; otherwise save Enrollments': the one written.
  const written = named.find((c) =>
    new RegExp(
      String.raw`\b(?:save|saves|add|adds|create|creates|insert|inserts|write|writes)\s+(?:(?:a|an|the|new|one)\s+)*(?:${nouns(c)})\b`,
      'i',
    ).test(text),
  );
  return written ?? named[0] ?? (candidates.length === 1 ? (candidates[0] ?? null) : null);
}

/**
 * 'saves a Reservations row (car, pickupDate …)', 'saves an enrollment for the member': saving
 * writes the collection's row, as 'adds a row to' does; 'saves the recipe to Favorites' keeps an
 * item, which a second click takes back.
 */
function savesRow(text: string, collection: SiteCollection): boolean {
  const rows = nounForms(collection.name).join('|');
  return new RegExp(
    String.raw`\bsaves?\s+(?:a|an|one)\s+(?:new\s+)?(?:(?:${rows})\b|[a-z]+\s+(?:row|record|entry)\b|(?:row|record|entry)\b|(?:item|row|record|entry)\s+(?:to|in|into)\s+(?:the\s+)?(?:${rows})\b)`,
    'i',
  ).test(text);
}

/** 'to mark the lesson complete', 'marks it as read': the state the button says once done. */
function markedAs(text: string): string | undefined {
  const state =
    /\bmark(?:s|ing)?\b[^.;]{0,30}?\b(?:as\s+)?(complete|completed|done|finished|read|watched|seen|attended)\b/i.exec(
      text,
    )?.[1];
  if (!state) return undefined;
  const said = state.toLowerCase() === 'complete' ? 'completed' : state.toLowerCase();
  return said.charAt(0).toUpperCase() + said.slice(1);
}

const DONE: Record<string, string> = {
  register: 'Registered',
  rsvp: 'Going',
  sign: 'Signed up',
  join: 'Joined',
  enrol: 'Enrolled',
  book: 'Booked',
  reserve: 'Reserved',
  favorite: 'Saved',
  save: 'Saved',
  bookmark: 'Bookmarked',
  like: 'Liked',
  vote: 'Voted',
  wishlist: 'In your wishlist',
};

/**
 * 'Members vote with voteButton' beside Entries' `votes`: the item's count of what the join
 * adds, one up with each ('voteCount', 'likes').
 */
function countNamedFor(verb: string, listed: SiteCollection): SiteField | undefined {
  const root = verbRoot(verb);
  if (root !== 'vote' && root !== 'like') return undefined;
  return listed.fields.find(
    (f) => f.type === 'number' && keyWords(f.key).some((w) => w === root || w === `${root}s`),
  );
}

function verbRoot(verb: string): string {
  const root = verb
    .replace(/^signs?.*$/, 'sign')
    .replace(/favou?rites?/, 'favorite')
    .replace(/enroll?s?/, 'enrol')
    .replace(/(?:ed|s)$/, '');
  return root in DONE ? root : root.replace(/e$/, '') in DONE ? root.replace(/e$/, '') : 'save';
}

/** Logging in to use such a button: 'Visitors who are not logged in are asked to log in first.' */
const LOGIN_FIRST =
  /\b(?:log(?:ged)?[ -]?in|sign(?:ed)?[ -]?in)\b.*\b(?:first|before|asked|prompt|prompted|to (?:register|rsvp|save|join|book|like))\b/i;

/** A sentence about the member's own joined items: 'shows only the member's favourite recipes'. */
const MEMBERS_JOINED = /\b(?:member'?s|their|my|your)\b/i;

/**
 * The prompt without what it says of such buttons, for reading who may see the page: the
 * logged-in member registering for an event does not make the events members-only.
 */
export function withoutJoinSentences(structure: SiteStructure, prompt: string): string {
  const repeated = structure.elements.filter(
    (e) => isButton(e) && enclosingRepeater(structure, e.id) !== null,
  );
  const joins = new Set(
    repeated.flatMap((b) => {
      const said = joinSentences(prompt, b.id);
      return JOINS.test(said.join(' ')) ? said : [];
    }),
  );
  if (joins.size === 0) return prompt;
  return sentencesOf(prompt)
    .filter(
      (s) => !joins.has(s) && !LOGIN_FIRST.test(s) && !(JOINS.test(s) && MEMBERS_JOINED.test(s)),
    )
    .join(' ');
}
