import type { SiteCollection, SiteField, SiteStructure } from '../structure';
import { humanize, keyWords, nounForms, words } from './naming';
import { displayField, fieldsNamedIn } from './matching';
import { referencedCollection } from './references';
import type { ListPlan, TableColumn } from './plan-types';
import { sentencesOf } from './keywords';

/**
 * A table's columns: the fields the prompt names for it ('with only three columns: Name,
 * Department and Start Date', 'title, price and stock in productsTable'), else every showable
 * field; never a field the prompt says not to show ('Do not show the salary'), which is also kept
 * out of what the web method sends (plan.privateFields).
 */

const COLUMN_TYPES: Partial<Record<SiteField['type'], string>> = {
  text: 'string',
  address: 'string',
  url: 'string',
  date: 'string',
  time: 'string',
  tags: 'string',
  boolean: 'string',
  color: 'string',
  number: 'number',
  image: 'image',
};

const MAX_DEFAULT_COLUMNS = 7;

/** What a reference field's column shows: the referenced item's title-like field, by field key. */
type RefDisplays = ReadonlyMap<string, string>;

export function column(field: SiteField, refs: RefDisplays = new Map()): TableColumn {
  const refDisplay = refs.get(field.key);
  return {
    field,
    label: humanize(field.key),
    type: COLUMN_TYPES[field.type] ?? 'string',
    ...(refDisplay ? { refDisplay } : {}),
  };
}

/** Reference fields whose referenced collection is declared: the field each column shows. */
export function refDisplays(collection: SiteCollection, structure: SiteStructure): RefDisplays {
  return new Map(
    collection.fields.flatMap((f) => {
      const target = f.type === 'reference' ? referencedCollection(f, structure, collection) : null;
      const shown = target ? displayField(target) : null;
      return shown ? [[f.key, shown] as const] : [];
    }),
  );
}

const showable = (f: SiteField, refs: RefDisplays) =>
  COLUMN_TYPES[f.type] !== undefined || refs.has(f.key);

/** Up to seven columns, one per showable field in declaration order. */
export function defaultColumns(
  collection: SiteCollection,
  hidden: string[] = [],
  refs: RefDisplays = new Map(),
): TableColumn[] {
  return collection.fields
    .filter((f) => showable(f, refs) && !hidden.includes(f.key))
    .slice(0, MAX_DEFAULT_COLUMNS)
    .map((f) => column(f, refs));
}

/**
 * The item fields a table's rows hold: its id, the field a row click opens the page by, the
 * columns; a reference column's as 'customer.fullName' (that field of the referenced item only).
 */
export function tableRowFields(list: ListPlan): string[] {
  const action = list.rowAction;
  const url =
    action?.kind === 'navigate'
      ? action.fields
      : action?.kind === 'openBox' || action?.kind === 'select'
        ? action.shows.map((s) => s.field)
        : [];
  const columns = list.columns.map((c) =>
    c.refDisplay ? `${c.field.key}.${c.refDisplay}` : c.field.key,
  );
  return [...new Set(['_id', ...url, ...columns])];
}

/** The columns `text` (the prompt about one table) asks for, and the fields it keeps hidden. */
export function chooseColumns(
  text: string,
  collection: SiteCollection,
  structure: SiteStructure,
): { columns: TableColumn[]; hidden: string[] } {
  const refs = refDisplays(collection, structure);
  const hidden = hiddenFields(text, collection);
  const named = namedColumns(text, collection).filter(
    (f) => !hidden.includes(f.key) && showable(f, refs),
  );
  // The saving date's column is headed as the prompt says it: 'Date submitted'.
  const savedAt =
    SAVED_AT.exec(text)?.[0].replace(/^\w/, (c) => c.toUpperCase()) ??
    (/\bthe date\b/i.test(text) ? 'Date' : 'Created');
  return {
    columns:
      named.length > 0
        ? named.map((f) =>
            f.key === '_createdDate' ? { ...column(f, refs), label: savedAt } : column(f, refs),
          )
        : defaultColumns(collection, hidden, refs),
    hidden,
  };
}

