import { checkType, type Ctor } from './mixins';

export interface ValidityState {
  customError: boolean;
  valid: boolean;
  valueMissing: boolean;
  typeMismatch: boolean;
  patternMismatch: boolean;
  tooLong: boolean;
  tooShort: boolean;
  rangeUnderflow: boolean;
  rangeOverflow: boolean;
  fileNotUploaded: boolean;
  stepMismatch: boolean;
  badInput: boolean;
  invalidTime: boolean;
  invalidDate: boolean;
}

export type ValidityFlag = Exclude<keyof ValidityState, 'valid'>;

/** What an input's own checks found: its current value, whether it counts as empty, problems. */
export interface ValidityInput {
  value: unknown;
  empty: boolean;
  issues: [ValidityFlag, string][];
}

type CustomValidator = (value: unknown, reject: (message: unknown) => void) => unknown;

const REQUIRED_MESSAGE = 'Please fill out this field.';

function emptyValidity(): ValidityState {
  return {
    customError: false,
    valid: true,
    valueMissing: false,
    typeMismatch: false,
    patternMismatch: false,
    tooLong: false,
    tooShort: false,
    rangeUnderflow: false,
    rangeOverflow: false,
    fileNotUploaded: false,
    stepMismatch: false,
    badInput: false,
    invalidTime: false,
    invalidDate: false,
  };
}

/** ValueMixin's event: onChange fires on user changes only, never when code sets `value`. */
export function Changeable<B extends Ctor>(Base: B) {
  abstract class ChangeMixin extends Base {
    onChange(handler: unknown): this {
      return this.__register('change', 'onChange', handler);
    }
  }
  return ChangeMixin;
}

/** TextInputMixin: placeholder, maxLength, onInput (per keystroke) and onKeyPress. */
export function TextEntry<B extends Ctor>(Base: B) {
  abstract class TextInputMixin extends Base {
    _placeholder = '';
    _maxLength: number | null = null;
    get placeholder(): string {
      return this._placeholder;
    }
    set placeholder(value: string) {
      if (!checkType(this, 'placeholder', value, 'string')) return;
      this._placeholder = value;
      this.__changed('placeholder');
    }
    get maxLength(): number | null {
      return this._maxLength;
    }
    set maxLength(value: number | null) {
      if (value !== null && !checkType(this, 'maxLength', value, 'number')) return;
      this._maxLength = value;
      this.__changed('maxLength');
    }
    onInput(handler: unknown): this {
      return this.__register('input', 'onInput', handler);
    }
    onKeyPress(handler: unknown): this {
      return this.__register('keyPress', 'onKeyPress', handler);
    }
  }
  return TextInputMixin;
}

export function ReadOnlyable<B extends Ctor>(Base: B) {
  abstract class ReadOnlyMixin extends Base {
    _readOnly = false;
    get readOnly(): boolean {
      return this._readOnly;
    }
    set readOnly(value: boolean) {
      if (!checkType(this, 'readOnly', value, 'boolean')) return;
      this._readOnly = value;
      this.__changed('readOnly');
    }
  }
  return ReadOnlyMixin;
}

/**
 * ValidatableMixin with RequiredMixin. Validity is computed on read from the element's own checks
 * (`__validityInput`), `required`, and custom validators; everything but "required" is skipped
 * for an empty value, as the platform does.
 */
export function Validatable<B extends Ctor>(Base: B) {
  abstract class ValidatableMixin extends Base {
    _required = false;
    _validators: CustomValidator[] = [];
    _indicateValidity = false;

    abstract __validityInput(): ValidityInput;

    get required(): boolean {
      return this._required;
    }
    set required(value: boolean) {
      if (!checkType(this, 'required', value, 'boolean')) return;
      this._required = value;
      this.__changed('required');
    }
    get validity(): ValidityState {
      return this.__computeValidity().state;
    }
    set validity(_value: ValidityState) {
      this.__readOnly('validity');
    }
    get valid(): boolean {
      return this.__computeValidity().state.valid;
    }
    set valid(_value: boolean) {
      this.__readOnly('valid');
    }
    get validationMessage(): string {
      return this.__computeValidity().message;
    }
    set validationMessage(_value: string) {
      this.__readOnly('validationMessage');
    }
    /** `override` (default true) replaces earlier custom validators instead of adding to them. */
    onCustomValidation(validator: unknown, override: unknown = true): void {
      if (!checkType(this, 'validator', validator, 'function', 'onCustomValidation')) return;
      if (override !== false) this._validators = [];
      this._validators.push(validator as CustomValidator);
    }
    resetValidityIndication(): void {
      this._indicateValidity = false;
      this.__changed('validity');
    }
    updateValidityIndication(): void {
      this._indicateValidity = true;
      this.__changed('validity');
    }
    __computeValidity(): { state: ValidityState; message: string } {
      const state = emptyValidity();
      const input = this.__validityInput();
      const problems: [ValidityFlag, string][] = [];
      if (input.empty) {
        if (this._required) problems.push(['valueMissing', REQUIRED_MESSAGE]);
      } else {
        problems.push(...input.issues, ...this.__customProblems(input.value));
      }
      for (const [flag] of problems) state[flag] = true;
      state.valid = problems.length === 0;
      return { state, message: problems[0]?.[1] ?? '' };
    }
    __customProblems(value: unknown): [ValidityFlag, string][] {
      const problems: [ValidityFlag, string][] = [];
      for (const validator of this._validators) {
        try {
          validator(value, (message: unknown) => {
            problems.push(['customError', typeof message === 'string' ? message : String(message)]);
          });
        } catch (error) {
          this.__host.log.uncaught(error);
        }
      }
      return problems;
    }
  }
  return ValidatableMixin;
}
