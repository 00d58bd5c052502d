import type { SiteCollection, SiteStructure } from '../structure';
import { type Access, readPrompt, sentencesOf } from './keywords';
import { constantsOrState, countsOf, onlyReactions } from './change-values';
import { capacityOf } from './plan-function-capacity';
import { figuresOf } from './plan-function-figures';
import { readShape } from './plan-function-reads';
import { hasWord, keyWords, nameScore, pascal, words, nounForms } from './naming';
import type { PlanContext } from './plan-context';
import type { PromptFunction } from './plan-types';

/**
 * Backend functions the prompt names — 'updateStock(productId, stock) sets a product's stock,
 * admins only', 'getTopProducts returns the 10 most expensive products' — each written as the web
 * method it describes: a read, an insert, an update or a removal of one declared collection,
 * with its own access when its sentence says so. Names the page's own functions already use are
 * left to them.
 */

/** What a function's first word makes it; null: only its sentence's verb can say ('sendX saves …'). */
const KIND_OF: Record<string, PromptFunction['kind'] | null> = {
  get: 'read',
  list: 'read',
  find: 'read',
  fetch: 'read',
  search: 'read',
  count: 'read',
  create: 'create',
  add: 'create',
  insert: 'create',
  save: 'create',
  submit: 'create',
  register: 'create',
  send: null,
  update: 'update',
  set: 'update',
  change: 'update',
  edit: 'update',
  mark: 'update',
  delete: 'remove',
  remove: 'remove',
  // Verbs that change an item's state; the sentence's own verb decides ('cancelX removes …').
  cancel: 'update',
  confirm: 'update',
  approve: 'update',
  reject: 'update',
  publish: 'update',
  archive: 'update',
  complete: 'update',
  close: 'update',
  restock: 'update',
  // A reaction adds to a count: 'upvotePost(postId) adds one to the post's votes'.
  like: 'update',
  upvote: 'update',
  vote: 'update',
  increment: 'update',
};

/** What the sentence says the function does, when it says: 'cancelBooking removes a booking'. */
const SAID_KIND: [RegExp, PromptFunction['kind']][] = [
  [/^\W*(?:\([^)]*\)\s*)?(?:returns|lists|gets|finds|fetches)\b/i, 'read'],
  [/^\W*(?:\([^)]*\)\s*)?(?:removes|deletes)\b/i, 'remove'],
  [/^\W*(?:\([^)]*\)\s*)?(?:sets|marks|updates|changes|edits)\b/i, 'update'],
  [/^\W*(?:\([^)]*\)\s*)?(?:adds|creates|inserts|saves|stores|submits|records)\b/i, 'create'],
];

/**
 * A function as a prompt names one: called ('updateStock(productId, stock)') or described by the
 * next word ('getTopProducts returns …'). 'an addToCart button' or 'use setTimeout' are not.
 */
const NAMED = new RegExp(
  String.raw`\b((?:${Object.keys(KIND_OF).join('|')})[A-Z][A-Za-z0-9]{1,40})(?:\s*\(([^)]*)\)|(?=\s+(?:returns|return|lists|gets|finds|fetches|searches|adds|creates|inserts|saves|stores|submits|records|updates|sets|changes|edits|marks|deletes|removes)\b))`,
  'g',
);

const ELEMENT_NAME =
  /(?:Button|Btn|Input|Text|Txt|Repeater|Table|Gallery|Box|Dropdown|Checkbox|Slider|Image|Img|Container|Section|Form|Dataset|Picker|Switch)\d*$/;

type Access2 = { read: Access; write: Access };

/** Collections of what visitors send in: adding to them is not an admin's job. */
const SUBMISSIONS = [
  'message',
  'contact',
  'submission',
  'signup',
  'subscriber',
  'application',
  'booking',
  'reservation',
  'lead',
  'feedback',
  'inquiry',
  'enquiry',
  'request',
  'registration',
  'entry',
  'rsvp',
];

/**
 * Every function the prompt names that can be written faithfully, with its sentence, given the
 * access the rest of the prompt gives (`base`). Skipped: names of elements or of the page's own
 * functions (`taken`), a parameter the writer would ignore, an update or insert with no field, an id-less update or
 * removal.
 */
