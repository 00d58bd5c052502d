import type { Masked } from './backend-list-items';
import type { SiteCollection, SiteField } from '../structure';
import type { CodeWriter } from './code';
import { displayField } from './matching';
import { camel, hasWord, pascal, str, words } from './naming';
import type { EmbedPlan } from './plan-embeds';
import type { JoinAction } from './plan-item-joins';
import type { OwnedThrough } from './list-owned-through';
import { TABLE_ROWS } from './plan-sorting';
import { tableRowFields } from './plan-table-columns';
import { isNumberFilter, writeFilter } from './query-filters';
import type {
  DateBound,
  DateWindow,
  FilterControl,
  FixedCondition,
  ListPlan,
  SpotlightPlan,
} from './plan-types';

/**
 * The wix-data code both the page (page-only output) and the backend web module use: the query
 * builder of each list and the options lookups of dropdowns, written once here so both places
 * query exactly the same way.
 */
export interface QuerySpec {
  name: string;
  collection: SiteCollection;
  search: { fields: string[]; startsWith?: boolean } | null;
  filters: FilterControl[];
  defaultSort: ListPlan['defaultSort'];
  /** The visitor can change the sort: its field and order come from the options. */
  sortFields: string[];
  dateWindow: DateWindow | null;
  fixed: FixedCondition[];
  includes: string[];
  pageSize: number;
  /** The item fields a web method sends (a table's row fields); null sends whole items. */
  sends: string[] | null;
  /** Fields sent as other words for some items ("'Anonymous' instead of the name when …"). */
  masked?: Masked[];
  /** Leaves out the signed-in member's own items ("Don't show my own profile"). */
  othersOnly?: true;
  /** Read by site admins alone ('Admins see everything … in adminTable'). */
  adminOnly?: true;
  /** The signed-in member's items by their rows of a join ('their favourite recipes'). */
  joinedBy?: JoinAction;
  /** The items naming the signed-in member's own items of another collection. */
  ownedThrough?: OwnedThrough;
  /** Fields the list keeps private ('the phone must not be sent'): never in what is sent. */
  withheld?: string[];
}

export function specOfList(list: ListPlan): QuerySpec | null {
  if (!list.collection) return null;
  const sortFields = [
    ...new Set([...list.sortOptions.map((o) => o.field), ...list.sortButtons.map((b) => b.field)]),
  ];
  return {
    name: list.name,
    collection: list.collection,
    search: list.search
      ? { fields: list.search.fields, ...(list.search.startsWith ? { startsWith: true } : {}) }
      : null,
    filters: [...list.filters, ...list.urlFilters, ...relatedFilters(list)],
    defaultSort: list.defaultSort,
    sortFields: sortFields.length > 0 ? [...new Set([list.defaultSort.field, ...sortFields])] : [],
    dateWindow: list.dateWindow,
    fixed: list.fixed,
    includes: list.includes,
    pageSize: list.pageSize,
    sends: list.kind === 'table' ? tableRowFields(list) : null,
    masked: list.bindings.flatMap((b) =>
      b.instead ? [{ key: b.field.key, instead: b.instead }] : [],
    ),
    ...(list.othersOnly ? { othersOnly: true as const } : {}),
    ...(list.adminOnly ? { adminOnly: true as const } : {}),
    ...(list.joinedBy ? { joinedBy: list.joinedBy } : {}),
    ...(list.ownedThrough ? { ownedThrough: list.ownedThrough } : {}),
    ...(list.privateFields.length > 0 ? { withheld: list.privateFields } : {}),
  };
}

/**
 * A related list's two conditions, set from the item the page shows: the same value of its
 * field (any shared tag for tags), and not that item. A list of the items pointing at it has one:
 * its reference field names the item.
 */
export function relatedFilters(list: ListPlan): FilterControl[] {
  if (!list.related) return [];
  const condition = (field: SiteField, key: string, op: FilterControl['op']): FilterControl => ({
    elementId: '',
    // A tag list is matched as a checkbox group's choices are: any one of them.
    control: field.type === 'tags' ? 'checkboxGroup' : 'input',
    buttons: [],
    field,
    op,
    key,
    options: null,
    fromUrl: null,
  });
  const field = list.related.field;
  if (list.related.reference && field) return [condition(field, `${camel(field.key)}Id`, 'eq')];
  return [
    ...(field
      ? [condition(field, `same${pascal(field.key)}`, field.type === 'tags' ? 'hasSome' : 'eq')]
      : []),
    condition({ key: '_id', type: 'text' }, 'excludeId', 'ne'),
  ];
}

