import type { THierarchyElement } from '../schemas/generation';
import type { ImportMode, ImportSummary, TSiteStructure } from '../schemas/site-structure';
import { findCycles } from './hierarchy';
import { quote } from './problems';

type Element = THierarchyElement;
type ElementsPart = Pick<TSiteStructure, 'elementIds' | 'elementHierarchy'>;

export interface ElementsOutcome {
  elementIds: string[];
  elements: Element[];
  summary: ImportSummary['elements'];
}

/** Every element the structure knows: the Element IDs list and the hierarchy together. */
function knownIds(part: ElementsPart): string[] {
  return [...new Set([...part.elementHierarchy.elements.map((e) => e.id), ...part.elementIds])];
}

export function keepElements(current: ElementsPart): ElementsOutcome {
  return {
    elementIds: [...current.elementIds],
    elements: [...current.elementHierarchy.elements],
    summary: { added: 0, updated: 0, unchanged: knownIds(current).length, removed: 0 },
  };
}

/** What the user sees of an element; children follow from the others' parents. */
function sameElement(a: Element, b: Element): boolean {
  return (
    a.type === b.type &&
    (a.type === 'custom' ? (a.customType ?? '') : '') ===
      (b.type === 'custom' ? (b.customType ?? '') : '') &&
    (a.parentId ?? null) === (b.parentId ?? null) &&
    (a.description ?? '') === (b.description ?? '')
  );
}

/**
 * Replace: the document's elements are the result. Merge: union by id; an imported element's
 * type, custom type, parent and (when it has one) description win; nothing of the user's is
 * removed; children lists are rebuilt from the parents so an element never sits in two.
 */
export function applyElements(
  current: ElementsPart,
  imported: ElementsPart,
  mode: ImportMode,
): { ok: true; outcome: ElementsOutcome } | { ok: false; problems: string[] } {
  const currentElements = current.elementHierarchy.elements;
  const before = new Map(withParents(currentElements, currentElements).map((e) => [e.id, e]));
  // A merged element may sit in one of the user's containers; a replacing one only in its own.
  const importedElements = imported.elementHierarchy.elements;
  const parents = mode === 'merge' ? [...currentElements, ...importedElements] : importedElements;
  const incoming = withParents(importedElements, parents);
  const incomingById = new Map(incoming.map((e) => [e.id, e]));
  const after =
    mode === 'replace'
      ? incomingById
      : new Map(
          incoming.map((next) => {
            const previous = before.get(next.id);
            const description = next.description ?? previous?.description;
            return [next.id, { ...next, ...(description ? { description } : {}) }];
          }),
        );

  const known = new Set(knownIds(current));
  const importedIds = knownIds(imported);
  const importedSet = new Set(importedIds);
  const untouched = [...known].filter((id) => !importedSet.has(id)).length;
  const summary = { added: 0, updated: 0, unchanged: 0, removed: 0 };
  for (const id of importedIds) {
    const next = after.get(id);
    const previous = before.get(id);
    if (!known.has(id)) summary.added++;
    else if (next && (!previous || !sameElement(previous, next))) summary.updated++;
    else summary.unchanged++;
  }

  if (mode === 'replace') {
    summary.removed = untouched;
    const elements = imported.elementHierarchy.elements;
    return { ok: true, outcome: { elementIds: [...imported.elementIds], elements, summary } };
  }
  summary.unchanged += untouched;
  const merged = [
    ...[...before.values()].map((e) => after.get(e.id) ?? e),
    ...incoming.filter((e) => !before.has(e.id)).map((e) => after.get(e.id) ?? e),
  ];
  const parentOf = new Map(merged.map((e) => [e.id, e.parentId ?? null]));
  const cycles = findCycles([...parentOf.keys()], (id) => parentOf.get(id));
  if (cycles.length > 0) {
    return {
      ok: false,
      problems: cycles.map(
        (cycle) =>
          `Merging would put ${quote(cycle[0] as string)} inside itself (${cycle.join(' → ')}): choose Replace, or change that element's parent first.`,
      ),
    };
  }
  const order = new Map<string, readonly string[]>();
  for (const e of [...before.values(), ...incoming]) if (e.children) order.set(e.id, e.children);
  const elementIds = [...new Set([...current.elementIds, ...imported.elementIds])];
  return { ok: true, outcome: { elementIds, elements: withChildren(merged, order), summary } };
}

/**
 * Each element's parent from its parentId or, failing that, from the first element listing it
 * as a child (the editors keep both, and older structures may fill only one). Links to ids not
 * among `candidates` are dropped. Children lists stay, as the order to rebuild them in.
 */
function withParents(elements: readonly Element[], candidates: readonly Element[]): Element[] {
  const ids = new Set(candidates.map((e) => e.id));
  const listedBy = new Map<string, string>();
  for (const e of elements) {
    for (const child of e.children ?? []) if (!listedBy.has(child)) listedBy.set(child, e.id);
  }
  return elements.map((e) => {
    const stated = e.parentId && ids.has(e.parentId) && e.parentId !== e.id ? e.parentId : null;
    const listed = listedBy.get(e.id);
    return { ...e, parentId: stated ?? (listed !== undefined && listed !== e.id ? listed : null) };
  });
}

/** Children from the parents: each container's own order first, then the rest in list order. */
function withChildren(
  elements: readonly Element[],
  order: ReadonlyMap<string, readonly string[]>,
): Element[] {
  const parentOf = new Map(elements.map((e) => [e.id, e.parentId ?? null]));
  const childrenOf = new Map<string, string[]>();
  for (const e of elements) {
    const listed = (order.get(e.id) ?? []).filter((child) => parentOf.get(child) === e.id);
    childrenOf.set(e.id, [...new Set(listed)]);
  }
  for (const e of elements) {
    const siblings = e.parentId ? childrenOf.get(e.parentId) : undefined;
    if (siblings && !siblings.includes(e.id)) siblings.push(e.id);
  }
  return elements.map((e) => {
    const children = childrenOf.get(e.id) ?? [];
    const { id, type, customType, description, parentId } = e;
    return {
      id,
      type,
      ...(customType !== undefined ? { customType } : {}),
      ...(description !== undefined ? { description } : {}),
      parentId: parentId ?? null,
      ...(children.length > 0 ? { children } : {}),
    };
  });
}
