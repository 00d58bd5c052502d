import type { FieldType } from '@veloforge/shared';

import type { SiteField } from '../structure';
import { escapeRegExp } from '../regexp';
import { hasWord, keyWords, singular, words } from './naming';

/** The words of a sort's order and measure: 'desc', 'most votes', 'Shortest first'. */

/**
 * The order the words of a 'sort by' say: 'sort by rating desc', 'sorted by most votes',
 * 'by price ascending'. Null when they say none.
 */
export function saidOrder(text: string, sortWords: string[]): 'asc' | 'desc' | null {
  if (sortWords.length === 0) return null;
  const after = new RegExp(
    String.raw`\bby\s+(?:the\s+|their\s+|its\s+)?${sortWords.map(escapeRegExp).join('\\s+')}\s+(desc|descending|asc|ascending|highest first|lowest first)\b`,
    'i',
  ).exec(text)?.[1];
  if (after) return /^(?:desc|highest)/i.test(after) ? 'desc' : 'asc';
  if (/^(?:most|highest|top|biggest|largest)$/.test(sortWords[0] ?? '')) return 'desc';
  if (/^(?:least|fewest|lowest|smallest)$/.test(sortWords[0] ?? '')) return 'asc';
  return null;
}

export const ASCENDING =
  /\b(?:low(?:est)?\s+to\s+high(?:est)?|lowest|cheapest|shortest|quickest|smallest|nearest|closest|lightest|a\s*(?:-|to)\s*z|oldest|earliest|soonest|ascending|asc)\b/i;
export const DESCENDING =
  /\b(?:high(?:est)?\s+to\s+low(?:est)?|highest|most expensive|priciest|longest|largest|biggest|farthest|furthest|heaviest|z\s*(?:-|to)\s*a|newest|latest|most recent|descending|desc)\b/i;

/** A label's measure ('Shortest first', 'Cheapest') and the words of the fields that hold it. */
const MEASURES: { words: RegExp; keys: string[] }[] = [
  {
    words: /\b(?:cheapest|most expensive|priciest)\b/i,
    keys: ['price', 'cost', 'amount', 'fee', 'rate'],
  },
  {
    words: /\b(?:shortest|longest|quickest|fastest|slowest)\b/i,
    keys: [
      'seconds',
      'duration',
      'length',
      'minutes',
      'mins',
      'runtime',
      'hours',
      'time',
      'pages',
      'distance',
    ],
  },
  {
    words: /\b(?:smallest|largest|biggest)\b/i,
    keys: ['size', 'area', 'sqft', 'capacity', 'seats', 'bedrooms', 'rooms'],
  },
  { words: /\b(?:nearest|closest|farthest|furthest)\b/i, keys: ['distance', 'miles', 'km'] },
  { words: /\b(?:lightest|heaviest)\b/i, keys: ['weight', 'kg', 'lbs', 'grams'] },
];

/** The number field a measure word sorts by: one its words name, else the only number field. */
export function measuredField(label: string, fields: SiteField[]): SiteField | undefined {
  const measure = MEASURES.find((m) => m.words.test(label));
  if (!measure) return undefined;
  const numbers = fields.filter((f) => f.type === 'number');
  return (
    numbers.find((f) => hasWord(f.key, measure.keys)) ??
    (numbers.length === 1 ? numbers[0] : undefined)
  );
}
export const BY_DATE = /\b(?:newest|latest|most recent|oldest|earliest|recent)\b/i;

const HIGH_FIRST = ['highest', 'biggest', 'largest', 'most', 'longest', 'slowest', 'best', 'top'];
const LOW_FIRST = ['lowest', 'smallest', 'fewest', 'least', 'fastest', 'quickest', 'shortest'];
const SUPERLATIVE = [...HIGH_FIRST, ...LOW_FIRST].join('|');

/** The number or date field a word names: its key ('timeSeconds'), or one of its words ('score'). */
function fieldNamed(word: string, fields: SiteField[]): SiteField | undefined {
  const said = singular(word.toLowerCase());
  return fields.find(
    (f) =>
      ['number', 'date'].includes(f.type) &&
      (f.key.toLowerCase() === word.toLowerCase() || keyWords(f.key).includes(said)),
  );
}

const orderOf = (superlative: string): 'asc' | 'desc' =>
  HIGH_FIRST.includes(superlative.toLowerCase()) ? 'desc' : 'asc';

