import type { HierarchyElementDraft } from '../../../../../lib/generator-draft';
import { isContainerType } from './element-types';

/** Elements that can be picked as another's parent or child: they have an id and are not it. */
export function linkableElements(
  elements: readonly HierarchyElementDraft[],
  self: HierarchyElementDraft,
): HierarchyElementDraft[] {
  return elements.filter((e) => e.key !== self.key && e.id.trim() !== '');
}

/**
 * Spec section 5: a text or image element goes into the first container-type element other than
 * itself; an input, button or checkbox into the first form; anything else gets no suggestion.
 * Returns the suggested parent's key, or null.
 */
export function suggestParent(
  elements: readonly HierarchyElementDraft[],
  self: HierarchyElementDraft,
): string | null {
  const candidates = linkableElements(elements, self);
  let match: HierarchyElementDraft | undefined;
  if (self.type === 'text' || self.type === 'image') {
    match = candidates.find((e) => isContainerType(e.type));
  } else if (self.type === 'input' || self.type === 'button' || self.type === 'checkbox') {
    match = candidates.find((e) => e.type === 'form');
  }
  return match?.key ?? null;
}

/** Levels above an element (0 at the top), following parent links; a cycle stops counting. */
export function depthOf(
  elements: readonly HierarchyElementDraft[],
  element: HierarchyElementDraft,
  max = 3,
): number {
  const byKey = new Map(elements.map((e) => [e.key, e]));
  const seen = new Set([element.key]);
  let depth = 0;
  let parent = byKey.get(element.parentKey);
  while (parent && !seen.has(parent.key) && depth < max) {
    seen.add(parent.key);
    depth += 1;
    parent = byKey.get(parent.parentKey);
  }
  return depth;
}
