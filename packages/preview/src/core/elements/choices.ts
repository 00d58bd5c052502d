import { formatValue } from '../log';
import { optionMessage, rangeMessage, typeMessage } from '../messages';
import { VeloElement } from './element';
import { Changeable, Validatable, type ValidityInput } from './form-mixins';
import type { UserInput } from './inputs';
import {
  checkType,
  Clickable,
  Collapsible,
  Disableable,
  Focusable,
  Hideable,
  Labeled,
  Styled,
} from './mixins';

export interface SelectOption {
  label: string;
  value: string;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : formatValue(value);
}

/**
 * Validates and copies an options array: the element keeps its own copy, so editing the array
 * that was assigned (or the one read back) changes nothing until it is reassigned.
 */
function readOptions(el: VeloElement, value: unknown): SelectOption[] | null {
  if (!checkType(el, 'options', value, 'array')) return null;
  const options: SelectOption[] = [];
  for (const [index, option] of (value as unknown[]).entries()) {
    const { label, value: optionValue } = (option ?? {}) as { label?: unknown; value?: unknown };
    if (typeof option !== 'object' || option === null || (label == null && optionValue == null)) {
      el.__host.log.sdkError(optionMessage(index, option));
      return null;
    }
    options.push({ label: asText(label ?? optionValue), value: asText(optionValue ?? label) });
  }
  return options;
}

const ChoiceBase = Labeled(
  Styled(
    Clickable(Focusable(Disableable(Collapsible(Hideable(Changeable(Validatable(VeloElement))))))),
  ),
);

/** Dropdown and RadioButtonGroup: one selected option, by `value` or `selectedIndex`. */
abstract class SingleChoice extends ChoiceBase implements UserInput {
  _options: SelectOption[] = [];
  _value = '';

  get options(): SelectOption[] {
    return this._options.map((o) => ({ ...o }));
  }
  set options(value: SelectOption[]) {
    const options = readOptions(this, value);
    if (!options) return;
    this._options = options;
    this.__changed('options');
  }

  get value(): string {
    return this._value;
  }
  set value(value: string) {
    if (value === null || value === undefined) value = '';
    if (!checkType(this, 'value', value, 'string')) return;
    this._value = value;
    this.__changed('value');
  }

  get selectedIndex(): number | undefined {
    const index = this._options.findIndex((o) => o.value === this._value);
    return index < 0 ? undefined : index;
  }
  set selectedIndex(index: number | undefined) {
    if (index === undefined || index === null) {
      this._value = '';
    } else if (typeof index !== 'number' || !Number.isInteger(index)) {
      this.__host.log.sdkError(typeMessage('selectedIndex', 'selectedIndex', index, 'number'));
      return;
    } else if (index < 0 || index >= this._options.length) {
      const max = Math.max(0, this._options.length - 1);
      this.__host.log.sdkError(rangeMessage('selectedIndex', 'selectedIndex', index, 0, max));
      return;
    } else {
      this._value = this._options[index]?.value ?? '';
    }
    this.__changed('value');
  }

  __validityInput(): ValidityInput {
    return { value: this._value, empty: this._value === '', issues: [] };
  }

  /** A visitor picking an option, by value or (for a number) by index. */
  async __userInput(choice: unknown): Promise<void> {
    const option =
      typeof choice === 'number'
        ? this._options[choice]
        : this._options.find((o) => o.value === choice || o.label === choice);
    if (!option) throw new Error(`#${this.id} has no option ${formatValue(choice)}`);
    this._value = option.value;
    this.__changed('value');
    await this.__fire('change');
  }
}

export class DropdownElement extends SingleChoice {
  _placeholder = '';
  get placeholder(): string {
    return this._placeholder;
  }
  set placeholder(value: string) {
    if (!checkType(this, 'placeholder', value, 'string')) return;
    this._placeholder = value;
    this.__changed('placeholder');
  }
}

export class RadioButtonGroupElement extends SingleChoice {}

/** CheckboxGroup: several selected options, `value` is a string array. */
export class CheckboxGroupElement extends ChoiceBase implements UserInput {
  _options: SelectOption[] = [];
  _value: string[] = [];

  get options(): SelectOption[] {
    return this._options.map((o) => ({ ...o }));
  }
  set options(value: SelectOption[]) {
    const options = readOptions(this, value);
    if (!options) return;
    this._options = options;
    this.__changed('options');
  }
  get value(): string[] {
    return [...this._value];
  }
  set value(value: string[]) {
    if (!checkType(this, 'value', value, 'array')) return;
    this._value = value.map(asText);
    this.__changed('value');
  }
  get selectedIndices(): number[] {
    return this._options.flatMap((o, i) => (this._value.includes(o.value) ? [i] : []));
  }
  set selectedIndices(indices: number[]) {
    if (!checkType(this, 'selectedIndices', indices, 'array')) return;
    this._value = indices.flatMap((i) => this._options[i]?.value ?? []);
    this.__changed('value');
  }

  __validityInput(): ValidityInput {
    return { value: this.value, empty: this._value.length === 0, issues: [] };
  }

  async __userInput(values: unknown): Promise<void> {
    const picked = Array.isArray(values) ? values : [values];
    this._value = this._options
      .filter((o) => picked.includes(o.value) || picked.includes(o.label))
      .map((o) => o.value);
    this.__changed('value');
    await this.__fire('change');
  }
}
