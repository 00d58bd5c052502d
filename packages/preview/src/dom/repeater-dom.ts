import type { VeloNode } from '../core/elements/node';
import type { RepeaterElement, RepeaterItem } from '../core/elements/repeater';

/**
 * A repeater's DOM: one hidden item template (marked `data-velo-template`) and, after it, one
 * clone per data item in data order (marked `data-item-id`). Clones carry no `id` (ids stay
 * unique on the page): each former id becomes `data-velo-id`, bound to the item's own element.
 */

const TEMPLATE = 'data-velo-template';
const ITEM = 'data-item-id';

/** What the repeater needs of the binding: binding an item's elements, forgetting them. */
export interface ItemBinding {
  bind(node: VeloNode, el: HTMLElement): void;
  unbindWithin(el: Element): void;
}

/** Which item a clone shows: an item removed and re-added under the same _id is a new item. */
const shownItem = new WeakMap<Element, RepeaterItem>();

export function templateOf(repeater: Element): HTMLElement | null {
  for (const child of repeater.children) {
    if (child.hasAttribute(TEMPLATE)) return child as HTMLElement;
  }
  return null;
}

/**
 * Marks the repeater's item template. The one element child holding the declared children
 * (the generated `<li data-template>`) is the template, else a `data-template` child; else
 * the repeater's whole content is wrapped into one.
 */
export function prepareTemplate(
  doc: Document,
  repeater: HTMLElement,
  declaredChildren: HTMLElement[],
): HTMLElement {
  const existing = templateOf(repeater);
  if (existing) return existing;
  const children = [...repeater.children] as HTMLElement[];
  const only = children.length === 1 ? children[0] : undefined;
  let template =
    only && declaredChildren.every((el) => only.contains(el))
      ? only
      : children.find((child) => child.hasAttribute('data-template'));
  if (!template) {
    template = doc.createElement(/^(ul|ol)$/.test(repeater.localName) ? 'li' : 'div');
    template.append(...repeater.childNodes);
    repeater.append(template);
  }
  template.setAttribute(TEMPLATE, '');
  return template;
}

/** A fresh clone of the template for one item, with ids turned into `data-velo-id`. */
function cloneFor(template: HTMLElement, item: RepeaterItem): HTMLElement {
  const clone = template.cloneNode(true) as HTMLElement;
  clone.removeAttribute(TEMPLATE);
  clone.removeAttribute('data-template');
  // Items a nested repeater rendered in the template belong to the template, not to this item.
  for (const rendered of [...clone.querySelectorAll(`[${ITEM}]`)]) rendered.remove();
  clone.setAttribute(ITEM, item.id);
  for (const el of [clone, ...clone.querySelectorAll('[id]')]) {
    const id = el.getAttribute('id');
    if (!id) continue;
    el.removeAttribute('id');
    el.setAttribute('data-velo-id', id);
  }
  for (const label of clone.querySelectorAll('label[for]')) {
    label.setAttribute('data-velo-for', label.getAttribute('for') ?? '');
    label.removeAttribute('for');
  }
  shownItem.set(clone, item);
  return clone;
}

/** Binds the clone's elements to the item's elements, outer ones first (pre-order). */
function bindClone(clone: HTMLElement, item: RepeaterItem, binding: ItemBinding): void {
  for (const el of [clone, ...clone.querySelectorAll<HTMLElement>('[data-velo-id]')]) {
    const id = el.getAttribute('data-velo-id');
    // Elements of a nested repeater's items are bound by that repeater, when it renders.
    if (!id || el.closest(`[${ITEM}]`) !== clone) continue;
    const node = item.elements.get(id);
    if (node) binding.bind(node, el);
  }
}

/**
 * Renders the repeater's items: clones are reused by item _id (so their state and the
 * visitor's input survive a data change), created for new items, removed for dropped ones,
 * and put in data order after the template.
 */
export function renderRepeater(node: RepeaterElement, el: HTMLElement, binding: ItemBinding): void {
  const template = templateOf(el);
  if (!template) return;
  const clones = new Map<string, HTMLElement>();
  for (const child of el.children) {
    const id = child.getAttribute(ITEM);
    if (id !== null) clones.set(id, child as HTMLElement);
  }
  let previous: Element = template;
  for (const item of node.__itemList) {
    let clone = clones.get(item.id);
    clones.delete(item.id);
    if (clone && shownItem.get(clone) !== item) {
      binding.unbindWithin(clone);
      clone.remove();
      clone = undefined;
    }
    const fresh = !clone;
    clone ??= cloneFor(template, item);
    if (previous.nextElementSibling !== clone) previous.after(clone);
    if (fresh) bindClone(clone, item, binding);
    previous = clone;
  }
  for (const stale of clones.values()) {
    binding.unbindWithin(stale);
    stale.remove();
  }
}