/** A spotlight shows items in their declared order (an order-like number field), else newest first. */
export function specOfSpotlight(spot: SpotlightPlan): QuerySpec {
  const ordered = spot.collection.fields.find(
    (f) =>
      f.type === 'number' && hasWord(f.key, ['order', 'position', 'rank', 'sequence', 'priority']),
  );
  const sortField = ordered?.key ?? '_createdDate';
  // The item the URL names is looked up by its id or slug, checked like any typed filter.
  const keyField = spot.urlParam?.field ?? (spot.fromLightbox || spot.fromDataset ? '_id' : null);
  const byUrl: FilterControl[] = keyField
    ? [
        {
          elementId: '',
          control: 'input',
          buttons: [],
          field: { key: keyField, type: 'text' },
          op: 'eq',
          key: 'itemKey',
          options: null,
          fromUrl: null,
        },
      ]
    : [];
  return {
    name: spot.name.replace(/[^A-Za-z0-9]/g, ''),
    collection: spot.collection,
    search: null,
    filters: byUrl,
    defaultSort: { field: sortField, order: sortField === '_createdDate' ? 'desc' : 'asc' },
    sortFields: [],
    dateWindow: null,
    fixed: spot.fixed,
    includes: spot.includes,
    // A random one is picked from as many as one read may bring (a web method sends 100 at most).
    pageSize: spot.random ? 100 : (spot.limit ?? 50),
    sends: null,
  };
}

/** The items an embed gets: one query's most, in the order a picker or a chart lists them. */
export function specOfEmbed(embed: EmbedPlan): QuerySpec | null {
  if (!embed.data) return null;
  const { collection, fields } = embed.data;
  const shown = displayField(collection);
  return {
    name: `${collection.name.split('/').pop() ?? collection.name}For${pascal(embed.embedId)}`.replace(
      /[^A-Za-z0-9]/g,
      '',
    ),
    collection,
    search: null,
    filters: [],
    defaultSort: shown ? { field: shown, order: 'asc' } : { field: '_createdDate', order: 'asc' },
    sortFields: [],
    dateWindow: null,
    fixed: [],
    includes: [],
    pageSize: TABLE_ROWS,
    sends: ['_id', ...fields],
  };
}

export const queryFn = (spec: QuerySpec) => `${camel(spec.name)}Query`;
export const windowFn = (spec: QuerySpec) => `${camel(spec.name)}Days`;

/** Whether the query builder takes options: the visitor's choices or the days it shows. */
export function takesQueryOptions(spec: QuerySpec): boolean {
  return (
    spec.search !== null ||
    spec.filters.length > 0 ||
    spec.sortFields.length > 0 ||
    spec.dateWindow !== null
  );
}

/**
 * `function eventsDays() { ... }`: the window's days on the calendar of whatever runs it. The
 * page runs it on the visitor's device and sends the result, so 'today' and 'this week' are the
 * visitor's; the backend runs it for callers that send none (its clock is UTC).
 */
export function writeDateWindow(w: CodeWriter, spec: QuerySpec): void {
  const window = spec.dateWindow;
  if (!window) return;
  w.comment(
    `The days the ${spec.collection.name} list shows: ${window.said}${window.from?.unit === 'week' || window.to?.unit === 'week' ? ' (Monday to Sunday)' : ''}.`,
  );
  w.block(`function ${windowFn(spec)}() {`, () => {
    w.line('const now = new Date();');
    w.block(
      'return {',
      () => {
        if (window.from) w.line(`windowFrom: ${dayExpression(window.from)},`);
        if (window.to) w.line(`windowTo: ${dayExpression(window.to)},`);
      },
      '};',
    );
  });
}

/** How far the visitor's day may be from the server's and still be theirs, in days. */
export function windowSlack(window: DateWindow): number {
  const units = [window.from?.unit, window.to?.unit];
  return units.includes('month') ? 32 : units.includes('week') ? 8 : 2;
}

/** A calendar day as JS, from `now`: local dates, so a day is midnight to midnight there. */
export function dayExpression(bound: DateBound): string {
  const plus = (n: number) => (n === 0 ? '' : n > 0 ? ` + ${n}` : ` - ${-n}`);
  switch (bound.unit) {
    case 'day':
      return `new Date(now.getFullYear(), now.getMonth(), now.getDate()${plus(bound.offset)})`;
    case 'week':
      return `new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7)${plus(7 * bound.offset)})`;
    case 'month':
      return `new Date(now.getFullYear(), now.getMonth()${plus(bound.offset)}, 1)`;
  }
}
export const fetchFn = (spec: QuerySpec) => `get${spec.name}`;
export const constName = (name: string) => words(name).join('_').toUpperCase();

/** The options object a list's query takes, with its starting values. */
export function defaultOptions(spec: QuerySpec): [string, string][] {
  const entries: [string, string][] = [];
  if (spec.search) entries.push(['search', "''"]);
  for (const f of spec.filters) entries.push([f.key, filterDefault(f)]);
  if (spec.dateWindow?.flip) entries.push([spec.dateWindow.flip.key, 'false']);
  if (spec.sortFields.length > 0) {
    entries.push(
      ['sortField', str(spec.defaultSort.field)],
      ['sortOrder', str(spec.defaultSort.order)],
    );
  }
  return entries;
}

