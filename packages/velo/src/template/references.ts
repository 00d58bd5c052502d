import type { SiteCollection, SiteElement, SiteField, SiteStructure } from '../structure';
import { keyWords, nameScore } from './naming';

/** Reference fields: the collection each points at, and fields read through them. */

/** The collection a reference field points to, by name ('author' → Authors). */
export function referencedCollection(
  field: SiteField,
  structure: SiteStructure,
  owner: SiteCollection | null,
): SiteCollection | null {
  if (field.type !== 'reference' && field.type !== 'multi-reference') return null;
  let best: SiteCollection | null = null;
  let bestScore = 0;
  for (const c of structure.collections) {
    if (c === owner) continue;
    const score = nameScore(field.key, c.name);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  if (bestScore >= 10) return best;
  // 'item' on Claims beside LostItems: with one other collection, that is the one it points at.
  const others = structure.collections.filter((c) => c !== owner);
  return owner && others.length === 1 ? (others[0] ?? null) : null;
}

/** The reference field of `owner` that points at the collection named `target`, if any. */
export function referenceFieldTo(
  owner: SiteCollection,
  target: string,
  structure: SiteStructure,
): SiteField | undefined {
  return owner.fields.find(
    (f) => f.type === 'reference' && referencedCollection(f, structure, owner)?.name === target,
  );
}

/**
 * A date text named for a reference ('signupShiftDate' beside `shift`) where the list's own items
 * have no date: the referenced item's one date field, through the reference.
 */
export function referencedDate(
  element: SiteElement,
  collection: SiteCollection,
  structure: SiteStructure,
): { reference: SiteField; date: SiteField } | null {
  const own = keyWords(element.id);
  if (!own.includes('date') || collection.fields.some((f) => f.type === 'date')) return null;
  for (const reference of collection.fields.filter((f) => f.type === 'reference')) {
    if (!keyWords(reference.key).every((w) => own.includes(w))) continue;
    const dates = referencedCollection(reference, structure, collection)?.fields.filter(
      (f) => f.type === 'date',
    );
    if (dates?.length === 1 && dates[0]) return { reference, date: dates[0] };
  }
  return null;
}
