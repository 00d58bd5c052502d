import type { SiteCollection, SiteField } from '../structure';
import { sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord, str, words } from './naming';

/** A value every item the form saves gets, the visitor never chooses: status 'pending'. */
export interface FixedValue {
  field: SiteField;
  /** The value as JavaScript: 'pending', false, 3. */
  literal: string;
}

const VALUE = String.raw`('[^'\n]{1,60}'|"[^"\n]{1,60}"|“[^”\n]{1,60}”|true|false|-?\d+(?:\.\d+)?)`;

/**
 * Values the prompt says a saved item gets ("save it to Appointments with status 'pending'",
 * 'setting approved to false'), and a score others give set to 0, for fields the form's inputs
 * leave unfilled. Written where the
 * item is made: in a web method, on the server, so a visitor cannot choose another.
 */
export function fixedValues(
  prompt: string,
  collection: SiteCollection | null,
  filled: SiteField[],
): FixedValue[] {
  if (!collection) return [];
  const free = {
    ...collection,
    fields: collection.fields.filter((f) => !filled.includes(f)),
  };
  const said = new RegExp(
    // '… with status 'Pending'', '(equipment, dueDate, returned=false)'.
    String.raw`(?:\b(?:with|and|setting|sets?|get|gets)\s+|[,(]\s*)(?:the\s+|its\s+|a\s+)?([a-z][\w ]{0,30}?)(?:\s+(?:set\s+to\s+|to\s+|as\s+|of\s+)|\s*=\s*|\s+)${VALUE}`,
    'gi',
  );
  // 'with the current date in subscribedAt', 'with today's date as joinedOn'
  const dated = new RegExp(
    String.raw`\b(?:with|and|setting|sets?|stamped with)\s+(?:the\s+)?(?:current\s+(?:date(?:\s+and\s+time)?|time)|today'?s\s+date|date\s+and\s+time\s+of\s+now|time\s+now)\s+(?:in|as|for|into)\s+(?:the\s+|its\s+)?([a-z][\w ]{0,30}?)(?=[\s.,;)]|$)`,
    'gi',
  );
  // '… saves to Reservations with status Pending', 'new tickets get status Open': a capitalised
  // word unquoted, for a text field.
  const named =
    /\b(?:with|gets?)\s+(?:the\s+|its\s+|a\s+)?([a-z]\w{0,30})\s+(?:set\s+to\s+|as\s+|=\s*)?([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\b/g;
  const found: FixedValue[] = [];
  for (const sentence of sentencesOf(prompt)) {
    if (
      // 'new listings get status 'pending review'' says what each new item starts with; an arrow
      // saves too: '#applyBtn → PlotApplications with status "Pending"'.
      !/\b(?:save|saves|saved|saving|store|stores|stored|insert|inserts|add|adds|submit|submits|submitted|creates?|goes into|go into|added to)\b|\bnew\s+[a-z]+\s+(?:get|gets)\b|\s(?:→|->|=>)\s|\b(?:starts?|begins?)\s+(?:as|at|with|out as)\s/i.test(
        sentence,
      )
    )
      continue;
    for (const [, name = ''] of sentence.matchAll(dated)) {
      const field = fieldsNamedIn(name, free).find((f) => f.type === 'date');
      // The server's clock: a visitor's cannot be set back.
      if (field && !found.some((v) => v.field === field))
        found.push({ field, literal: 'new Date()' });
    }
    // 'save email, teamSize and the signup date': the one date field no input fills.
    const dates = free.fields.filter((f) => f.type === 'date');
    const [stamped] = dates;
    if (
      STAMP.test(sentence) &&
      dates.length === 1 &&
      stamped &&
      !found.some((v) => v.field === stamped)
    )
      found.push({ field: stamped, literal: 'new Date()' });
    for (const [, clause = '', raw = ''] of sentence.matchAll(said)) {
      // 'status', 'review status': a field's name, not a clause that happens to end in one; of
      // 'slot and status "requested"' and 'the cat reference and status 'new'' the last part.
      const name = clause.split(/\b(?:and|with)\b/).pop() ?? '';
      const field =
        name.trim().split(/\s+/).length <= 3 ? fieldsNamedIn(name, free).at(-1) : undefined;
      const literal = field ? typed(field, raw) : null;
      if (field && literal !== null && !found.some((v) => v.field === field))
        found.push({ field, literal });
    }
    // "status starts as 'Open'": what every new item begins with.
    for (const [, name = '', raw = ''] of sentence.matchAll(STARTS_AS)) {
      const field = fieldsNamedIn(name, free).at(-1);
      const literal = field ? typed(field, raw) : null;
      if (field && literal !== null && !found.some((v) => v.field === field))
        found.push({ field, literal });
    }
    // 'it is saved as pending', 'new ones start out as draft': the status they wait in.
    const status = free.fields.find(
      (f) => f.type === 'text' && hasWord(f.key, ['status', 'state']),
    );
    const waits = FIRST_STATE.exec(sentence)?.[1] ?? WITH_STATE.exec(sentence)?.[1];
    if (status && waits && !found.some((v) => v.field === status))
      found.push({ field: status, literal: str(waits) });
    for (const [, name = '', value = ''] of sentence.matchAll(named)) {
      const field = fieldsNamedIn(name, free).find((f) => f.type === 'text');
      if (field && !found.some((v) => v.field === field))
        found.push({ field, literal: str(value) });
    }
  }
  // A score others give ('votes', 'likeCount') starts at 0: the sender never sets their own.
  for (const field of free.fields)
    if (
      field.type === 'number' &&
      hasWord(field.key, SCORE_WORDS) &&
      !found.some((v) => v.field === field)
    )
      found.push({ field, literal: '0' });
  // 'submittedAt', 'receivedOn': when the item was sent, by the server's clock.
  for (const field of free.fields)
    if (
      field.type === 'date' &&
      SENT_STAMP.test(words(field.key).join(' ')) &&
      !found.some((v) => v.field === field)
    )
      found.push({ field, literal: 'new Date()' });
  return found;
}

/** A date field's words naming when the item was sent: submitted at, sent on, created date. */
const SENT_STAMP =
  /^(?:submitted|submission|sent|received|created|requested|posted|signed up|registered|subscribed|applied)(?: (?:at|on|date|time))?$|^(?:submission|request|signup|sign up|registration) (?:date|time)$/;

const STARTS_AS = new RegExp(
  String.raw`\b([a-z]\w{0,30})\s+(?:starts?|begins?)\s+(?:as|at|with|out as)\s+${VALUE}`,
  'gi',
);

/** A state new items wait in: 'saved as pending', "entries start as 'pending'". */
const FIRST_STATE =
  /\b(?:saved|stored|submitted|added|created|kept|filed|(?:starts?|begins?)(?:\s+out)?)\s+as\s+(?:an?\s+)?['"‘“]?(pending|new|draft|open|unread|unverified|unconfirmed|requested|submitted|waiting|unpublished|in review|under review)\b/i;

/** 'save to Bookings with status pending': a waiting state in lower case, unquoted. */
const WITH_STATE =
  /\bwith\s+(?:a\s+|the\s+)?(?:status|state)\s+(?:of\s+|set\s+to\s+|as\s+|=\s*)?(pending|new|draft|open|unread|unverified|unconfirmed|requested|submitted|waiting|unpublished)\b/;

/** Number fields that count what other people do with an item. */
const SCORE_WORDS = [
  'votes',
  'vote',
  'likes',
  'like',
  'upvotes',
  'hearts',
  'claps',
  'views',
  'downloads',
  'plays',
  'rating',
  'ratings',
  'score',
];

const STAMP =
  /\b(?:the|a|their|its)\s+(?:sign[- ]?up|registration|submission|join(?:ing)?|application|booking|request|order|creation|subscription)\s+(?:date|time|timestamp)\b/i;

function typed(field: SiteField, raw: string): string | null {
  const quoted = /^['"“]/.test(raw);
  const text = raw.replace(/^['"“]|['"”]$/g, '');
  if (field.type === 'text') return quoted ? str(text) : null;
  if (field.type === 'boolean') return /^(?:true|false)$/.test(text) ? text : null;
  if (field.type === 'number') return /^-?\d+(?:\.\d+)?$/.test(text) ? text : null;
  return null;
}