export function filterDefault(filter: FilterControl): string {
  if (filter.control === 'checkbox') return 'false';
  if (
    filter.control === 'slider' ||
    filter.control === 'date' ||
    filter.control === 'month' ||
    isNumberFilter(filter)
  )
    return 'null';
  if (filter.control === 'checkboxGroup') return '[]';
  return "''";
}

/** `function productsQuery(options) { ... }`: the filtered, sorted query, without paging. */
export function writeQueryBuilder(w: CodeWriter, spec: QuerySpec): void {
  const c = str(spec.collection.name);
  const takesOptions = takesQueryOptions(spec);
  // A related list's conditions come from the item the page shows, not from the visitor.
  const related = spec.filters.filter(
    (f) => f.elementId === '' && f.fromUrl === null && f.key !== 'itemKey',
  );
  const chosen = spec.search || spec.sortFields.length > 0 || spec.filters.length > related.length;
  const what = [
    ...(chosen || spec.dateWindow ? ["the visitor's choices"] : []),
    ...(related.length > 0 ? ['the item the page shows'] : []),
  ];
  w.comment(
    `Builds the ${spec.collection.name} query${takesOptions ? ` for ${what.join(' and ')}` : ''}; paging is added by the caller.`,
  );
  w.block(`function ${queryFn(spec)}(${takesOptions ? 'options' : ''}) {`, () => {
    w.line(`let query = wixData.query(${c});`);
    const [first, ...rest] = spec.search?.fields ?? [];
    if (first) {
      w.comment('Search first: the other filters are then ANDed with the whole search.');
      w.block('if (options.search) {', () => {
        const match = spec.search?.startsWith ? 'startsWith' : 'contains';
        const tags = new Set(
          spec.collection.fields.filter((f) => f.type === 'tags').map((f) => f.key),
        );
        const condition = (f: string) =>
          tags.has(f) ? `hasSome(${str(f)}, tags)` : `${match}(${str(f)}, options.search)`;
        if ([first, ...rest].some((f) => tags.has(f))) {
          w.comment(
            'A tag matches only whole and in its own case: the word is tried as typed, in lower case and Capitalised.',
          );
          w.line('const lower = options.search.toLowerCase();');
          w.line(
            'const tags = [options.search, lower, lower.charAt(0).toUpperCase() + lower.slice(1)];',
          );
        }
        const ors = rest.map((f) => `.or(wixData.query(${c}).${condition(f)})`).join('');
        w.line(`query = query.${condition(first)}${ors};`);
      });
    }
    for (const f of spec.filters) writeFilter(w, f, c);
    if (spec.fixed.length > 0) {
      w.comment('Only the items the page is for.');
      for (const c of spec.fixed) w.line(`query = query.${c.op}(${str(c.field)}, ${c.value});`);
    }
    const window = spec.dateWindow;
    const flip = window?.flip;
    if (window && flip) {
      const [bound, field] = [window.from ? 'windowFrom' : 'windowTo', str(window.field)];
      w.comment(
        `Only items dated ${window.said}, or ${flip.said} when the visitor asks for ${flip.key} ones: the day ${windowFn(spec)}() works out.`,
      );
      const [flipped, own] = window.from ? ['lt', 'ge'] : ['ge', 'lt'];
      w.ifElse(
        `options.${flip.key}`,
        () => w.line(`query = query.${flipped}(${field}, options.${bound});`),
        () => w.line(`query = query.${own}(${field}, options.${bound});`),
      );
    } else if (window) {
      w.comment(`Only items dated ${window.said}: the days ${windowFn(spec)}() works out.`);
      if (window.from) w.line(`query = query.ge(${str(window.field)}, options.windowFrom);`);
      if (window.to) w.line(`query = query.lt(${str(window.field)}, options.windowTo);`);
    }
    for (const field of spec.includes) w.line(`query = query.include(${str(field)});`);
    if (spec.sortFields.length > 0) {
      w.line(
        `return options.sortOrder === 'desc' ? query.descending(options.sortField) : query.ascending(options.sortField);`,
      );
    } else if (flip && flip.order !== spec.defaultSort.order) {
      const sorted = (order: 'asc' | 'desc') =>
        `query.${order === 'desc' ? 'descending' : 'ascending'}(${str(spec.defaultSort.field)})`;
      w.line(
        `return options.${flip.key} ? ${sorted(flip.order)} : ${sorted(spec.defaultSort.order)};`,
      );
    } else {
      const method = (order: 'asc' | 'desc') => (order === 'desc' ? 'descending' : 'ascending');
      // 'sorted by points descending then goalDifference descending': ties by the second.
      const then = spec.defaultSort.then;
      const tie = then ? `.${method(then.order)}(${str(then.field)})` : '';
      if (spec.defaultSort.rank) {
        // The page ranks the values ('Critical first'); the query orders what ties.
        w.line(`return query${tie || ".descending('_createdDate')"};`);
      } else
        w.line(
          `return query.${method(spec.defaultSort.order)}(${str(spec.defaultSort.field)})${tie};`,
        );
    }
  });
}