/** A sentence keeping something from people who are not admins: 'dont show them to the public'. */
const HIDDEN_FROM_THE_PUBLIC =
  /\b(?:to|from)\s+(?:the\s+)?(?:public|visitors|guests|anyone|everyone|other (?:members|users))\b/i;

/**
 * The prompt about a list as its readers are concerned: on a staff page, 'phone numbers are
 * private, dont show them to the public' keeps nothing from the staff.
 */
export function aboutReaders(text: string, forAdmins: boolean): string {
  return forAdmins
    ? sentencesOf(text)
        .filter((s) => !HIDDEN_FROM_THE_PUBLIC.test(s) && !onlyCalledPrivate(s))
        .join(' ')
    : text;
}

/**
 * 'Customer emails are private' with nothing kept from the page: on a staff page the data is
 * private from the public, and the staff reading it are who it is kept for.
 */
function onlyCalledPrivate(sentence: string): boolean {
  if (
    !/\b(?:(?:is|are)\s+(?:private|internal|confidential|secret)|(?:stays?|remains?|(?:is|are)\s+kept)\s+private)\b/i.test(
      sentence,
    ) ||
    HIDING.test(sentence)
  )
    return false;
  // 'Only admins should be able to see this data — guests' names and emails are private': kept
  // from everyone but the admins, who read them here.
  if (ONLY_ADMINS_SEE.test(sentence)) return true;
  return !/\b(?:must|should|may)\s+(?:never|not)\b|\b(?:staff|admins?|table|page|screen)\b/i.test(
    sentence,
  );
}

const ONLY_ADMINS_SEE =
  /\bonly\s+(?:the\s+)?(?:admins?|staff|managers?|owners?)\s+(?:should\s+|can\s+|may\s+|must\s+)?(?:be\s+able\s+to\s+)?(?:see|view|read|access)\b/i;

/** The fields `text` (the prompt about one list) says never to show: 'never the artist emails'. */
export function hiddenFields(text: string, collection: SiteCollection): string[] {
  const said = text.replace(WHO_DID_IT, (_, done: string) => {
    const verb = done.toLowerCase();
    const doer = DOER[verb] ?? '';
    // The doer ('reporterId'), else the field of who did it ('claimedBy').
    const field =
      collection.fields.find((f) => doer && keyWords(f.key)[0] === doer) ??
      collection.fields.find((f) => keyWords(f.key).join(' ') === `${verb} by`);
    return `the ${field?.key ?? doer}`;
  });
  return collection.fields.filter((f) => saysHidden(said, f, collection)).map((f) => f.key);
}

/** 'never show who reported it': the field naming the person by what they did (reporterId). */
const WHO_DID_IT =
  /\bwho\s+(reported|posted|submitted|sent|created|wrote|claimed|booked|bought|reserved|took)\s+(?:it|them|what|which)\b/gi;
const DOER: Record<string, string> = {
  reported: 'reporter',
  posted: 'poster',
  submitted: 'submitter',
  sent: 'sender',
  created: 'creator',
  wrote: 'author',
};

