import { WixDataAggregate, type WixDataAggregateResult } from './aggregate';
import { wde } from './errors';
import { WixDataFilter, WixDataSort } from './filter';
import { WixDataQuery, type WixDataQueryResult } from './query';
import {
  createReferenceApi,
  type ReferenceApi,
  type WixDataQueryReferencedResult,
} from './references';
import type { DataStore, Item } from './store';

export interface BulkResult {
  inserted: number;
  updated: number;
  skipped: number;
  insertedItemIds: string[];
  updatedItemIds: string[];
  errors: Error[];
}

export interface BulkRemoveResult {
  removed: number;
  skipped: number;
  removedItemIds: string[];
  errors: Error[];
}

/** The `wix-data` module's default export, over one in-memory store. */
export interface WixDataApi extends ReferenceApi {
  query(collection: string): WixDataQuery;
  get(collection: string, itemId: string, options?: unknown): Promise<Item | null>;
  insert(collection: string, item: Item, options?: unknown): Promise<Item>;
  update(collection: string, item: Item, options?: unknown): Promise<Item>;
  save(collection: string, item: Item, options?: unknown): Promise<Item>;
  remove(collection: string, itemId: string, options?: unknown): Promise<Item | null>;
  bulkInsert(collection: string, items: Item[], options?: unknown): Promise<BulkResult>;
  bulkUpdate(collection: string, items: Item[], options?: unknown): Promise<BulkResult>;
  bulkSave(collection: string, items: Item[], options?: unknown): Promise<BulkResult>;
  bulkRemove(collection: string, itemIds: string[], options?: unknown): Promise<BulkRemoveResult>;
  truncate(collection: string, options?: unknown): Promise<null>;
  filter(): WixDataFilter;
  sort(): WixDataSort;
  aggregate(collection: string): WixDataAggregate;
}

export type { WixDataAggregateResult, WixDataQueryReferencedResult, WixDataQueryResult };

const MAX_BULK = 1000;

function bulkItems(store: DataStore, collection: unknown, items: unknown): Item[] {
  const name = store.collection(collection).name;
  if (!Array.isArray(items) || !items.every((i) => typeof i === 'object' && i !== null)) {
    throw wde.bulkItems(name);
  }
  if (items.length > MAX_BULK) throw wde.bulkLimit(name);
  return items as Item[];
}

function emptyBulk(): BulkResult {
  return {
    inserted: 0,
    updated: 0,
    skipped: 0,
    insertedItemIds: [],
    updatedItemIds: [],
    errors: [],
  };
}

export function createWixData(store: DataStore): WixDataApi {
  /** Runs an operation asynchronously (its errors become rejections) and watches the promise. */
  const op = <T>(run: () => T | Promise<T>): Promise<T> => store.watch((async () => run())());
  const bulkOp = async (collection: string, items: Item[], mode: 'insert' | 'update' | 'save') => {
    const result = emptyBulk();
    for (const item of bulkItems(store, collection, items)) {
      const existed =
        typeof item._id === 'string' && store.findById(collection, item._id) !== undefined;
      try {
        const saved =
          mode === 'insert'
            ? store.insert(collection, item)
            : mode === 'update'
              ? store.update(collection, item)
              : store.save(collection, item);
        const id = saved._id as string;
        if (mode === 'update' || (mode === 'save' && existed)) {
          result.updated++;
          result.updatedItemIds.push(id);
        } else {
          result.inserted++;
          result.insertedItemIds.push(id);
        }
      } catch (error) {
        result.skipped++;
        result.errors.push(error as Error);
      }
    }
    return result;
  };

  return {
    query: (collection) => new WixDataQuery(store, collection),
    get: (collection, itemId) => op(() => store.get(collection, itemId)),
    insert: (collection, item) => op(() => store.insert(collection, item)),
    update: (collection, item) => op(() => store.update(collection, item)),
    save: (collection, item) => op(() => store.save(collection, item)),
    remove: (collection, itemId) => op(() => store.remove(collection, itemId)),
    bulkInsert: (collection, items) => op(() => bulkOp(collection, items, 'insert')),
    bulkUpdate: (collection, items) => op(() => bulkOp(collection, items, 'update')),
    bulkSave: (collection, items) => op(() => bulkOp(collection, items, 'save')),
    bulkRemove: (collection, itemIds) =>
      op(() => {
        const name = store.collection(collection).name;
        if (!Array.isArray(itemIds) || !itemIds.every((id) => typeof id === 'string'))
          throw wde.itemIds();
        if (itemIds.length > MAX_BULK) throw wde.removeLimit(name);
        const result: BulkRemoveResult = { removed: 0, skipped: 0, removedItemIds: [], errors: [] };
        for (const id of itemIds) {
          if (store.remove(name, id)) {
            result.removed++;
            result.removedItemIds.push(id);
          } else {
            result.skipped++;
          }
        }
        return result;
      }),
    truncate: (collection) =>
      op(() => {
        store.truncate(collection);
        return null;
      }),
    filter: () => new WixDataFilter(),
    sort: () => new WixDataSort(),
    aggregate: (collection) => new WixDataAggregate(store, collection),
    ...createReferenceApi(store),
  };
}
