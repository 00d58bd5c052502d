import type { VeloNode } from '../core/elements/node';
import { isTag, labelsOf, setAttr } from './dom-util';

/**
 * The states every element family shares, shown the way Velo means them (velo-reference §2):
 * collapsed (and deleted) elements give up their space → the `hidden` attribute; hidden ones
 * keep it → `data-velo-hidden` (visibility: hidden); disabled controls → `disabled`, other
 * disabled elements → `aria-disabled`.
 */

/** The state getter if this element type has it (a Dataset has no `hidden`). */
function state(
  node: VeloNode,
  key: 'collapsed' | 'deleted' | 'hidden' | 'enabled',
): boolean | null {
  if (!(key in node)) return null;
  const value: unknown = Reflect.get(node, key);
  return typeof value === 'boolean' ? value : null;
}

/**
 * What shows and hides with the element: the labels naming it, and the wrapper holding just
 * it and its label (`<label><input> text</label>`, the neutral layout's `.vf-field`).
 */
function companions(el: HTMLElement, root: HTMLElement): Element[] {
  const parent = el.parentElement;
  const wrapper =
    parent && parent !== root && (isTag(parent, 'label') || parent.classList.contains('vf-field'))
      ? [parent]
      : [];
  return [...wrapper, ...labelsOf(el, root).filter((label) => !label.contains(el))];
}

const DISABLEABLE_TAGS = ['button', 'input', 'select', 'textarea', 'fieldset'];

export function renderVisibility(node: VeloNode, el: HTMLElement, root: HTMLElement): void {
  const collapsed = state(node, 'collapsed');
  const deleted = state(node, 'deleted');
  const hidden = state(node, 'hidden');
  const shared = collapsed !== null || deleted !== null || hidden !== null;
  const targets = shared ? [el, ...companions(el, root)] : [];
  for (const target of targets) {
    if (collapsed !== null || deleted !== null)
      setAttr(target, 'hidden', collapsed || deleted ? '' : null);
    if (hidden !== null) setAttr(target, 'data-velo-hidden', hidden ? '' : null);
  }
  if (deleted !== null) setAttr(el, 'data-velo-deleted', deleted ? '' : null);
  const enabled = state(node, 'enabled');
  if (enabled === null) return;
  if (isTag(el, ...DISABLEABLE_TAGS)) {
    const control = el as HTMLButtonElement;
    if (control.disabled === enabled) control.disabled = !enabled;
  } else {
    setAttr(el, 'aria-disabled', enabled ? null : 'true');
  }
}
