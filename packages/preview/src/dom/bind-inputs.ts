import {
  RadioButtonGroupElement,
  type CheckboxGroupElement,
  type DropdownElement,
  type SelectOption,
} from '../core/elements/choices';
import { TextInputElement, type TextBoxElement } from '../core/elements/inputs';
import type { VeloNode } from '../core/elements/node';
import type { CheckboxElement, SwitchElement } from '../core/elements/toggles';
import type { FormValueElement, ProgressBarElement, SliderElement } from '../core/elements/values';
import { controlOf, isTag, labelsOf, setAttr, setText, type FormControl } from './dom-util';

/** Model → DOM for the form elements: text fields, choices, toggles, sliders. */

export interface FieldContext {
  root: HTMLElement;
  /** Fields the visitor changed: their validity shows from then on, as on Wix. */
  touched: WeakSet<VeloNode>;
}

interface Validatable {
  valid: boolean;
  validationMessage: string;
  _indicateValidity: boolean;
}

/** The HTML's own `title` of a control while the validation message replaces it. */
const ownTitles = new WeakMap<Element, string | null>();

/**
 * Invalid fields get `aria-invalid` (outlined by the runtime stylesheet) and the message as a
 * tooltip, once the visitor changed them or code called updateValidityIndication(). Validity is
 * computed only then: it runs the page's custom validators.
 */
export function renderValidity(
  node: VeloNode & Validatable,
  control: Element,
  ctx: FieldContext,
  prop: string | undefined,
): void {
  if (prop === 'validity' && !node._indicateValidity) ctx.touched.delete(node);
  const shown = node._indicateValidity || ctx.touched.has(node);
  const invalid = shown && !node.valid;
  setAttr(control, 'aria-invalid', invalid ? 'true' : null);
  if (invalid && !ownTitles.has(control)) ownTitles.set(control, control.getAttribute('title'));
  if (invalid) setAttr(control, 'title', node.validationMessage);
  else if (ownTitles.has(control)) {
    setAttr(control, 'title', ownTitles.get(control) ?? null);
    ownTitles.delete(control);
  }
}

/** A field's label is its `<label for>` (a choice group's: its `<legend>`). */
function renderLabel(node: { label: string }, control: Element, ctx: FieldContext): void {
  if (!node.label) return;
  const label =
    labelsOf(control, ctx.root)[0] ?? [...control.children].find((c) => isTag(c, 'legend'));
  if (label && !label.contains(control)) setText(label, node.label);
}

function setValue(control: FormControl, value: string): void {
  // Only when it differs: rewriting the same text would move the visitor's caret.
  if (control.value !== value) control.value = value;
}

export function renderTextField(
  node: TextInputElement | TextBoxElement,
  el: HTMLElement,
  ctx: FieldContext,
  prop?: string,
): void {
  const control = controlOf(el);
  if (!control) return;
  setValue(control, node.value);
  setAttr(control, 'placeholder', node.placeholder || null);
  setAttr(control, 'required', node.required ? '' : null);
  setAttr(control, 'readonly', node.readOnly ? '' : null);
  setAttr(control, 'maxlength', node.maxLength === null ? null : String(node.maxLength));
  if (node instanceof TextInputElement && isTag(control, 'input') && node.inputType !== 'text')
    setAttr(control, 'type', node.inputType);
  renderLabel(node, control, ctx);
  renderValidity(node, control, ctx, prop);
}

/** The options an element shows, so they are rebuilt only when the model's change. */
const shownOptions = new WeakMap<Element, string>();

function optionsChanged(el: Element, options: SelectOption[], extra = ''): boolean {
  const key = JSON.stringify([options, extra]);
  if (shownOptions.get(el) === key) return false;
  shownOptions.set(el, key);
  return true;
}

export function renderDropdown(
  node: DropdownElement,
  el: HTMLElement,
  ctx: FieldContext,
  prop?: string,
): void {
  const select = controlOf(el);
  if (!select || !isTag(select, 'select')) return;
  const doc = select.ownerDocument;
  if (optionsChanged(select, node.options, node.placeholder)) {
    // The empty first option shows the placeholder while nothing is chosen; not choosable.
    const empty = doc.createElement('option');
    empty.value = '';
    empty.disabled = true;
    empty.textContent = node.placeholder;
    const options = node.options.map((o) => {
      const option = doc.createElement('option');
      option.value = o.value;
      option.textContent = o.label;
      return option;
    });
    select.replaceChildren(empty, ...options);
  }
  setValue(select, node.value);
  setAttr(select, 'required', node.required ? '' : null);
  renderLabel(node, select, ctx);
  renderValidity(node, select, ctx, prop);
}

/** Radio names per group element: clones of one template must not share a radio group. */
const groupNames = new WeakMap<Element, string>();
let groupCount = 0;

/** RadioButtonGroup and CheckboxGroup: one labelled input per option, after the legend. */
export function renderChoiceGroup(
  node: RadioButtonGroupElement | CheckboxGroupElement,
  el: HTMLElement,
  ctx: FieldContext,
  prop?: string,
): void {
  const radio = node instanceof RadioButtonGroupElement;
  let name = groupNames.get(el);
  if (!name) {
    name = `vf-group-${++groupCount}`;
    groupNames.set(el, name);
  }
  const doc = el.ownerDocument;
  if (optionsChanged(el, node.options)) {
    for (const old of [...el.children]) if (!isTag(old, 'legend')) old.remove();
    for (const option of node.options) {
      const label = doc.createElement('label');
      label.className = 'vf-choice';
      const input = doc.createElement('input');
      input.type = radio ? 'radio' : 'checkbox';
      input.name = name;
      input.value = option.value;
      label.append(input, ` ${option.label}`);
      el.append(label);
    }
  }
  const chosen = radio ? [node.value] : node.value;
  for (const input of el.querySelectorAll<HTMLInputElement>('input')) {
    const checked = chosen.includes(input.value);
    if (input.checked !== checked) input.checked = checked;
  }
  renderLabel(node, el, ctx);
  renderValidity(node, el, ctx, prop);
}

export function renderToggle(
  node: CheckboxElement | SwitchElement,
  el: HTMLElement,
  ctx: FieldContext,
  prop?: string,
): void {
  const box = controlOf(el);
  if (!box || !isTag(box, 'input')) return;
  const input = box as HTMLInputElement;
  if (input.checked !== node.checked) input.checked = node.checked;
  setAttr(input, 'required', node.required ? '' : null);
  renderValidity(node, input, ctx, prop);
}

export function renderSlider(node: SliderElement, el: HTMLElement): void {
  const control = controlOf(el);
  if (!control) return;
  setAttr(control, 'min', String(node.min));
  setAttr(control, 'max', String(node.max));
  setAttr(control, 'step', String(node.step));
  setValue(control, String(node.value));
}

/** Loosely modelled inputs (DatePicker, RatingsInput…): text-like values reach the control. */
export function renderFormValue(
  node: FormValueElement,
  el: HTMLElement,
  ctx: FieldContext,
  prop?: string,
): void {
  const control = controlOf(el);
  if (!control) return;
  const value = node.value;
  if (typeof value === 'string' || typeof value === 'number') setValue(control, String(value));
  renderLabel(node, control, ctx);
  renderValidity(node, control, ctx, prop);
}

export function renderProgress(node: ProgressBarElement, el: HTMLElement): void {
  if (!isTag(el, 'progress')) return;
  setAttr(el, 'max', String(node.targetValue));
  setAttr(el, 'value', String(node.value));
}
