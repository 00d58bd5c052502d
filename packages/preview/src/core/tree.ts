import { DatasetElement } from './elements/dataset';
import type { ElementHost } from './elements/host';
import type { VeloNode } from './elements/node';
import { createElement } from './elements/registry';
import { RepeaterElement } from './elements/repeater';
import type { RuntimeStructure } from './types';

function normalize(name: string): string {
  return name
    .toLowerCase()
    .replace(/dataset|[^a-z0-9]/g, '')
    .replace(/(ies|s)$/, (m) => (m === 'ies' ? 'y' : ''));
}

/** A dataset's collection: declared, else the one its id names ('#productsDataset'), else the first. */
function datasetCollection(
  id: string,
  declared: string | undefined,
  names: string[],
): string | null {
  if (declared) return declared;
  const key = normalize(id);
  return (
    names.find((n) => normalize(n) === key) ??
    names.find((n) => key !== '' && (key.includes(normalize(n)) || normalize(n).includes(key))) ??
    names[0] ??
    null
  );
}

/**
 * One element object per declared id (first declaration wins), linked into a tree: the parent
 * is the declared parentId, else the element listing it as a child; cycles are cut.
 */
export function buildTree(structure: RuntimeStructure, host: ElementHost): Map<string, VeloNode> {
  const nodes = new Map<string, VeloNode>();
  for (const spec of structure.elements) {
    if (nodes.has(spec.id)) continue;
    const veloType = spec.veloType ? spec.veloType.replace(/^\$w\./, '') : null;
    nodes.set(spec.id, createElement({ ...spec, veloType, children: [...spec.children] }, host));
  }
  const names = structure.collections.map((c) => c.name);
  const parentOf = new Map<string, string>();
  for (const node of nodes.values()) {
    const declared = node.__spec.parentId;
    const parent =
      declared && declared !== node.id && nodes.has(declared)
        ? declared
        : [...nodes.values()].find((p) => p !== node && p.__spec.children.includes(node.id))?.id;
    if (parent) parentOf.set(node.id, parent);
    if (node instanceof DatasetElement) {
      node.__collection = datasetCollection(node.id, node.__spec.collection, names);
    }
  }
  for (const id of parentOf.keys()) {
    const seen = new Set([id]);
    for (let p = parentOf.get(id); p; p = parentOf.get(p)) {
      if (seen.has(p)) {
        parentOf.delete(id);
        break;
      }
      seen.add(p);
    }
  }
  for (const [id, parentId] of parentOf) {
    const node = nodes.get(id) as VeloNode;
    const parent = nodes.get(parentId) as VeloNode;
    node.__parent = parent;
    parent.__children.push(node);
  }
  for (const parent of nodes.values()) {
    const order = parent.__spec.children;
    const rank = (n: VeloNode) => (order.includes(n.id) ? order.indexOf(n.id) : order.length);
    parent.__children.sort((a, b) => rank(a) - rank(b));
  }
  return nodes;
}

/** Every live instance under `root` in page order: templates first, then each item's clones. */
export function* walk(root: VeloNode): Generator<VeloNode> {
  yield root;
  for (const child of root.__children) yield* walk(child);
  if (root instanceof RepeaterElement) {
    for (const item of root.__itemList) for (const clone of item.roots) yield* walk(clone);
  }
}

/**
 * The outermost repeater between `node` and `stop` (exclusive): selecting a node repeated
 * below it must reach every instance the repeater (and repeaters nested in it) created.
 */
export function outermostRepeater(node: VeloNode, stop: VeloNode | null): RepeaterElement | null {
  let outer: RepeaterElement | null = null;
  for (let p = node.__parent; p && p !== stop; p = p.__parent) {
    if (p instanceof RepeaterElement) outer = p;
  }
  return outer;
}
