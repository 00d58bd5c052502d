import { quote } from './problems';

/**
 * One tree from a document's two descriptions of it: each element's `parentId` and each
 * container's `children`. Where only one side names a link, the other is derived; where they
 * disagree, or an id is missing, or an element ends up inside itself, that is a problem.
 */

export interface LinkInput {
  /** Position in the document's `elements`, for messages. */
  index: number;
  id: string;
  /** Undefined when the document gave none (absent, null or ''). */
  parentId: string | undefined;
  children: string[] | undefined;
}

export interface LinkedTree {
  /** Every element's parent id, null at the top level. */
  parentOf: Map<string, string | null>;
  /** Children in the container's own order, then any it did not list, in document order. */
  childrenOf: Map<string, string[]>;
}

interface Link {
  parent: string;
  /** Which element's data stated it. */
  statedBy: number;
  how: 'parentId' | 'children';
}

/** `ignoredIds`: ids of skipped entries (the page itself); links to them mean "top level". */
export function linkHierarchy(
  elements: readonly LinkInput[],
  ignoredIds: ReadonlySet<string>,
): { ok: true; tree: LinkedTree } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const byId = new Map(elements.map((e) => [e.id, e]));
  const links = new Map<string, Link>();
  const where = (e: LinkInput) => `elements[${e.index}]`;

  for (const element of elements) {
    const parent = element.parentId;
    if (parent === undefined || ignoredIds.has(parent)) continue;
    if (!byId.has(parent)) {
      problems.push(
        `${where(element)}.parentId: ${quote(parent)} is not an element of this document`,
      );
      continue;
    }
    links.set(element.id, { parent, statedBy: element.index, how: 'parentId' });
  }
  for (const element of elements) {
    for (const child of new Set(element.children ?? [])) {
      if (ignoredIds.has(child)) continue;
      if (!byId.has(child)) {
        problems.push(
          `${where(element)}.children: ${quote(child)} is not an element of this document`,
        );
        continue;
      }
      const known = links.get(child);
      if (known && known.parent !== element.id) {
        problems.push(contradiction(element, child, known));
        continue;
      }
      if (!known)
        links.set(child, { parent: element.id, statedBy: element.index, how: 'children' });
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const indexOf = new Map(elements.map((e) => [e.id, e.index]));
  for (const cycle of findCycles([...indexOf.keys()], (id) => links.get(id)?.parent)) {
    const id = cycle[0] as string;
    problems.push(
      `elements[${indexOf.get(id)}]: ${quote(id)} is inside itself (${cycle.join(' → ')})`,
    );
  }
  if (problems.length > 0) return { ok: false, problems };

  const parentOf = new Map<string, string | null>();
  const childrenOf = new Map<string, string[]>();
  for (const element of elements) {
    parentOf.set(element.id, links.get(element.id)?.parent ?? null);
    const listed = [...new Set(element.children ?? [])].filter(
      (child) => links.get(child)?.parent === element.id,
    );
    childrenOf.set(element.id, listed);
  }
  for (const element of elements) {
    const parent = parentOf.get(element.id);
    if (!parent) continue;
    const siblings = childrenOf.get(parent) as string[];
    if (!siblings.includes(element.id)) siblings.push(element.id);
  }
  return { ok: true, tree: { parentOf, childrenOf } };
}

function contradiction(element: LinkInput, child: string, known: Link): string {
  const at = `elements[${element.index}].children`;
  if (known.how === 'parentId') {
    return `${at}: lists ${quote(child)}, but elements[${known.statedBy}] says its parentId is ${quote(known.parent)}`;
  }
  return `${at}: lists ${quote(child)}, which elements[${known.statedBy}] (${quote(known.parent)}) lists too; an element has one parent`;
}

/**
 * Each cycle through the parent links once, entered from its first id in `ids` order and closed
 * on itself: ['a', 'b', 'a']. Linear: every id is walked at most once.
 */
export function findCycles(
  ids: readonly string[],
  parentOf: (id: string) => string | null | undefined,
): string[][] {
  const cycles: string[][] = [];
  const settled = new Set<string>();
  for (const start of ids) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let id: string | null | undefined = start;
    while (id && !settled.has(id) && !onPath.has(id)) {
      path.push(id);
      onPath.add(id);
      id = parentOf(id);
    }
    if (id && onPath.has(id)) cycles.push([...path.slice(path.indexOf(id)), id]);
    for (const visited of path) settled.add(visited);
  }
  return cycles;
}