/** Where a clause stops listing what is shown and starts saying how: 'sorted by …', 'where …'. */
const NOT_SHOWN =
  /\b(?:sort|sorts|sorted|sorting|order|orders|ordered|filter|filters|filtered|by|where|whose|search|searches|searched|searchable|if|when|unless|click|clicks|clicking|select|selecting|newest|oldest|formatted|but not|not|except|without|do not|don't|never|hide|hides)\b/i;

/**
 * Fields a sentence lists as the table's columns: one that says 'column(s)' names any number;
 * one that names the table (or 'table') and shows two or more fields names them too.
 */
function namedColumns(text: string, collection: SiteCollection): SiteField[] {
  for (const sentence of sentencesOf(text)) {
    const aboutColumns = /\bcolumns?\b/i.exec(sentence);
    if (!aboutColumns && !/\btable\b|Table\b/.test(sentence)) continue;
    // 'Show title and price in productsTable, sorted by price': the part before 'sorted'.
    const shown = sentence.split(NOT_SHOWN)[0] ?? '';
    // 'all contact messages with columns name, email, message': the list after 'columns'.
    // ('newest first, columns orderNumber, orderDate …': after the order too.)
    const listed = aboutColumns
      ? (sentence.slice(aboutColumns.index).split(NOT_SHOWN)[0] ?? '')
      : '';
    const fields = columnFields(listed, collection);
    if (fields.length > 0) return fields;
    const all = columnFields(shown, collection);
    if (all.length >= (aboutColumns ? 1 : 2)) return all;
    // 'lists all QuoteRequests newest first with name, weddingDate and status': the fields after
    // the order, up to what says how again.
    const after = /\b(?:with|showing)\s+(.*)$/i.exec(sentence.slice(shown.length))?.[1] ?? '';
    const later = columnFields(after.split(NOT_SHOWN)[0] ?? '', collection);
    if (later.length >= 2) return later;
  }
  return [];
}

/** When an item was saved, for a collection without a date field: 'date submitted', 'sent on'. */
const SAVED_AT =
  /\b(?:date|time|when)\s+(?:submitted|sent|received|added|created|posted|joined|signed up)\b|\b(?:submitted|sent|received|added|created|posted|joined|signup|sign-up)\s+(?:date|on|at)\b|\bsubmission (?:date|time)\b/i;

/** Fields `text` names in its order; 'date submitted' is `_createdDate` when no date is declared. */
function columnFields(text: string, collection: SiteCollection): SiteField[] {
  const dated = collection.fields.some((f) => f.type === 'date');
  // '… body and the date' of Comments, which have no date field: when each was saved.
  const said = SAVED_AT.test(text) ? SAVED_AT : /\bdate\b/i;
  if (dated || !said.test(text)) return fieldsNamedIn(text, collection, true);
  const created: SiteField = { key: '_createdDate', type: 'date' };
  return fieldsNamedIn(
    text.replace(said, ' created date '),
    { ...collection, fields: [...collection.fields, created] },
    true,
  );
}

/** Words that lead into what is kept off the table: 'do not show', 'hide', 'exclude'. */
const HIDING =
  /\b(?:(?:do not|don't|dont|never|not to|must not|should not|shouldn't)\s+(?:show|display|include|list|expose|reveal|put)|hide|hides|hiding|exclude|excludes|excluding|omit|omits|omitting|leave out|leaves out|keep private)\b/i;

/** What the prompt says of fields kept from the page, after naming them. */
const PRIVATE_SAID =
  /\b(?:(?:is|are)\s+(?:private|internal|confidential|secret)|(?:is|are)\s+(?:(?:stored|saved|kept)\s+but\s+)?never\s+(?:shown|displayed|visible)|(?:must|should|may)\s+(?:never|not)\s+(?:appear|be\s+(?:shown|visible|seen|sent|exposed))|(?:stays?|remains?|(?:is|are)\s+kept)\s+private)\b/i;

/**
 * The clause naming what is kept private, before the words saying so at `at`: of 'Nobody else
 * can mark an ad sold, and sellers' contact emails must not be sent', the emails.
 */
function keptClause(sentence: string, at: number): string {
  return (
    sentence
      .slice(0, at)
      .split(/,\s*(?:and|but)\s+|;\s*/)
      .pop() ?? ''
  );
}

/** Words saying who must not get a field: the page, its visitors, the public. */
const AWAY_FROM =
  /\b(?:page|browser|visitors?|public(?:ly)?|anyone|everyone|expose|exposed|reveal)\b/i;

/**
 * Fields the prompt keeps from every reader, not only from a list's look: 'Tutor emails are
 * private', 'Phone numbers … never send them to the page', 'never expose the sellerEmail'.
 */
export function privateFields(text: string, collection: SiteCollection): string[] {
  const fieldIn = (part: string, field: SiteField) => namesField(part, field, collection);
  return collection.fields
    .filter((field) =>
      sentencesOf(text).some((sentence) => {
        const kept = PRIVATE_SAID.exec(sentence);
        if (kept && fieldIn(keptClause(sentence, kept.index), field)) return true;
        const hiding = HIDING.exec(sentence);
        return (
          hiding !== null &&
          AWAY_FROM.test(sentence) &&
          fieldIn(sentence.slice(hiding.index), field)
        );
      }),
    )
    .map((f) => f.key);
}

/**
 * Whether words name the field: 'Private requests must never be shown' names the
 * PrayerRequests' items, not their `request` field, unless the key itself is written.
 */
function namesField(part: string, field: SiteField, collection: SiteCollection): boolean {
  if (!fieldsNamedIn(part, collection, true).some((f) => f.key === field.key)) return false;
  const items = nounForms(collection.name);
  const itemWords = keyWords(field.key).every((w) => items.includes(w));
  return !itemWords || new RegExp(String.raw`\b${field.key}\b`).test(part);
}

/** 'Do not show the salary', 'hide email and phone', 'Name and Department, not the salary'. */
function saysHidden(text: string, field: SiteField, collection: SiteCollection): boolean {
  const fieldIn = (part: string) => namesField(part, field, collection);
  for (const sentence of sentencesOf(text)) {
    const hiding = HIDING.exec(sentence);
    // Up to a condition: 'don't show rows where the status is archived' hides no column.
    // Up to what is shown instead: 'hide #voteBtn and show #resultsText with the winning title'.
    // Up to the bracket it is said in: '(soonest first, hide past ones) with title, date …'.
    const from = hiding ? hiding.index + hiding[0].length : 0;
    const hidden =
      sentence.slice(hiding?.index ?? 0, from) +
      (sentence
        .slice(from)
        .split(
          /\b(?:where|whose|which|that|if|when|unless|until)\b|\b(?:and\s+|then\s+)*(?:show|shows|display|displays|reveal|reveals)\b|\)/i,
        )[0] ?? '');
    // 'Hide sold items': which items show (plan-fixed-conditions.ts), not a column.
    if (hiding && fieldIn(hidden) && !flagOfItems(hidden, field, collection)) return true;
    // 'Tutor emails are private', 'Contact emails must never appear on the page'.
    const kept = PRIVATE_SAID.exec(sentence);
    if (kept && fieldIn(keptClause(sentence, kept.index))) return true;
    // 'Name and Department, not the salary'; '— never pending ones and never the artist emails'.
    // Up to a bracket: '(startTime after now, not booked) sorted by startTime' keeps nothing.
    // A yes/no field right after 'not' is which items show ('not booked'), not a column.
    for (const not of sentence.matchAll(
      // ('and not after the due date' is a time, not a column.)
      /(?:,|\bbut|\band|\s[—–-])\s+(?:not|never)\s+(?!(?:after|before|until|past|later|earlier|more|less|over|under|during|within|yet|in|on|at|from|by)\b)(?:the\s+|their\s+|its\s+|any\s+)?((?:(?!\b(?:and|but)\s+(?:not|never)\b)[^.;,()]){1,40})/gi,
    )) {
      const said = not[1] ?? '';
      const condition =
        field.type === 'boolean' && new RegExp(String.raw`^${field.key}\b`, 'i').test(said);
      if (!condition && fieldIn(said)) return true;
    }
  }
  return false;
}

/** A yes/no field said of the items: 'sold items', 'the archived posts', 'discontinued ones'. */
function flagOfItems(text: string, field: SiteField, collection: SiteCollection): boolean {
  const flag = words(field.key).filter((w) => !['is', 'has'].includes(w.toLowerCase()));
  if (field.type !== 'boolean' || flag.length === 0) return false;
  const items = [...nounForms(collection.name), 'items?', 'ones', 'entries'].join('|');
  return new RegExp(String.raw`\b${flag.join('\\s+')}\s+(?:${items})\b`, 'i').test(text);
}
