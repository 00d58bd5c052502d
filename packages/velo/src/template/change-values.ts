import type { SiteCollection, SiteField } from '../structure';
import { keyWords, str, words } from './naming';
import type { ItemChange, PromptFunction } from './plan-types';

/**
 * What an update sets or adds to, planned from its sentence, and how the writers put each change
 * in code and in words.
 */

/**
 * Fixed values an update sets: 'sets confirmed to true', "sets that product's stock to 50",
 * 'marks it as paid' (a boolean field), 'marks the ticket as Closed' (a status text).
 */
export function constantsOf(
  sentence: string,
  collection: SiteCollection,
): PromptFunction['constants'] {
  const fieldNamed = (name: string) =>
    collection.fields.find((f) => keyWords(f.key).join() === keyWords(name).join()) ?? null;
  const found: PromptFunction['constants'] = [];
  const value = String.raw`('[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|${CALLER_SAID}|[\w-]+)`;
  const set = new RegExp(
    // 'sets that product's stock to 50', 'set returned = true on the loan', 'sets checkedIn true
    // and checkedInAt to now': each field after the verb, joined by 'and'.
    String.raw`\bsets?\s+(?:the\s+|its\s+|their\s+|(?:that|the|this)\s+\w+'s\s+)?(\w+)(?:\s+to\s+|\s*=\s*|\s+(?=(?:true|false)\b))${value}((?:,?\s+and\s+\w+(?:\s+to\s+|\s*=\s*)${value.replace('(', '(?:')})*)`,
    'gi',
  );
  const more = new RegExp(String.raw`\band\s+(\w+)(?:\s+to\s+|\s*=\s*)${value}`, 'gi');
  for (const [, name = '', raw = '', rest = ''] of sentence.matchAll(set)) {
    for (const [key, said] of [
      [name, raw],
      ...[...rest.matchAll(more)].map((m) => [m[1] ?? '', m[2] ?? '']),
    ]) {
      const field = fieldNamed(key ?? '');
      const literalValue = field ? literal(field, said ?? '') : null;
      if (field && literalValue !== null) found.push({ field, value: literalValue });
    }
  }
  // 'stamps decidedAt with now': a date field, the server's clock when the change is saved.
  for (const [, name = ''] of sentence.matchAll(STAMPS)) {
    const field = fieldNamed(name);
    if (field?.type === 'date' && !found.some((f) => f.field === field))
      found.push({ field, value: 'new Date()' });
  }
  const marksAs = /\bmarks?\s+(?:\w+\s+){0,3}?as\s+('[^']*'|"[^"]*"|[\w-]+)/i.exec(sentence)?.[1];
  // 'marks it claimed' without 'as': only a yes/no field's name.
  const marked =
    marksAs ?? /\bmarks?\s+(?:it|them|this|that|each|the\s+\w+)\s+([\w-]+)/i.exec(sentence)?.[1];
  if (marked && found.length === 0) {
    const flag = collection.fields.find((f) => f.type === 'boolean' && fieldNamed(marked) === f);
    const status = collection.fields.find(
      (f) => marksAs && f.type === 'text' && keyWords(f.key).includes('status'),
    );
    if (flag) found.push({ field: flag, value: 'true' });
    else if (status) found.push({ field: status, value: str(marked.replace(/^['"]|['"]$/g, '')) });
  }
  return found.length > 0 ? found : countsOf(sentence, collection);
}

const STAMPS =
  /\b(?:(?:time)?stamps?|records?|fills?)\s+(?:the\s+|its\s+)?(\w+)\s+(?:with|to|as)\s+(?:now|the current (?:date|time)|today|the time)\b/gi;

/** The state a verb puts an item in: 'cancelOrder' cancels it. */
const STATES: Record<string, string> = {
  cancel: 'Cancelled',
  confirm: 'Confirmed',
  approve: 'Approved',
  reject: 'Rejected',
  publish: 'Published',
  archive: 'Archived',
  complete: 'Completed',
  close: 'Closed',
  accept: 'Accepted',
  decline: 'Declined',
  resolve: 'Resolved',
};

/** Verbs an item's button is named for that only ever change its state ('approveButton'). */
const DECIDES = ['approve', 'reject', 'accept', 'decline', 'publish', 'archive', 'resolve'];

/**
 * The state an item button's verb sets ('approveButton' on a pending testimonial: approved), as
 * the prompt writes states: 'saved as pending' is lower case, 'status Pending' capitalised.
 */
export function stateOfButton(
  buttonId: string,
  collection: SiteCollection,
  prompt: string,
): PromptFunction['constants'] {
  const verb = words(buttonId)[0]?.toLowerCase() ?? '';
  const state = DECIDES.includes(verb) ? STATES[verb] : undefined;
  const status = collection.fields.find(
    (f) => f.type === 'text' && keyWords(f.key).includes('status'),
  );
  if (!state || !status) return [];
  const states = [...Object.values(STATES), 'Pending', 'New', 'Open', 'Draft'];
  const capitalised = new RegExp(String.raw`\b(?:${states.join('|')})\b`).test(prompt);
  const lower = new RegExp(String.raw`\b(?:${states.join('|')})\b`.toLowerCase()).test(prompt);
  return [{ field: status, value: str(lower && !capitalised ? state.toLowerCase() : state) }];
}

/**
 * The values an update sets as its sentence says, else as its verb does: 'cancelOrder(orderId)
 * cancels the member's own order' sets a 'cancelled' flag when there is one, else the status to
 * 'Cancelled'.
 */
export function constantsOrState(
  sentence: string,
  name: string,
  collection: SiteCollection,
): PromptFunction['constants'] {
  const said = constantsOf(sentence, collection);
  if (said.length > 0) return said;
  const state = STATES[words(name)[0]?.toLowerCase() ?? ''];
  if (!state) return [];
  const word = state.toLowerCase();
  const flag = collection.fields.find(
    (f) =>
      f.type === 'boolean' &&
      keyWords(f.key).some((w) => w === word || w === word.replace('lled', 'led')),
  );
  if (flag) return [{ field: flag, value: 'true' }];
  const status = collection.fields.find(
    (f) => f.type === 'text' && keyWords(f.key).includes('status'),
  );
  return status ? [{ field: status, value: str(state) }] : [];
}

/** A written value as a JS literal of the field's type, or null when it is not one. */
/**
 * 'sets the ticket's assignee to the current agent': the id of the signed-in member who clicks,
 * read on the server (or in page-only code) as `caller`.
 */
const CALLER_SAID = String.raw`the\s+(?:current|logged[- ]in|signed[- ]in)\s+(?:member|user|agent|volunteer|employee|staff member|person)|themselves|me`;
export const CALLER_ID = 'caller._id';

/** Whether a function's changes name the member who calls it (`caller`). */
export function setsCaller(fn: PromptFunction): boolean {
  return fn.constants.some((c) => 'value' in c && c.value === CALLER_ID);
}

function literal(field: SiteField, raw: string): string | null {
  if (new RegExp(String.raw`^(?:${CALLER_SAID})$`, 'i').test(raw))
    return field.type === 'text' ? CALLER_ID : null;
  const text = raw.replace(/^['"]|['"]$/g, '');
  if (field.type === 'boolean') return /^(?:true|false)$/i.test(text) ? text.toLowerCase() : null;
  if (field.type === 'number') return Number.isFinite(Number(text)) ? String(Number(text)) : null;
  // 'checkedInAt to now': the server's clock when the change is saved.
  if (field.type === 'date') return /^now$/i.test(text) ? 'new Date()' : null;
  return field.type === 'text' ? str(text) : null;
}

/**
 * A count an item button or a function adds to: 'likeButton adds a like to the recipe',
 * 'upvote(postId) increases the post's votes by one', 'viewButton adds 1 to views'. Before, the
 * like button was left out of the code. The new count is the stored one plus the step, read just
 * before the save (wix-data has no atomic increment, which the code's comment says).
 */

const STEP = String.raw`(\d+|a|an|one|two|three|five|ten)`;
const OWNER = String.raw`(?:the\s+|its\s+|their\s+|this\s+|that\s+|(?:the\s+)?\w+'s\s+)*`;
/** 'adds a like to the recipe', 'adds 10 to the stock': the step, the noun, the count it goes to. */
const ADDS = new RegExp(
  String.raw`\badd(?:s|ing)?\s+${STEP}\s+(?:(\w+)\s+)?to\s+${OWNER}(\w+)`,
  'i',
);
/** 'decreases spotsLeft by 1', "lowers the event's seats": a count of what is left. */
const LOWERS = new RegExp(
  String.raw`\b(?:decrement|decrease|lower|reduce)(?:s|es|ing)?\s+${OWNER}(\w+)(?:\s+by\s+(?:1|one))?\b`,
  'i',
);

/** The number field the sentence says goes down by one with each row: 'decreases spotsLeft by 1'. */
export function lowersOf(sentence: string, collection: SiteCollection): SiteField | undefined {
  const named = LOWERS.exec(sentence)?.[1]?.toLowerCase();
  return named === undefined
    ? undefined
    : collection.fields.find((f) => f.type === 'number' && f.key.toLowerCase() === named);
}

/** 'increments the views', "increases the post's votes by one". */
const RAISES = new RegExp(
  String.raw`\b(?:increment|increase|raise|bump)(?:s|es|ing)?\s+${OWNER}(\w+)(?:\s+by\s+${STEP})?`,
  'i',
);

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, five: 5, ten: 10 };

/**
 * The count the sentence says goes up, with its step (1 unless 'by 5' or 'adds 2'): a number
 * field named right there, not anywhere in the sentence ('adds a row to Registrations with the
 * guests' adds no guests).
 */
export function countsOf(sentence: string, collection: SiteCollection): ItemChange[] {
  const adds = ADDS.exec(sentence);
  const raises = RAISES.exec(sentence);
  // 'add a row to ClassBookings and increase booked by 1': the row names no count; the raise does.
  // 'typing 25 and clicking restock adds 25 to the stock': the amount typed, which no fixed
  // step is (typedAmountField).
  const added =
    adds && !typedAdds(sentence, adds) && countOf([adds[1], adds[2], adds[3]], collection);
  if (added) return added;
  return raises ? (countOf([raises[2], raises[1]], collection) ?? []) : [];
}

const TYPED = String.raw`(?:typ(?:e|es|ing)|enter(?:s|ing)?|input(?:s|ting)?|fill(?:s|ing)? in)`;

/** Whether the step added is an example of what is typed ('typing 25 … adds 25'). */
function typedAdds(sentence: string, adds: RegExpExecArray): boolean {
  const step = adds[1];
  return step !== undefined && new RegExp(String.raw`\b${TYPED}\s+${step}\b`, 'i').test(sentence);
}

/**
 * 'typing 25 and clicking restock adds 25 to that product's stock', 'adds the typed amount to
 * stock': the number field the typed amount is added to, or null.
 */
export function typedAmountField(sentence: string, collection: SiteCollection): SiteField | null {
  const adds = ADDS.exec(sentence);
  const amount =
    /\badd(?:s|ing)?\s+(?:the\s+)?(?:typed|entered)\s+(?:amount|number|quantity|value)\s+to\s+(?:the\s+|its\s+|(?:the\s+|that\s+)?\w+'s\s+)?(\w+)/i.exec(
      sentence,
    );
  const named =
    adds && typedAdds(sentence, adds) ? countOf(['1', adds[2], adds[3]], collection) : null;
  const field =
    named?.[0]?.field ?? (amount ? countOf(['1', amount[1]], collection)?.[0]?.field : null);
  return field ?? null;
}

/** The number field named (by key, else by the most shared words) and its step. */
function countOf(
  [step = '1', ...named]: (string | undefined)[],
  collection: SiteCollection,
): ItemChange[] | null {
  const said = named.flatMap((n) => (n ? keyWords(n) : []));
  const numbers = collection.fields.filter((f) => f.type === 'number');
  // 'increments quantityPurchased' is that key, before quantityWanted sharing a word with it;
  // else the field sharing the most words with what is said.
  const shared = (key: string) => keyWords(key).filter((w) => said.includes(w)).length;
  const field =
    numbers.find((f) => named.some((n) => n?.toLowerCase() === f.key.toLowerCase())) ??
    numbers.filter((f) => shared(f.key) > 0).sort((a, b) => shared(b.key) - shared(a.key))[0];
  const by = NUMBERS[step.toLowerCase()] ?? Number(step);
  return field && Number.isInteger(by) && by > 0 ? [{ field, by }] : null;
}

/** Counts of what visitors do: a like or a vote is theirs to add, a stock level is not. */
const REACTIONS = [
  'like',
  'vote',
  'upvote',
  'heart',
  'clap',
  'view',
  'click',
  'share',
  'download',
  'helpful',
  // Places visitors take: 'Sign up button on each workshop adds one to seatsTaken'.
  'seat',
  'spot',
  'signup',
  'attendee',
  'registration',
  'registered',
  'enrolled',
  'participant',
  'rsvp',
];

/** Counts of what visitors do again and again: an episode's plays are not counted once each. */
const USES = ['play', 'listen', 'watch', 'stream'];

const countsOne = (words: readonly string[]) => (changes: ItemChange[]) =>
  changes.length > 0 &&
  changes.every((c) => 'by' in c && keyWords(c.field.key).some((w) => words.includes(w)));

/** Whether every change adds to a count of visitors' reactions ('likes', 'helpfulVotes'). */
const onlyOnceEach = countsOne(REACTIONS);

/** Flags visitors raise on an item: 'reportButton sets reported to true'. */
const FLAGS = ['report', 'reported', 'flag', 'flagged'];

/** Whether every change raises a flag of visitors' ('reported', 'isFlagged') to true. */
const raisesFlags = (changes: ItemChange[]) =>
  changes.length > 0 &&
  changes.every(
    (c) =>
      'value' in c &&
      c.value === 'true' &&
      c.field.type === 'boolean' &&
      keyWords(c.field.key).some((w) => FLAGS.includes(w)),
  );

/**
 * Whether every change is one visitors make: adding to reactions or plays ('likes', 'listens'),
 * or raising a flag ('reported').
 */
export const onlyReactions = (changes: ItemChange[]) =>
  countsOne([...REACTIONS, ...USES])(changes) || raisesFlags(changes);

/** One change as an object entry: `status: 'Closed'`, or `likes: (Number(item.likes) || 0) + 1`. */
export function changeEntry(change: ItemChange, stored: string): string {
  const key = change.field.key;
  return 'by' in change
    ? `${key}: (Number(${stored}.${key}) || 0) + ${change.by}`
    : `${key}: ${change.value}`;
}

/** An update's changes in words, the amounts sent too: 'status set to Closed', 'stock up by the amount typed'. */
export function updateSaid(fn: PromptFunction, field: (f: SiteField) => string): string {
  return [
    ...fn.constants.map((c) => changeSaid(c, field)),
    ...fn.fields.flatMap((f) => (f.adds ? [`${field(f.field)} up by the amount typed`] : [])),
  ].join(', ');
}

/** One change in words: 'status set to Closed', 'likes up by 1'. */
export function changeSaid(change: ItemChange, field: (f: SiteField) => string): string {
  return 'by' in change
    ? `${field(change.field)} up by ${change.by}`
    : `${field(change.field)} set to ${valueSaid(change.value) ?? change.value.replace(/^'|'$/g, '')}`;
}

/** A set value that is no literal, in words: the server's clock, the calling member's id. */
export function valueSaid(value: string): string | null {
  if (value === 'new Date()') return 'now';
  return value === CALLER_ID ? "the signed-in member's id" : null;
}

/**
 * An update that only adds to reaction counts: its web method saves with suppressAuth, so the
 * collection stays closed to visitors' updates and they can add a like but change nothing else.
 */
export function countsReactions(fn: PromptFunction): boolean {
  if (fn.kind !== 'update' || fn.fields.length > 0) return false;
  // 'Guests … confirmClaimButton increments quantityPurchased': a count anyone adds to, too.
  const addsOnly =
    fn.access === 'anyone' &&
    fn.constants.length > 0 &&
    fn.constants.every((c) => 'by' in c && c.by > 0);
  return onlyReactions(fn.constants) || addsOnly;
}

/** A reaction each visitor adds once (a like, a vote); plays and listens count every time. */
export function countedOncePerVisitor(fn: PromptFunction): boolean {
  return countsReactions(fn) && onlyOnceEach(fn.constants);
}
