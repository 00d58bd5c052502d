import type { RuntimeCollectionSpec } from '../types';
import { createRandom, randomId } from './random';
import { createdDate, sampleValue } from './samples';
import type { Collection, Item } from './store';

function normalize(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(ies|s)$/, (m) => (m === 'ies' ? 'y' : ''));
}

/** The collection a reference field points into: the one named like the field, else another one. */
function referenceTarget(key: string, owner: string, names: string[]): string | undefined {
  const k = normalize(key.replace(/Id$|_id$|Ref$/i, ''));
  return (
    names.find((n) => normalize(n) === k) ??
    names.find((n) => k.length > 2 && (normalize(n).includes(k) || k.includes(normalize(n)))) ??
    names.find((n) => n !== owner) ??
    owner
  );
}

/**
 * Sample items for every declared collection: ids first (so references can point at real
 * items), then field values by type, then the system fields every wix-data item has.
 */
export function seedCollections(
  specs: RuntimeCollectionSpec[],
  seed: number,
  count: number,
): Collection[] {
  const random = createRandom(seed);
  const names = specs.map((s) => s.name);
  const owner = randomId(random);
  const ids = new Map(
    specs.map((s) => [s.name, Array.from({ length: count }, () => randomId(random))]),
  );
  return specs.map((spec) => {
    const references = new Map<string, string>();
    for (const field of spec.fields) {
      if (field.type === 'reference' || field.type === 'multi-reference') {
        const target = referenceTarget(field.key, spec.name, names);
        if (target) references.set(field.key, target);
      }
    }
    const relations = new Map<string, Map<string, string[]>>();
    for (const field of spec.fields.filter((f) => f.type === 'multi-reference')) {
      const targets = ids.get(references.get(field.key) ?? '') ?? [];
      const links = new Map<string, string[]>();
      (ids.get(spec.name) ?? []).forEach((id, index) => {
        const picked = [targets[index % targets.length], targets[(index + 1) % targets.length]];
        links.set(id, [...new Set(picked.filter((t): t is string => t !== undefined))]);
      });
      relations.set(field.key, links);
    }
    const items = (ids.get(spec.name) ?? []).map((id, index) => {
      const n = index + 1;
      const item: Item = { _id: id };
      for (const field of spec.fields) {
        if (field.key.startsWith('_')) continue;
        const value =
          field.type === 'reference'
            ? referenceValue(ids.get(references.get(field.key) ?? ''), index)
            : sampleValue(field.type, field.key, n, random);
        if (value !== undefined) item[field.key] = value;
      }
      const created = createdDate(n);
      item._owner = owner;
      item._createdDate = created;
      item._updatedDate = new Date(created.getTime() + n * 3600_000);
      return item;
    });
    return {
      name: spec.name,
      fields: spec.fields.map((f) => ({ ...f })),
      references,
      relations,
      items,
    };
  });
}

function referenceValue(targetIds: string[] | undefined, index: number): string | undefined {
  if (!targetIds || targetIds.length === 0) return undefined;
  return targetIds[(index * 3) % targetIds.length];
}