/** 'highest score first', 'fewest mistakes on top': the field after a superlative, in its order. */
export function superlativeSort(
  text: string,
  fields: SiteField[],
): { field: string; order: 'asc' | 'desc' } | null {
  const pattern = new RegExp(
    // 'the 5 tutors with the highest averageRating' too.
    String.raw`\b(${SUPERLATIVE})\s+([a-z]\w*)\s+(?:first|on top|at the top)\b|\bwith\s+(?:the\s+)?(${SUPERLATIVE})\s+([a-z]\w*)`,
    'gi',
  );
  for (const said of text.matchAll(pattern)) {
    const [superlative = '', word = ''] = said[1] ? [said[1], said[2]] : [said[3], said[4]];
    const field = fieldNamed(word, fields);
    if (field) return { field: field.key, order: orderOf(superlative) };
  }
  return null;
}

/** 'ties broken by fastest timeSeconds', 'ties decided by the lowest time': the second order. */
export function tieBreak(
  text: string,
  fields: SiteField[],
): { field: string; order: 'asc' | 'desc' } | null {
  const said = new RegExp(
    String.raw`\bties?\s+(?:are\s+)?(?:broken|decided|settled|sorted)\s+by\s+(?:the\s+)?(?:(${SUPERLATIVE})\s+)?([a-z]\w*)(?:\s+(desc|descending|asc|ascending))?`,
    'i',
  ).exec(text);
  const field = said ? fieldNamed(said[2] ?? '', fields) : undefined;
  if (!said || !field) return null;
  const order = said[1] ? orderOf(said[1]) : /^desc/i.test(said[3] ?? '') ? 'desc' : 'asc';
  return { field: field.key, order };
}

