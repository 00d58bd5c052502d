import { formatValue } from '../log';
import { enumMessage, typeMessage } from '../messages';
import { VeloElement } from './element';
import {
  Changeable,
  ReadOnlyable,
  TextEntry,
  Validatable,
  type ValidityFlag,
  type ValidityInput,
} from './form-mixins';
import {
  Clickable,
  Collapsible,
  Disableable,
  Focusable,
  Hideable,
  Labeled,
  Styled,
} from './mixins';

const INPUT_TYPES = ['text', 'password', 'number', 'email', 'url', 'tel'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_LIKE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/** Elements a test can type into or pick from, like a visitor would (`run.setValue`). */
export interface UserInput {
  __userInput(value: unknown): Promise<void>;
}

export function acceptsUserInput(node: object): node is UserInput {
  return typeof (node as Partial<UserInput>).__userInput === 'function';
}

const TextFieldBase = Labeled(
  Styled(
    Clickable(
      ReadOnlyable(
        Focusable(
          TextEntry(Disableable(Collapsible(Hideable(Changeable(Validatable(VeloElement)))))),
        ),
      ),
    ),
  ),
);

/** TextInput and TextBox share this: `value` is always a string. */
abstract class TextField extends TextFieldBase implements UserInput {
  _value = '';

  get value(): string {
    return this._value;
  }
  set value(value: string) {
    if (value === null || value === undefined) {
      this._value = '';
    } else if (typeof value === 'string' || typeof value === 'number') {
      this._value = String(value);
    } else {
      this.__host.log.sdkError(typeMessage('value', 'value', value, 'string'));
      return;
    }
    this.__changed('value');
  }

  __validityInput(): ValidityInput {
    const issues: [ValidityFlag, string][] = [];
    if (this._maxLength !== null && this._value.length > this._maxLength) {
      issues.push([
        'tooLong',
        `Please shorten this text to ${this._maxLength} characters or less.`,
      ]);
    }
    return { value: this._value, empty: this._value === '', issues };
  }

  /**
   * A visitor typing: keyPress fires before the value changes (so a handler reading `value`
   * there sees the old text, as on the real platform), then input, then change.
   */
  async __userInput(value: unknown): Promise<void> {
    const text = this.__visitorText(value);
    await this.__fire('keyPress', { key: text.slice(-1) });
    await this.__typed(text);
    await this.__committed(text);
  }

  /** One keystroke as the field reports it (a DOM `input` event): the new text, then onInput. */
  async __typed(value: unknown): Promise<void> {
    this.__takeText(value);
    await this.__fire('input');
  }

  /**
   * The visitor committing the field (a DOM `change` event, on blur or Enter): the text as the
   * field shows it, then onChange. onInput is not repeated: the keystrokes already fired it.
   */
  async __committed(value: unknown): Promise<void> {
    this.__takeText(value);
    await this.__fire('change');
  }

  /** What a visitor can type: text, cut at maxLength as the browser's field does. */
  __visitorText(value: unknown): string {
    const text = value === null || value === undefined ? '' : formatValue(value);
    return this._maxLength === null ? text : text.slice(0, this._maxLength);
  }

  __takeText(value: unknown): void {
    const text = this.__visitorText(value);
    if (text === this._value) return;
    this._value = text;
    this.__changed('value');
  }
}

/** TextInput: single line with an input type; number inputs check min/max. */
export class TextInputElement extends TextField {
  _inputType: string = 'text';
  _min: number | null = null;
  _max: number | null = null;

  get inputType(): string {
    return this._inputType;
  }
  set inputType(value: string) {
    if (!INPUT_TYPES.includes(value as (typeof INPUT_TYPES)[number])) {
      this.__host.log.sdkError(enumMessage('inputType', 'inputType', value, INPUT_TYPES));
      return;
    }
    this._inputType = value;
    this.__changed('inputType');
  }
  get min(): number | null {
    return this._min;
  }
  set min(value: number | null) {
    this._min = typeof value === 'number' ? value : null;
  }
  get max(): number | null {
    return this._max;
  }
  set max(value: number | null) {
    this._max = typeof value === 'number' ? value : null;
  }

  override __validityInput(): ValidityInput {
    const input = super.__validityInput();
    const value = this._value;
    if (this._inputType === 'email' && !EMAIL.test(value)) {
      input.issues.push(['typeMismatch', 'Please enter an email address.']);
    } else if (this._inputType === 'url' && !URL_LIKE.test(value)) {
      input.issues.push(['typeMismatch', 'Please enter a URL.']);
    } else if (this._inputType === 'number') {
      const n = Number(value);
      if (value.trim() === '' || Number.isNaN(n)) {
        input.issues.push(['badInput', 'Please enter a number.']);
      } else if (this._min !== null && n < this._min) {
        input.issues.push([
          'rangeUnderflow',
          `Value must be greater than or equal to ${this._min}.`,
        ]);
      } else if (this._max !== null && n > this._max) {
        input.issues.push(['rangeOverflow', `Value must be less than or equal to ${this._max}.`]);
      }
    }
    return input;
  }
}

/** TextBox: multi-line text. */
export class TextBoxElement extends TextField {}
