import type { RuntimeCollectionSpec } from '../types';
import { copyItem } from './compare';
import { wde } from './errors';
import { passThrough, type Watch } from '../watch';
import { createRandom, randomId } from './random';
import { seedCollections } from './seed';

export type Item = Record<string, unknown>;

export interface Collection {
  readonly name: string;
  readonly fields: { key: string; type: string }[];
  /** Single-reference field → the collection it points into (guessed when seeding). */
  readonly references: Map<string, string>;
  /** Multi-reference field → referring item id → referenced item ids (kept out of items). */
  readonly relations: Map<string, Map<string, string[]>>;
  items: Item[];
}

export interface StoreOptions {
  seed?: number;
  itemsPerCollection?: number;
  /**
   * The `_owner` of items code inserts: the signed-in member, asked at each insert (a visitor who
   * logs in owns what they add after); undefined for a visitor, who gets an id of their own.
   */
  owner?: () => string | undefined;
  /** Wraps every promise handed to callers (a run reports the rejections they ignore). */
  watch?: Watch;
}

/**
 * The in-memory collections behind wix-data: seeded deterministically from the structure's
 * collections; items are stored as copies and handed out as copies.
 */
export class DataStore {
  private readonly collections = new Map<string, Collection>();
  private readonly random: () => number;
  private readonly visitorId: string;
  private readonly owner: () => string | undefined;
  readonly watch: Watch;

  constructor(specs: RuntimeCollectionSpec[], options: StoreOptions = {}) {
    const seed = options.seed ?? 1;
    this.random = createRandom(seed ^ 0x5eed);
    for (const collection of seedCollections(specs, seed, options.itemsPerCollection ?? 8)) {
      this.collections.set(collection.name, collection);
    }
    this.visitorId = randomId(this.random);
    this.owner = options.owner ?? (() => undefined);
    this.watch = options.watch ?? passThrough;
  }

  get collectionNames(): string[] {
    return [...this.collections.keys()];
  }

  /** The collection, or the WDE0001 / WDE0025 error wix-data rejects with. */
  collection(name: unknown): Collection {
    if (typeof name !== 'string') throw wde.collectionName();
    const collection = this.collections.get(name);
    if (!collection) throw wde.noCollection(name);
    return collection;
  }

  findById(collectionName: string, id: string): Item | undefined {
    return this.collections.get(collectionName)?.items.find((item) => item._id === id);
  }

  get(name: unknown, id: unknown): Item | null {
    const collection = this.collection(name);
    if (typeof id !== 'string') throw wde.itemId();
    const item = collection.items.find((i) => i._id === id);
    return item ? copyItem(item) : null;
  }

  insert(name: unknown, item: unknown): Item {
    const collection = this.collection(name);
    const input = this.checkItem(item, collection.name);
    const id = input._id === undefined ? randomId(this.random) : input._id;
    if (typeof id !== 'string' || id === '') throw wde.itemId();
    if (collection.items.some((i) => i._id === id)) throw wde.exists(id, collection.name);
    const now = new Date();
    const stored: Item = {
      ...copyItem(input),
      _id: id,
      _owner: this.owner() ?? this.visitorId,
      _createdDate: now,
      _updatedDate: new Date(now.getTime()),
    };
    collection.items.push(stored);
    return copyItem(stored);
  }

  /** Replaces the whole item (fields not given are dropped), keeping its system fields. */
  update(name: unknown, item: unknown): Item {
    const collection = this.collection(name);
    const input = this.checkItem(item, collection.name);
    if (typeof input._id !== 'string') throw wde.updateId();
    const index = collection.items.findIndex((i) => i._id === input._id);
    const current = collection.items[index];
    if (!current) throw wde.missingItem(input._id, collection.name);
    const stored: Item = {
      ...copyItem(input),
      _owner: current._owner,
      _createdDate: current._createdDate,
      _updatedDate: new Date(),
    };
    collection.items[index] = stored;
    return copyItem(stored);
  }

  save(name: unknown, item: unknown): Item {
    const collection = this.collection(name);
    const input = this.checkItem(item, collection.name);
    const exists =
      typeof input._id === 'string' && collection.items.some((i) => i._id === input._id);
    return exists ? this.update(name, input) : this.insert(name, input);
  }

  remove(name: unknown, id: unknown): Item | null {
    const collection = this.collection(name);
    if (typeof id !== 'string') throw wde.itemId();
    const index = collection.items.findIndex((i) => i._id === id);
    if (index < 0) return null;
    const [removed] = collection.items.splice(index, 1);
    return removed ? copyItem(removed) : null;
  }

  truncate(name: unknown): void {
    this.collection(name).items = [];
  }

  private checkItem(item: unknown, collection: string): Item {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw wde.notObject(item, collection);
    }
    return item as Item;
  }
}
