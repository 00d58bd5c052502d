import { ButtonElement, ImageElement, TextElement } from '../core/elements/basic';
import {
  CheckboxGroupElement,
  DropdownElement,
  RadioButtonGroupElement,
  type SelectOption,
} from '../core/elements/choices';
import { TextBoxElement, TextInputElement } from '../core/elements/inputs';
import { VideoPlayerElement } from '../core/elements/media';
import type { VeloNode } from '../core/elements/node';
import { TableElement } from '../core/elements/table';
import { CheckboxElement, SwitchElement } from '../core/elements/toggles';
import { SliderElement } from '../core/elements/values';
import { controlOf, isTag, labelsOf, visibleText } from './dom-util';

/**
 * Before any code runs, the model takes what the HTML shows, so the page does not flicker to
 * the runtime's defaults (a Text showing its id, an empty Dropdown). Only values the platform
 * would accept are copied: seeding must never log an SDK error the page did not cause.
 */

const INPUT_TYPES = ['text', 'password', 'number', 'email', 'url', 'tel'];

function numberAttr(el: Element, name: string): number | null {
  const raw = el.getAttribute(name);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** The text of the label a choice input sits in, else its value. */
function choiceLabel(input: HTMLInputElement): string {
  const label = input.closest('label');
  return (label ? visibleText(label) : '') || input.value;
}

function choicesIn(el: Element, type: 'radio' | 'checkbox'): HTMLInputElement[] {
  return [...el.querySelectorAll<HTMLInputElement>(`input[type=${type}]`)];
}

function seedText(node: TextElement, el: HTMLElement): void {
  // A Text wrapping other declared elements keeps them: its own text is left alone.
  if (el.querySelector('[id]') || isTag(el, 'input', 'textarea', 'select')) return;
  if (el.children.length > 0) node.html = el.innerHTML.trim();
  else node.text = visibleText(el);
}

function seedButton(node: ButtonElement, el: HTMLElement): void {
  const label = isTag(el, 'input') ? (el as HTMLInputElement).value : visibleText(el);
  node.label = label;
  const link = el.getAttribute('data-link') ?? (isTag(el, 'a') ? el.getAttribute('href') : null);
  if (link) node.link = link;
  const target = el.getAttribute('target');
  if (target === '_blank' || target === '_self') node.target = target;
}

function seedFieldLabel(node: { label: string }, el: HTMLElement, root: HTMLElement): void {
  const label = labelsOf(el, root)[0] ?? el.querySelector('legend');
  if (label) node.label = visibleText(label);
}

function seedTextField(
  node: TextInputElement | TextBoxElement,
  el: HTMLElement,
  root: HTMLElement,
): void {
  const control = controlOf(el);
  if (!control) return;
  seedFieldLabel(node, control, root);
  const value = isTag(control, 'textarea') ? control.textContent : control.getAttribute('value');
  if (value) node.value = value;
  const placeholder = control.getAttribute('placeholder');
  if (placeholder) node.placeholder = placeholder;
  if (control.hasAttribute('required')) node.required = true;
  if (control.hasAttribute('readonly')) node.readOnly = true;
  const maxLength = numberAttr(control, 'maxlength');
  if (maxLength !== null && maxLength >= 0) node.maxLength = maxLength;
  if (node instanceof TextInputElement && isTag(control, 'input')) {
    const type = control.getAttribute('type')?.toLowerCase() ?? 'text';
    if (INPUT_TYPES.includes(type) && type !== 'text') node.inputType = type;
    node.min = numberAttr(control, 'min');
    node.max = numberAttr(control, 'max');
  }
}

function seedDropdown(node: DropdownElement, el: HTMLElement, root: HTMLElement): void {
  const select = controlOf(el);
  if (!select || !isTag(select, 'select')) return;
  seedFieldLabel(node, select, root);
  const options: SelectOption[] = [];
  let selected = '';
  for (const option of select.querySelectorAll('option')) {
    const value = option.getAttribute('value') ?? visibleText(option);
    if (value === '') {
      // The generated `<option value="">Choose...</option>` is the dropdown's placeholder.
      if (visibleText(option)) node.placeholder = visibleText(option);
      continue;
    }
    options.push({ label: visibleText(option) || value, value });
    if (option.hasAttribute('selected')) selected = value;
  }
  node.options = options;
  if (selected) node.value = selected;
  if (select.hasAttribute('required')) node.required = true;
}

function seedChoiceGroup(
  node: RadioButtonGroupElement | CheckboxGroupElement,
  el: HTMLElement,
): void {
  const inputs = choicesIn(el, node instanceof RadioButtonGroupElement ? 'radio' : 'checkbox');
  const legend = el.querySelector('legend');
  if (legend) node.label = visibleText(legend);
  if (inputs.length === 0) return;
  node.options = inputs.map((input) => ({ label: choiceLabel(input), value: input.value }));
  const checked = inputs.filter((input) => input.hasAttribute('checked')).map((i) => i.value);
  if (node instanceof RadioButtonGroupElement) {
    if (checked[0] !== undefined) node.value = checked[0];
  } else if (checked.length > 0) {
    node.value = checked;
  }
}

function seedSlider(node: SliderElement, control: Element): void {
  const min = numberAttr(control, 'min');
  const max = numberAttr(control, 'max');
  const step = numberAttr(control, 'step');
  const value = numberAttr(control, 'value');
  if (min !== null && min <= node.max) node.min = min;
  if (max !== null && max >= node.min) node.max = max;
  if (step !== null && step > 0) node.step = step;
  if (value !== null && value >= node.min && value <= node.max) node.value = value;
}

/** Copies what the element shows into its model. */
export function seedFromHtml(node: VeloNode, el: HTMLElement, root: HTMLElement): void {
  if (node instanceof TextElement) seedText(node, el);
  else if (node instanceof ButtonElement) seedButton(node, el);
  else if (node instanceof ImageElement) {
    const src = el.getAttribute('src') ?? '';
    if (/^(https?:\/\/|wix:image:\/\/)/i.test(src)) node.src = src;
    const alt = el.getAttribute('alt');
    if (alt !== null) node.alt = alt;
  } else if (node instanceof VideoPlayerElement) {
    const src = el.getAttribute('src') ?? '';
    if (/^(https?:\/\/|wix:video:\/\/)/i.test(src)) node.src = src;
  } else if (node instanceof TextInputElement || node instanceof TextBoxElement) {
    seedTextField(node, el, root);
  } else if (node instanceof DropdownElement) seedDropdown(node, el, root);
  else if (node instanceof RadioButtonGroupElement || node instanceof CheckboxGroupElement) {
    seedChoiceGroup(node, el);
  } else if (node instanceof CheckboxElement || node instanceof SwitchElement) {
    const box = controlOf(el);
    if (box?.hasAttribute('checked')) node.checked = true;
    if (box?.hasAttribute('required')) node.required = true;
  } else if (node instanceof SliderElement) {
    const control = controlOf(el);
    if (control) seedSlider(node, control);
  } else if (node instanceof TableElement) {
    const keyed = [...el.querySelectorAll('th[data-key]')];
    if (keyed.length > 0) {
      node.columns = keyed.map((th) => {
        const key = th.getAttribute('data-key') ?? '';
        return { id: key, dataPath: key, label: visibleText(th), type: 'string' };
      });
    }
  }
  seedCommon(node, el);
}

/** Calls a state method (collapse, disable) the element may lack: a Text has no disable(). */
function invoke(node: VeloNode, method: 'collapse' | 'disable'): void {
  const fn: unknown = Reflect.get(node, method);
  if (typeof fn === 'function') void (fn as () => Promise<void>).call(node);
}

/** `hidden` in the HTML is Velo's "collapsed on load"; `disabled` is a disabled element. */
function seedCommon(node: VeloNode, el: HTMLElement): void {
  if (el.hasAttribute('disabled')) invoke(node, 'disable');
  if (el.hasAttribute('hidden')) invoke(node, 'collapse');
}
