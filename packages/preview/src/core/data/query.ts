import { compareForSort, copyItem, getField, valuesEqual } from './compare';
import { wde } from './errors';
import { FilterBuilder, matches, type SortKey } from './filter';
import type { Collection, DataStore, Item } from './store';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;

export interface WixDataQueryResult<T = Item> {
  items: T[];
  length: number;
  totalCount: number;
  totalPages: number;
  currentPage: number;
  pageSize: number;
  query: WixDataQuery;
  partialIncludes: boolean;
  hasNext(): boolean;
  hasPrev(): boolean;
  next(): Promise<WixDataQueryResult<T>>;
  prev(): Promise<WixDataQueryResult<T>>;
}

export function sortItems(items: Item[], keys: SortKey[]): Item[] {
  if (keys.length === 0) return items;
  return [...items].sort((a, b) => {
    for (const { field, direction } of keys) {
      const c = compareForSort(getField(a, field), getField(b, field));
      if (c !== 0) return direction === 'asc' ? c : -c;
    }
    return 0;
  });
}

/** `wixData.query(collection)`: immutable; runs against the in-memory store on find/count/distinct. */
/**
 * The item as a filter sees it: a multi-reference field holds the ids it links to, so
 * `hasSome('authors', [id])` finds the items linked to that author, as on Wix.
 */
function withLinks(collection: Collection, item: Item): Item {
  if (collection.relations.size === 0) return item;
  const view: Item = { ...item };
  for (const [field, links] of collection.relations)
    view[field] = links.get(item._id as string) ?? [];
  return view;
}

export class WixDataQuery extends FilterBuilder {
  __sort: SortKey[] = [];
  __limit = DEFAULT_LIMIT;
  __skip = 0;
  __include: string[] = [];
  __fields: string[] = [];

  constructor(
    readonly __store: DataStore,
    readonly __collection: unknown,
  ) {
    super();
  }

  ascending(...fields: string[]): this {
    return this.__copy(
      (c) =>
        (c.__sort = [
          ...c.__sort,
          ...fields.map((field) => ({ field, direction: 'asc' as const })),
        ]),
    );
  }
  descending(...fields: string[]): this {
    return this.__copy(
      (c) =>
        (c.__sort = [
          ...c.__sort,
          ...fields.map((field) => ({ field, direction: 'desc' as const })),
        ]),
    );
  }
  limit(n: number): this {
    return this.__copy((c) => {
      c.__problem ??= countProblem('limit', n);
      c.__limit = n;
    });
  }
  skip(n: number): this {
    return this.__copy((c) => {
      c.__problem ??= countProblem('skip', n);
      c.__skip = n;
    });
  }
  include(...fields: unknown[]): this {
    return this.__copy(
      (c) => (c.__include = [...c.__include, ...fields.filter((f) => typeof f === 'string')]),
    );
  }
  fields(...fields: string[]): this {
    return this.__copy((c) => (c.__fields = [...c.__fields, ...fields]));
  }

  find(_options?: unknown): Promise<WixDataQueryResult> {
    return this.__async(() => {
      const { page, total } = this.__run();
      return pageResult(this, page, total);
    });
  }

  count(_options?: unknown): Promise<number> {
    return this.__async(() => this.__matching().length);
  }

  distinct(field: string, _options?: unknown): Promise<WixDataQueryResult<unknown>> {
    return this.__async(() => this.__distinct(field));
  }

  /** Errors become rejections, and the promise is watched for unhandled ones. */
  __async<T>(run: () => T | Promise<T>): Promise<T> {
    return this.__store.watch((async () => run())());
  }

  __distinct(field: string): WixDataQueryResult<unknown> {
    const values: unknown[] = [];
    for (const item of this.__matching()) {
      const value = getField(item, field);
      if (value !== undefined && !values.some((v) => valuesEqual(v, value))) values.push(value);
    }
    const distinct = new DistinctQuery(this, field);
    return pageResult(
      distinct,
      values.slice(this.__skip, this.__skip + this.__limit).map(copyItem),
      values.length,
    );
  }

  __matching(): Item[] {
    if (this.__problem) throw this.__problem;
    const collection = this.__store.collection(this.__collection);
    if (this.__limit > MAX_LIMIT) throw wde.limitMax(MAX_LIMIT);
    return sortItems(
      collection.items.filter((item) => matches(withLinks(collection, item), this.__filter)),
      this.__sort,
    );
  }

  __run(): { page: Item[]; total: number } {
    const all = this.__matching();
    const page = all
      .slice(this.__skip, this.__skip + this.__limit)
      .map((item) => this.__shape(item));
    return { page, total: all.length };
  }

  /** A copy with included references resolved and, with fields(), only the chosen fields. */
  __shape(stored: Item): Item {
    const item = copyItem(stored);
    const collection = this.__store.collection(this.__collection);
    for (const field of this.__include) {
      const target = collection.references.get(field);
      const id = item[field];
      const links = collection.relations.get(field);
      if (target && links) {
        const ids = links.get(item._id as string) ?? [];
        item[field] = ids.flatMap((ref) => copyItem(this.__store.findById(target, ref)) ?? []);
      } else if (target && typeof id === 'string') {
        item[field] = copyItem(this.__store.findById(target, id)) ?? id;
      }
    }
    if (this.__fields.length === 0) return item;
    return Object.fromEntries(
      Object.entries(item).filter(([k]) => k === '_id' || this.__fields.includes(k)),
    );
  }
}

/** distinct() results page through values with the same next()/prev() contract. */
class DistinctQuery extends WixDataQuery {
  constructor(
    base: WixDataQuery,
    readonly __field: string,
  ) {
    super(base.__store, base.__collection);
    Object.assign(this, { ...base, __field });
  }
  override find(): Promise<WixDataQueryResult> {
    return this.__async(() => this.__distinct(this.__field) as WixDataQueryResult);
  }
}

function countProblem(operator: string, n: unknown): Error | null {
  if (typeof n !== 'number' || Number.isNaN(n)) return wde.notNumber(operator, n);
  if (n < 0) return wde.negative(operator, n);
  if (!Number.isInteger(n)) return wde.notInteger(operator, n);
  return null;
}

function pageResult<T>(query: WixDataQuery, items: T[], total: number): WixDataQueryResult<T> {
  const pageSize = query.__limit;
  const skip = query.__skip;
  const collection = String(query.__collection);
  const hasNext = () => skip + pageSize < total;
  const hasPrev = () => skip > 0;
  return {
    items,
    length: items.length,
    totalCount: total,
    totalPages: pageSize > 0 ? Math.ceil(total / pageSize) : 0,
    currentPage: pageSize > 0 ? Math.floor(skip / pageSize) : 0,
    pageSize,
    query,
    partialIncludes: false,
    hasNext,
    hasPrev,
    next: () =>
      query.__async(() => {
        if (!hasNext()) throw wde.noNext(collection);
        return query.skip(skip + pageSize).find() as unknown as Promise<WixDataQueryResult<T>>;
      }),
    prev: () =>
      query.__async(() => {
        if (!hasPrev()) throw wde.noPrev(collection);
        return query.skip(Math.max(0, skip - pageSize)).find() as unknown as Promise<
          WixDataQueryResult<T>
        >;
      }),
  };
}
