import type { ImportMode, ImportSummary, TSiteStructure } from '../schemas/site-structure';

type Collection = TSiteStructure['collections'][number];
type Field = Collection['fields'][number];

export interface CollectionsOutcome {
  collections: Collection[];
  summary: Pick<ImportSummary, 'collections' | 'fields'>;
}

/** A part the document did not carry is kept as it is, and the summary says nothing changed. */
export function keepCollections(current: readonly Collection[]): CollectionsOutcome {
  return {
    collections: [...current],
    summary: {
      collections: { added: 0, updated: 0, unchanged: current.length, removed: 0 },
      fields: { added: 0, updated: 0 },
    },
  };
}

/**
 * Replace: the document's collections are the result. Merge: matched by name, each imported
 * field (by id) wins over the current one's type, current fields and collections the document
 * does not name are kept, new ones are appended.
 */
export function applyCollections(
  current: readonly Collection[],
  imported: readonly Collection[],
  mode: ImportMode,
): CollectionsOutcome {
  const byName = new Map(current.map((c) => [c.name, c]));
  const importedNames = new Set(imported.map((c) => c.name));
  const untouched = current.filter((c) => !importedNames.has(c.name)).length;
  const summary = keepCollections([]).summary;
  // Collections the document does not name: kept by a merge, removed by a replace.
  if (mode === 'merge') summary.collections.unchanged = untouched;
  else summary.collections.removed = untouched;
  const merged = new Map<string, Collection>();
  for (const collection of imported) {
    const before = byName.get(collection.name);
    if (!before) {
      summary.collections.added++;
      merged.set(collection.name, collection);
      continue;
    }
    const after =
      mode === 'merge'
        ? { name: collection.name, fields: mergeFields(before.fields, collection.fields) }
        : collection;
    const change = fieldChanges(before.fields, after.fields);
    summary.fields.added += change.added;
    summary.fields.updated += change.updated;
    if (change.added + change.updated + change.removed > 0) summary.collections.updated++;
    else summary.collections.unchanged++;
    merged.set(collection.name, after);
  }
  if (mode === 'replace') return { collections: [...imported], summary };
  // Merge keeps the user's order: matched collections stay where they were, new ones go last.
  const ordered = current.map((c) => merged.get(c.name) ?? c);
  const added = imported.filter((c) => !byName.has(c.name));
  return { collections: [...ordered, ...added], summary };
}

function mergeFields(current: readonly Field[], imported: readonly Field[]): Field[] {
  const importedById = new Map(imported.map((f) => [f.id, f]));
  const kept = current.map((f) => importedById.get(f.id) ?? f);
  const currentIds = new Set(current.map((f) => f.id));
  return [...kept, ...imported.filter((f) => !currentIds.has(f.id))];
}

function fieldChanges(before: readonly Field[], after: readonly Field[]) {
  const beforeById = new Map(before.map((f) => [f.id, f.type]));
  const afterIds = new Set(after.map((f) => f.id));
  let added = 0;
  let updated = 0;
  for (const field of after) {
    const type = beforeById.get(field.id);
    if (type === undefined) added++;
    else if (type !== field.type) updated++;
  }
  const removed = before.filter((f) => !afterIds.has(f.id)).length;
  return { added, updated, removed };
}
