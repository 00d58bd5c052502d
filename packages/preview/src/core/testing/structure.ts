import type { RuntimeCollectionSpec, RuntimeStructure } from '../types';

/** [id, Wix type (null: custom), parent id] */
export type ElementRow = [string, string | null, string?];

/** A structure from compact rows; children lists follow the parent ids. */
export function structure(
  rows: ElementRow[],
  collections: RuntimeCollectionSpec[] = [],
): RuntimeStructure {
  return {
    collections,
    elements: rows.map(([id, veloType, parentId]) => ({
      id,
      veloType,
      parentId: parentId ?? null,
      children: rows.filter((r) => r[2] === id).map((r) => r[0]),
    })),
  };
}

export const ITEMS: RuntimeCollectionSpec = {
  name: 'Items',
  fields: [
    { key: 'title', type: 'text' },
    { key: 'price', type: 'number' },
    { key: 'image', type: 'image' },
    { key: 'tags', type: 'tags' },
    { key: 'inStock', type: 'boolean' },
    { key: 'releaseDate', type: 'date' },
  ],
};
