import { rangeMessage } from '../messages';
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

/** Slider [Element, Value, Disabled, HiddenCollapsed, Focus]: a number within [min, max]. */
export class SliderElement
  extends Focusable(Disableable(Collapsible(Hideable(Changeable(VeloElement)))))
  implements UserInput
{
  _value = 0;
  _min = 0;
  _max = 100;
  _step = 1;

  get value(): number {
    return this._value;
  }
  set value(value: number) {
    if (!checkType(this, 'value', value, 'number')) return;
    if (value < this._min || value > this._max) {
      this.__host.log.sdkError(rangeMessage('value', 'value', value, this._min, this._max));
      return;
    }
    this._value = value;
    this.__changed('value');
  }
  get min(): number {
    return this._min;
  }
  set min(value: number) {
    if (!checkType(this, 'min', value, 'number')) return;
    this._min = value;
    this.__changed('min');
  }
  get max(): number {
    return this._max;
  }
  set max(value: number) {
    if (!checkType(this, 'max', value, 'number')) return;
    this._max = value;
    this.__changed('max');
  }
  get step(): number {
    return this._step;
  }
  set step(value: number) {
    if (!checkType(this, 'step', value, 'number')) return;
    this._step = value;
    this.__changed('step');
  }

  async __userInput(value: unknown): Promise<void> {
    const n = Math.min(this._max, Math.max(this._min, Number(value)));
    this._value = Number.isNaN(n) ? this._min : n;
    this.__changed('value');
    await this.__fire('change');
  }
}

/** ProgressBar: `value` towards `targetValue`. */
export class ProgressBarElement extends Collapsible(Hideable(VeloElement)) {
  _value = 0;
  _targetValue = 100;
  get value(): number {
    return this._value;
  }
  set value(value: number) {
    if (checkType(this, 'value', value, 'number')) this._value = value;
  }
  get targetValue(): number {
    return this._targetValue;
  }
  set targetValue(value: number) {
    if (checkType(this, 'targetValue', value, 'number')) this._targetValue = value;
  }
}

/**
 * RatingsDisplay: `rating` from 1 to 5 (null or undefined empties it) and `numRatings`, a
 * non-negative number.
 */
export class RatingsDisplayElement extends Collapsible(Hideable(VeloElement)) {
  _rating: number | null = null;
  _numRatings = 0;
  get rating(): number | null {
    return this._rating;
  }
  set rating(value: number | null | undefined) {
    if (value === null || value === undefined) {
      this._rating = null;
      return;
    }
    if (checkType(this, 'rating', value, 'number')) this._rating = value;
  }
  get numRatings(): number {
    return this._numRatings;
  }
  set numRatings(value: number) {
    if (checkType(this, 'numRatings', value, 'number')) this._numRatings = value;
  }
}

/**
 * Form elements the runtime models loosely (DatePicker, TimePicker, RichTextBox, RatingsInput,
 * RangeSlider, AddressInput, SelectionTags, UploadButton…): the shared form mixins and a `value`
 * of any shape, so code using them runs without false errors.
 */
export class FormValueElement
  extends Labeled(
    Styled(
      Clickable(
        Focusable(Disableable(Collapsible(Hideable(Changeable(Validatable(VeloElement)))))),
      ),
    ),
  )
  implements UserInput
{
  _value: unknown = undefined;

  get value(): unknown {
    return this._value;
  }
  set value(value: unknown) {
    this._value = value;
    this.__changed('value');
  }

  __validityInput(): ValidityInput {
    const v = this._value;
    const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    return { value: v, empty, issues: [] };
  }

  async __userInput(value: unknown): Promise<void> {
    this._value = value;
    this.__changed('value');
    await this.__fire('change');
  }
}

/** A file the visitor chose (velo-reference §3: `{name, size, valid, validationMessage}`). */
type ChosenFile = { name: string; size: number; valid: boolean; validationMessage: string };

/**
 * UploadButton: `value` lists the chosen files (read-only to code, set by the visitor: a test
 * gives names), `uploadFiles()` uploads them to the Media Manager and answers their URLs.
 */
export class UploadButtonElement extends FormValueElement {
  override get value(): ChosenFile[] {
    return Array.isArray(this._value) ? (this._value as ChosenFile[]) : [];
  }
  override set value(value: unknown) {
    this.__host.log.sdkError('UploadButton.value is read-only: the visitor chooses the files.');
  }

  override async __userInput(value: unknown): Promise<void> {
    // A test gives each file as its name, or as { name, size } to choose a large one.
    const files: unknown[] = Array.isArray(value) ? value : [value];
    this._value = files.map((file): ChosenFile => {
      const given: { name?: unknown; size?: unknown } =
        typeof file === 'object' && file !== null ? file : { name: file };
      return {
        name: String(given.name),
        size: Number(given.size ?? 1024),
        valid: true,
        validationMessage: '',
      };
    });
    this.__changed('value');
    await this.__fire('change');
  }

  async uploadFiles(): Promise<{ fileUrl: string; fileName: string; originalFileName: string }[]> {
    return this.value.map((file, i) => ({
      fileUrl: `wix:${mediaKind(file.name)}://v1/upload-${i + 1}_${file.name}/${file.name}`,
      fileName: `upload-${i + 1}_${file.name}`,
      originalFileName: file.name,
    }));
  }

  reset(): void {
    this._value = [];
    this.__changed('value');
  }
}

/** The Media Manager kind a file's extension makes it: 'document' for a PDF, 'image' by default. */
function mediaKind(name: string): 'image' | 'document' | 'video' | 'audio' {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (['pdf', 'doc', 'docx', 'txt', 'xls', 'xlsx', 'ppt', 'pptx', 'odt'].includes(extension))
    return 'document';
  if (['mp4', 'mov', 'webm', 'avi'].includes(extension)) return 'video';
  if (['mp3', 'wav', 'm4a', 'ogg'].includes(extension)) return 'audio';
  return 'image';
}
