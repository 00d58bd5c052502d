import { RepeaterElement } from '../core/elements/repeater';
import type { VeloNode } from '../core/elements/node';
import type { Page } from '../core/page';
import { isTag } from './dom-util';
import { hasNoDom, rendition } from './neutral-layout';
import { prepareTemplate, templateOf } from './repeater-dom';
import { parseHtml } from './sanitize';
import { addStyles, NEUTRAL_CSS, removeStyles, RUNTIME_CSS, styleElement } from './styles';

export interface Layout {
  /** The element of each declared (non-dataset) id on the page: a repeated one's template. */
  elements: Map<string, HTMLElement>;
  /** The ids whose element came from the HTML (their state is read into the model). */
  fromHtml: Set<string>;
}

/** Elements that hold no declared children: children the layout adds go after them. */
const LEAF_TAGS = ['img', 'input', 'select', 'textarea', 'video', 'button', 'table', 'progress'];

/** Declared elements, parents before their children (repeater templates, not items). */
export function* preOrder(nodes: VeloNode[]): Generator<VeloNode> {
  for (const node of nodes) {
    yield node;
    yield* preOrder(node.__children);
  }
}

/** The first element carrying each id (duplicates in hand-written HTML: the first one wins). */
function indexIds(root: HTMLElement): Map<string, HTMLElement> {
  const index = new Map<string, HTMLElement>();
  for (const el of root.querySelectorAll<HTMLElement>('[id]')) {
    if (!index.has(el.id)) index.set(el.id, el);
  }
  return index;
}

/** Where a missing child of `parent` goes: inside it, in a repeater's template, or after it. */
function placeChild(parent: VeloNode, parentEl: HTMLElement, outer: HTMLElement): void {
  if (parent instanceof RepeaterElement) {
    (templateOf(parentEl) ?? parentEl).append(outer);
  } else if (isTag(parentEl, ...LEAF_TAGS)) {
    const holder = parentEl.closest('.vf-field') ?? parentEl;
    holder.after(outer);
  } else {
    parentEl.append(outer);
  }
}

/**
 * Lays the page out into `root`: the HTML piece (sanitised; its styles go to the head), or a
 * neutral layout from the declared hierarchy when there is none. Either way, every declared
 * element but datasets ends up with an element carrying its id, and every repeater with a
 * marked item template.
 */
export function layOut(doc: Document, root: HTMLElement, html: string, page: Page): Layout {
  removeStyles(doc);
  const styles = [styleElement(doc, RUNTIME_CSS)];
  root.replaceChildren();
  if (html.trim() === '') {
    root.setAttribute('data-velo-layout', 'neutral');
    styles.push(styleElement(doc, NEUTRAL_CSS));
  } else {
    root.removeAttribute('data-velo-layout');
    const parsed = parseHtml(doc, html);
    styles.push(...parsed.styles);
    root.append(...parsed.content);
  }
  addStyles(doc, styles, root);

  const elements = indexIds(root);
  const fromHtml = new Set(elements.keys());
  for (const node of preOrder(page.roots)) {
    if (hasNoDom(node)) {
      elements.delete(node.id);
      continue;
    }
    let el = elements.get(node.id);
    if (!el) {
      const made = rendition(doc, node);
      const parentEl = node.__parent ? elements.get(node.__parent.id) : undefined;
      if (node.__parent && parentEl) placeChild(node.__parent, parentEl, made.outer);
      else root.append(made.outer);
      el = made.element;
      elements.set(node.id, el);
    }
    if (node instanceof RepeaterElement) {
      const declared = node.__children.flatMap((child) => elements.get(child.id) ?? []);
      prepareTemplate(doc, el, declared);
    }
  }
  return { elements, fromHtml };
}
