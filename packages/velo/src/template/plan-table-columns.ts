import type { SiteCollection, SiteField } from '../structure';
import { humanize } from './naming';
import { fieldsNamedIn } from './matching';
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

export function column(field: SiteField): TableColumn {
  return { field, label: humanize(field.key), type: COLUMN_TYPES[field.type] ?? 'string' };
}

/** Up to seven columns, one per showable field in declaration order. */
export function defaultColumns(collection: SiteCollection, hidden: string[] = []): TableColumn[] {
  return collection.fields
    .filter((f) => COLUMN_TYPES[f.type] !== undefined && !hidden.includes(f.key))
    .slice(0, MAX_DEFAULT_COLUMNS)
    .map(column);
}

/** The item fields a table's rows hold: its id, the field a row click opens the page by, the columns. */
export function tableRowFields(list: ListPlan): string[] {
  const action = list.rowAction;
  const url = action?.kind === 'navigate' ? action.fields : [];
  return [...new Set(['_id', ...url, ...list.columns.map((c) => c.field.key)])];
}

/** The columns `text` (the prompt about one table) asks for, and the fields it keeps hidden. */
export function chooseColumns(
  text: string,
  collection: SiteCollection,
): { columns: TableColumn[]; hidden: string[] } {
  const hidden = collection.fields.filter((f) => saysHidden(text, f, collection)).map((f) => f.key);
  const named = namedColumns(text, collection).filter(
    (f) => !hidden.includes(f.key) && COLUMN_TYPES[f.type] !== undefined,
  );
  return {
    columns: named.length > 0 ? named.map(column) : defaultColumns(collection, hidden),
    hidden,
  };
}

/** Where a clause stops listing what is shown and starts saying how: 'sorted by …', 'where …'. */
const NOT_SHOWN =
  /\b(?:sort|sorts|sorted|sorting|order|orders|ordered|filter|filters|filtered|by|where|whose|search|searches|searched|searchable|if|when|unless|click|clicks|clicking|select|selecting|newest|oldest|formatted|but not|not|except|without|do not|don't|never|hide|hides)\b/i;

/**
 * Fields a sentence lists as the table's columns: one that says 'column(s)' names any number;
 * one that names the table (or 'table') and shows two or more fields names them too.
 */
function namedColumns(text: string, collection: SiteCollection): SiteField[] {
  for (const sentence of sentencesOf(text)) {
    const aboutColumns = /\bcolumns?\b/i.test(sentence);
    if (!aboutColumns && !/\btable\b|Table\b/.test(sentence)) continue;
    // 'Show title and price in productsTable, sorted by price': the part before 'sorted'.
    const shown = sentence.split(NOT_SHOWN)[0] ?? '';
    const fields = fieldsNamedIn(shown, collection, true);
    if (fields.length >= (aboutColumns ? 1 : 2)) return fields;
  }
  return [];
}

/** Words that lead into what is kept off the table: 'do not show', 'hide', 'exclude'. */
const HIDING =
  /\b(?:(?:do not|don't|dont|never|not to|must not|should not|shouldn't)\s+(?:show|display|include|list|expose|reveal|put)|hide|hides|hiding|exclude|excludes|excluding|omit|omits|omitting|leave out|leaves out|keep private)\b/i;

/** 'Do not show the salary', 'hide email and phone', 'Name and Department, not the salary'. */
function saysHidden(text: string, field: SiteField, collection: SiteCollection): boolean {
  const fieldIn = (part: string) =>
    fieldsNamedIn(part, collection, true).some((f) => f.key === field.key);
  for (const sentence of sentencesOf(text)) {
    const hiding = HIDING.exec(sentence);
    // Up to a condition: 'don't show rows where the status is archived' hides no column.
    if (
      hiding &&
      fieldIn(
        sentence
          .slice(hiding.index)
          .split(/\b(?:where|whose|which|that|if|when|unless|until)\b/i)[0] ?? '',
      )
    )
      return true;
    const not =
      /(?:,|\bbut)\s+(?:not|never)\s+(?:the\s+|their\s+|its\s+|any\s+)?([^.;,]{1,40})/i.exec(
        sentence,
      );
    if (not && fieldIn(not[1] ?? '')) return true;
  }
  return false;
}