/** 'High, Medium, Low', 'Critical > High > Medium': values written as values are, capitalised. */
function valuesListed(text: string): string[] {
  const values = text
    .split(/\s*(?:,|>|→|->|\bthen\b|\band\b|\bor\b)\s*/)
    .map((v) => v.trim().replace(/^["'“‘]|["'”’]$/g, ''))
    // '(Urgent first, then High, Medium, Low)': 'first' says the order, not the value.
    .map((v) => v.replace(/\s+(?:first|on top|last|at the bottom)$/i, ''))
    .filter((v) => v !== '');
  return values.every((v) => /^[A-Z][\w-]*(?: [A-Za-z][\w-]*){0,2}$/.test(v)) ? values : [];
}

/**
 * A text field's values in the order the prompt ranks them: 'sorted by priority (High, Medium,
 * Low)', 'by severity: Critical > High > Medium > Low', or 'sorted by severity with Critical
 * first' beside the values it lists for the field ('severity (dropdown: Low, Medium, High,
 * Critical)'), read from the end when the first is its last. Null when it ranks none.
 */
export function rankedValues(text: string, prompt: string, field: SiteField): string[] | null {
  const name = words(field.key).join('\\s*');
  const listed = new RegExp(
    String.raw`\bby\s+(?:the\s+|their\s+)?${name}\s*(?:\(|:)\s*([^)\n.;]+)`,
    'i',
  ).exec(text)?.[1];
  const ranked = listed ? valuesListed(listed) : [];
  if (ranked.length >= 2) return ranked;
  const first = new RegExp(
    String.raw`\bby\s+(?:the\s+|their\s+)?${name}\b[^.;]{0,20}?\b(?:with\s+)?["'“‘]?([A-Z][\w-]*)["'”’]?\s+(?:first|on top)\b`,
  ).exec(text)?.[1];
  if (!first) return null;
  const choices = new RegExp(
    String.raw`\b${name}\s*\((?:dropdown|choices?|options?|values?)?\s*:?\s*([^)]+)\)`,
    'i',
  ).exec(prompt)?.[1];
  const all = choices ? valuesListed(choices) : [];
  if (!all.includes(first)) return [first];
  if (all.at(-1) === first) return [...all].reverse();
  return [first, ...all.filter((v) => v !== first)];
}

/**
 * 'the 10 fastest teams', 'the 5 cheapest cars': a measure's superlative before the items, with
 * how many; sorted by the field that holds the measure.
 */
export function countedSuperlative(
  text: string,
  fields: SiteField[],
): { field: string; order: 'asc' | 'desc' } | null {
  const said =
    /\b(\d{1,3})\s+(fastest|quickest|slowest|shortest|longest|cheapest|most expensive|priciest|smallest|largest|biggest|nearest|closest|lightest|heaviest)\s+[a-z]/i.exec(
      text,
    );
  const superlative = said?.[2] ?? '';
  const field = said ? measuredField(superlative, fields) : undefined;
  if (!field) return null;
  const low = ASCENDING.test(superlative) || /^fastest$/i.test(superlative);
  return { field: field.key, order: low ? 'asc' : 'desc' };
}

/** Field types a query sorts by. */
export const SORTABLE: FieldType[] = ['text', 'number', 'date', 'boolean', 'time'];

/**
 * 'sorted by points descending then goalDifference descending': the second order, by its key.
 * A number said without its order ('then goal difference') runs the way the first does.
 */
export function thenSort(
  text: string,
  fields: SiteField[],
  first: 'asc' | 'desc',
): { field: string; order: 'asc' | 'desc' } | null {
  const said =
    /\bsort(?:ed|s)?\b[^.;]*?\bthen\s+(?:by\s+)?(?:the\s+)?([A-Za-z]\w*(?:\s+(?!asc|desc|highest|lowest)[a-z]\w*)?)(?:\s+(ascending|descending|asc|desc|highest first|lowest first))?/i.exec(
      text,
    );
  // 'then oldest first', 'then newest': by the items' date, else when they were created.
  const age = /^(?:oldest|earliest|newest|latest)\b/i.exec(`${said?.[1] ?? ''} ${said?.[2] ?? ''}`);
  if (age)
    return {
      field: fields.find((f) => f.type === 'date')?.key ?? '_createdDate',
      order: /^(?:oldest|earliest)/i.test(age[0]) ? 'asc' : 'desc',
    };
  // 'then goal difference' names goalDifference in words; 'then points first' only points.
  const named = said?.[1] ?? '';
  const firstWord = named.split(/\s+/)[0]?.toLowerCase();
  const field =
    fields.find((f) => SORTABLE.includes(f.type) && f.key.toLowerCase() === firstWord) ??
    fields.find(
      (f) => SORTABLE.includes(f.type) && keyWords(f.key).join(' ') === keyWords(named).join(' '),
    );
  if (!said || !field) return null;
  const order = said[2]
    ? /^(?:desc|highest)/i.test(said[2])
      ? 'desc'
      : 'asc'
    : field.type === 'number'
      ? first
      : 'asc';
  return { field: field.key, order };
}

/**
 * 'Sort options in #sortDropdown: Price low to high, Price high to low, Newest year first, Lowest
 * mileage': the options listed after the dropdown and a colon, unquoted (two or more, short).
 */
export function listedSortLabels(sentence: string, id: string): string[] {
  const listed = new RegExp(String.raw`#?\b${id}\b[^:.;]{0,30}:\s*([^.;]+)`).exec(sentence)?.[1];
  const labels = (listed ?? '')
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+(?=[A-Z])/)
    .map((label) => label.trim())
    .filter((label) => label !== '');
  const short = labels.every((label) => label.split(/\s+/).length <= 5);
  return labels.length >= 2 && short ? labels : [];
}

/** Words of a date field that name the item's own making: 'publishedDate', 'submittedAt'. */
const MADE_WORDS = [
  'published',
  'publish',
  'posted',
  'post',
  'created',
  'submitted',
  'submission',
  'sent',
  'received',
  'added',
  'joined',
  'listed',
  'uploaded',
  'updated',
  'modified',
  'registered',
  'requested',
  'ordered',
  'placed',
  'filed',
  'reported',
  'applied',
  'written',
  // 'lastReplyAt', 'lastActive': when the item last changed.
  'last',
  'latest',
  'reply',
  'replied',
  'activity',
  'active',
  'edited',
  'changed',
];
const DATE_WORDS = ['date', 'at', 'on', 'time', 'day', 'when'];
const NEWEST = /\b(?:newest|latest|most recent|recent first|most recently)\b/i;
const OLDEST = /\b(?:oldest|earliest|first come)\b/i;

/**
 * 'QuoteRequests newest first' with only weddingDate: the requests that came in last, not the
 * latest weddings ('oldest first' of JobTickets with an estimatedDate: the first to come in). A
 * date field is the item's own when it names its making ('publishedDate'), only the day
 * ('date'), or the item itself ('orderDate' of Orders). Null: the order is the field's own.
 */
export function orderWhenAdded(
  text: string,
  field: SiteField,
  itemNouns: string[],
): 'asc' | 'desc' | null {
  // 'most recent activity first (lastReplyAt)', 'by weddingDate': the field named is the order.
  const ordered = new RegExp(
    String.raw`\bby\s+${field.key}\b|\(\s*(?:by\s+)?${field.key}\s*\)`,
    'i',
  );
  const order = NEWEST.test(text) ? 'desc' : OLDEST.test(text) ? 'asc' : null;
  if (!order || ordered.test(text)) return null;
  const named = keyWords(field.key).filter((w) => !DATE_WORDS.includes(w));
  const own =
    named.length === 0 || named.some((w) => MADE_WORDS.includes(w) || itemNouns.includes(w));
  return own ? null : order;
}