function candidates(
  structure: SiteStructure,
  promptText: string,
  taken: ReadonlySet<string>,
  base: Access2,
): { sentence: string; fn: PromptFunction }[] {
  const found: { sentence: string; fn: PromptFunction }[] = [];
  for (const sentence of sentencesOf(promptText)) {
    for (const match of sentence.matchAll(NAMED)) {
      const name = match[1] ?? '';
      if (
        found.some((f) => f.fn.name === name) ||
        taken.has(name) ||
        structure.byId.has(name) ||
        ELEMENT_NAME.test(name)
      )
        continue;
      const after = sentence.slice((match.index ?? 0) + name.length);
      const said = SAID_KIND.find(([verb]) => verb.test(after))?.[1];
      // A called function ('updateStock(productId, stock)') of a one-collection site is about it.
      const only = structure.collections.length === 1 ? structure.collections[0] : undefined;
      // 'upvotePost(postId) adds one to the post's votes': a count going up is an update.
      const owner =
        collectionOf(structure, name) ??
        namedIn(structure, after) ??
        (match[2] !== undefined ? only : undefined);
      const counts = (!said || said === 'create') && owner && countsOf(after, owner).length > 0;
      const kind = counts ? 'update' : (said ?? KIND_OF[words(name)[0]?.toLowerCase() ?? '']);
      // Else the one collection its sentence names: 'markPaid(orderId) marks the order as paid'.
      // 'registerForEvent(…) adds a row to Registrations': the collection it adds to, not Events.
      const collection =
        (kind === 'create' ? addedTo(structure, after) : null) ??
        collectionOf(structure, name) ??
        namedIn(structure, after) ??
        (match[2] !== undefined ? (only ?? null) : null);
      if (!kind || !collection) continue;
      const params = (match[2] ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^[A-Za-z_$][\w$]*$/.test(p));
      const fn = { ...describe(sentence, name, kind, collection, params, base) };
      const figures = kind === 'read' ? figuresOf(after, name, collection) : undefined;
      if (figures) fn.figures = figures;
      const capacity = capacityOf(structure, promptText, sentence, fn);
      if (capacity) fn.capacity = capacity;
      // 'the member's own bookings', 'getMyOrders': each member reads and changes only theirs.
      if (
        sentenceAccess(sentence.toLowerCase()) !== 'admin' &&
        ownedBy(sentence, name, collection)
      ) {
        fn.access = 'members';
        fn.ownItem = true;
      }
      const used = fn.fields.length + (fn.idParam ? 1 : 0) + (fn.limitParam ? 1 : 0);
      const changes = fn.kind === 'update' || fn.kind === 'create';
      const needsId = fn.kind === 'update' || fn.kind === 'remove';
      if (
        used < params.length ||
        (changes && fn.fields.length + fn.constants.length === 0) ||
        (needsId && !params.includes(fn.idParam ?? ''))
      )
        continue;
      found.push({ sentence, fn });
    }
  }
  return found;
}

/**
 * The prompt without the sentences that are about a function written for it: a sentence that
 * begins with the function ('updateStock(…) sets …, admins only', after a 'Backend:' lead-in or
 * its access: 'Admin-only getApplications returns …') is that function's, so its access words are not the page's. A sentence that only mentions one ('an
 * admin only orders table with an updateOrderStatus(…) function') stays the page's.
 */
export function withoutFunctionSentences(structure: SiteStructure, promptText: string): string {
  // With a list on the page, 'getProducts' is the page's own reader, and its words the page's.
  const lists = structure.elements.some((e) => ['repeater', 'table', 'gallery'].includes(e.type));
  const readers = new Set(
    lists
      ? structure.collections.map((c) => `get${pascal(c.name.split('/').pop() ?? c.name)}`)
      : [],
  );
  const open: Access2 = { read: 'anyone', write: 'admin' };
  const owned = candidates(structure, promptText, readers, open).filter(({ sentence, fn }) =>
    new RegExp(
      String.raw`^(?:[^:]*:\s*)?(?:(?:also|and|then)\s+)?(?:(?:an?\s+|the\s+)?(?:admins?|members?|public)(?:[- ]only)?\s+(?:function\s+)?)?${fn.name}\b`,
      'i',
    ).test(sentence.trim()),
  );
  const theirs = new Set(owned.map((o) => o.sentence));
  return sentencesOf(promptText)
    .filter((s) => !theirs.has(s))
    .join(' ');
}

export function planPromptFunctions(
  ctx: PlanContext,
  taken: Set<string>,
  writesBackend: boolean,
): PromptFunction[] {
  if (!writesBackend) return [];
  // Access words in a function's own sentence are that function's ('updateStock …, admins
  // only'); the other functions take what the rest of the prompt says, as the page does.
  const names = ctx.structure.collections.map((c) => c.name);
  const base = readPrompt(withoutFunctionSentences(ctx.structure, ctx.promptText), names).access;
  return candidates(ctx.structure, ctx.promptText, taken, base).map((c) => c.fn);
}

/**
 * A function about the calling member's own items: 'getMyOrders', "cancels the member's own
 * booking", 'removes one of their own bookings'. A bare 'their' is not ('returns the products
 * with their prices').
 */
