/**
 * Small DOM helpers the layout and the binding share. Tag checks go by `localName`, never by
 * `instanceof HTMLInputElement`: the document may belong to another window (the preview frame)
 * than the code that binds it.
 */

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A grey inline image: the frame has no network, so remote images are shown as this. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='320' height='200'%3E%3Crect width='100%25' height='100%25' fill='%23e4e7eb'/%3E%3C/svg%3E";

/** Sources the frame can show without a network. */
export function isInlineUrl(url: string): boolean {
  return /^(data|blob):/i.test(url.trim());
}

export function isElement(value: unknown): value is Element {
  return (
    typeof value === 'object' && value !== null && (value as Partial<Node>).nodeType === 1 // ELEMENT_NODE
  );
}

export function isTag(el: Element, ...names: string[]): boolean {
  return names.includes(el.localName);
}

function isControl(el: Element): el is FormControl {
  return isTag(el, 'input', 'select', 'textarea');
}

/** The form control an element stands for: itself, or the first one inside (a wrapper). */
export function controlOf(el: Element): FormControl | null {
  if (isControl(el)) return el;
  return el.querySelector<FormControl>('input, select, textarea');
}

/** Quotes a value for an attribute selector (`[for="…"]`). */
export function attrValue(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** 'submitButton' → 'Submit button': labels for elements the layout had to create. */
export function humanize(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whitespace as a browser would show it in text. */
export function visibleText(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function setAttr(el: Element, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) {
    el.setAttribute(name, value);
  }
}

export function setText(el: Element, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * The `<label>`s that name a control: `label[for=id]` on the page, or the same label inside a
 * repeater item (ids are stripped from clones, so there it is `data-velo-for`).
 */
export function labelsOf(el: Element, root: ParentNode): Element[] {
  const id = el.getAttribute('id');
  if (id) return [...root.querySelectorAll(`label[for=${attrValue(id)}]`)];
  const cloneId = el.getAttribute('data-velo-id');
  const item = el.closest('[data-item-id]');
  if (!cloneId || !item) return [];
  return [...item.querySelectorAll(`label[data-velo-for=${attrValue(cloneId)}]`)];
}
