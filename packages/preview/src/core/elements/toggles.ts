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
  Styled,
} from './mixins';

const ToggleBase = Styled(
  Clickable(Focusable(Disableable(Collapsible(Hideable(Changeable(Validatable(VeloElement))))))),
);

/** Checkbox and Switch: `checked`; a visitor's click toggles it and fires click then change. */
abstract class Toggle extends ToggleBase implements UserInput {
  _checked = false;

  get checked(): boolean {
    return this._checked;
  }
  set checked(value: boolean) {
    if (!checkType(this, 'checked', value, 'boolean')) return;
    this._checked = value;
    this.__changed('checked');
  }

  __validityInput(): ValidityInput {
    return { value: this._checked, empty: !this._checked, issues: [] };
  }

  async __userInput(value: unknown): Promise<void> {
    this._checked = value === undefined ? !this._checked : Boolean(value);
    this.__changed('checked');
    await this.__fire('click');
    await this.__fire('change');
  }
}

/** Checkbox: `value` is an associated string, unrelated to the checked state. */
export class CheckboxElement extends Toggle {
  _value = '';
  get value(): string {
    return this._value;
  }
  set value(value: string) {
    if (checkType(this, 'value', value, 'string')) this._value = value;
  }
}

export class SwitchElement extends Toggle {}