function ownedBy(sentence: string, name: string, collection: SiteCollection): boolean {
  const possessive = String.raw`(?:their own|his or her own|my(?: own)?|(?:the|a|each) (?:member|user|customer|client)'s(?: own)?)`;
  return (
    /^[a-z]+My[A-Z]/.test(name) ||
    new RegExp(
      String.raw`\b${possessive}\s+(?:[a-z]+\s+)?(?:${nounForms(collection.name).join('|')})\b`,
      'i',
    ).test(sentence)
  );
}

/** The one declared collection a sentence names ('the order'), or null. */
function namedIn(structure: SiteStructure, sentence: string): SiteCollection | null {
  const named = structure.collections.filter((c) =>
    new RegExp(String.raw`\b(?:${nounForms(c.name).join('|')})\b`, 'i').test(sentence),
  );
  return named.length === 1 ? (named[0] ?? null) : null;
}

/** The collection a sentence adds to: 'adds a row to Registrations', 'saves it in Messages'. */
function addedTo(structure: SiteStructure, after: string): SiteCollection | null {
  const named = structure.collections.filter((c) =>
    new RegExp(
      String.raw`\b(?:to|into|in)\s+(?:the\s+)?(?:${nounForms(c.name).join('|')})\b`,
      'i',
    ).test(after),
  );
  return named.length === 1 ? (named[0] ?? null) : null;
}

/** The declared collection the function's name names best, or null when it names none. */
function collectionOf(structure: SiteStructure, name: string): SiteCollection | null {
  const { collections } = structure;
  let best: SiteCollection | null = null;
  let bestScore = 0;
  for (const c of collections) {
    const score = nameScore(name, c.name);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  // Only a collection the name names: 'getCartTotal' is not about the only collection there is.
  return best;
}

const LIMIT_PARAM = /^(?:limit|max|maxItems|count|howMany|pageSize|size|top|n)$/i;

function describe(
  sentence: string,
  name: string,
  kind: PromptFunction['kind'],
  collection: SiteCollection,
  params: string[],
  base: { read: Access; write: Access },
): PromptFunction {
  const s = sentence.toLowerCase();
  const fieldFor = (param: string) =>
    collection.fields.find((f) => f.key === param) ??
    collection.fields.find((f) => keyWords(f.key).join() === keyWords(param).join()) ??
    // 'postId' is the reference field 'post'.
    collection.fields.find(
      (f) =>
        f.type === 'reference' &&
        /Id$/.test(param) &&
        keyWords(f.key).join() === keyWords(param.replace(/Id$/, '')).join(),
    ) ??
    null;
  const idParam =
    kind === 'update' || kind === 'remove'
      ? (params.find((p) => /(?:^id|Id)$/.test(p)) ?? params[0] ?? 'itemId')
      : null;
  const fields = params
    .filter((p) => p !== idParam)
    .flatMap((p) => {
      const field = fieldFor(p);
      return field ? [{ param: p, field }] : [];
    });
  // 'getUpcomingEvents(limit)': how many the caller wants, within the read's bounds.
  const limitParam =
    kind === 'read'
      ? params.find((p) => LIMIT_PARAM.test(p) && !fields.some((f) => f.param === p))
      : undefined;
  const constants = kind === 'update' ? constantsOrState(sentence, name, collection) : [];
  return {
    ...(limitParam ? { limitParam } : {}),
    name,
    kind,
    collection,
    idParam,
    fields,
    constants,
    // Changing data is for admins unless the sentence gives it to others; what visitors send in
    // (a contact message, a signup) is for whoever may send the page's forms, a like for anyone.
    access:
      sentenceAccess(s) ??
      (kind === 'read'
        ? base.read
        : kind === 'create' && hasWord(collection.name, SUBMISSIONS)
          ? base.write
          : onlyReactions(constants)
            ? 'anyone'
            : 'admin'),
    ...readShape(s, name, collection),
  };
}

/** 'admins only' / 'members only' / 'anyone can call it' in the function's own sentence. */
export function sentenceAccess(sentence: string): Access | null {
  // 'emails the site owner', 'notifies the admins': whom it tells, not who may call it.
  const s = sentence.replace(
    /\b(?:to|notif(?:y|ies)|emails?|tells?|alerts?)\s+(?:the\s+)?(?:site\s+)?(?:owners?|admin(?:istrator)?s?)\b/g,
    '',
  );
  if (/\badmin(?:istrator)?s?\b|\bsite owners?\b/.test(s)) return 'admin';
  if (/\bmembers?\b|\b(?:logged|signed)[- ]in\b/.test(s)) return 'members';
  // 'Guests click claimButton … confirmClaimButton marks one as purchased': a wedding's guests.
  if (/\banyone\b|\bvisitors?\b|\beveryone\b|\bpublic(?:ly)?\b|\bguests?\b|\bshoppers?\b/.test(s))
    return 'anyone';
  return null;
}
