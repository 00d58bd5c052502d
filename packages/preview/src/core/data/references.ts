import { copyItem } from './compare';
import { WixDataError, wde } from './errors';
import type { Collection, DataStore, Item } from './store';

export interface WixDataQueryReferencedResult {
  items: Item[];
  totalCount: number;
  hasNext(): boolean;
  hasPrev(): boolean;
  next(): Promise<WixDataQueryReferencedResult>;
  prev(): Promise<WixDataQueryReferencedResult>;
}

function idOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const id = (value as { _id?: unknown } | null)?._id;
  if (typeof id === 'string') return id;
  throw new WixDataError(
    'WDE0019',
    'Reference operation takes a string ID or an object with an ID to be connected.',
  );
}

function idsOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map(idOf);
}

/** The referring collection's field and how it stores references (items field or relation). */
function referenceField(collection: Collection, field: string) {
  const type = collection.fields.find((f) => f.key === field)?.type;
  const target = collection.references.get(field);
  if ((type !== 'reference' && type !== 'multi-reference') || !target) {
    throw new WixDataError(
      'WDE0020',
      `Provided relationship attribute ${field} is not a multi-reference field.`,
    );
  }
  let links = collection.relations.get(field);
  if (!links) {
    links = new Map();
    collection.relations.set(field, links);
  }
  return { multi: type === 'multi-reference', target, links };
}

/** wix-data's reference functions over the in-memory relations. */
export function createReferenceApi(store: DataStore) {
  const op = <T>(run: () => T): Promise<T> => store.watch((async () => run())());

  const current = (collectionName: unknown, field: string, referring: unknown) => {
    const collection = store.collection(collectionName);
    const ref = referenceField(collection, field);
    const id = idOf(referring);
    const item = collection.items.find((i) => i._id === id);
    if (!item) throw wde.missingItem(id, collection.name);
    const ids = ref.multi
      ? (ref.links.get(id) ?? [])
      : typeof item[field] === 'string'
        ? [item[field] as string]
        : [];
    const write = (next: string[]) => {
      if (ref.multi) ref.links.set(id, [...new Set(next)]);
      else item[field] = next[next.length - 1];
    };
    return { ref, ids, write };
  };

  const referencedPage = (
    target: string,
    ids: string[],
    skip: number,
    limit: number,
  ): WixDataQueryReferencedResult => {
    const all = ids
      .map((id) => store.findById(target, id))
      .filter((item): item is Item => item !== undefined)
      .map(copyItem);
    return {
      items: all.slice(skip, skip + limit),
      totalCount: all.length,
      hasNext: () => skip + limit < all.length,
      hasPrev: () => skip > 0,
      next: () => op(() => referencedPage(target, ids, skip + limit, limit)),
      prev: () => op(() => referencedPage(target, ids, Math.max(0, skip - limit), limit)),
    };
  };

  return {
    queryReferenced: (
      collection: string,
      item: unknown,
      field: string,
      options?: { limit?: number; skip?: number },
    ) =>
      op(() => {
        const { ref, ids } = current(collection, field, item);
        return referencedPage(ref.target, ids, options?.skip ?? 0, options?.limit ?? 50);
      }),
    insertReference: (collection: string, field: string, referring: unknown, referenced: unknown) =>
      op(() => {
        const { ids, write } = current(collection, field, referring);
        write([...ids, ...idsOf(referenced)]);
      }),
    removeReference: (collection: string, field: string, referring: unknown, referenced: unknown) =>
      op(() => {
        const { ids, write } = current(collection, field, referring);
        const removed = idsOf(referenced);
        write(ids.filter((id) => !removed.includes(id)));
      }),
    replaceReferences: (
      collection: string,
      field: string,
      referring: unknown,
      referenced: unknown,
    ) => op(() => current(collection, field, referring).write(idsOf(referenced))),
    isReferenced: (collection: string, field: string, referring: unknown, referenced: unknown) =>
      op(() => current(collection, field, referring).ids.includes(idOf(referenced))),
  };
}

export type ReferenceApi = ReturnType<typeof createReferenceApi>;
