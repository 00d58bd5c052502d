import { effectMessage, enumMessage, typeMessage } from '../messages';
import { isShown, type VeloElement } from './element';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin pattern requires a constructor taking any[]
export type Ctor<T = VeloElement> = abstract new (...args: any[]) => T;

const EFFECTS = [
  'arc',
  'bounce',
  'fade',
  'flip',
  'float',
  'fly',
  'fold',
  'glide',
  'puff',
  'roll',
  'slide',
  'spin',
  'turn',
  'zoom',
];

/** Shared by setters: logs the SDK's type message and reports whether the value is acceptable. */
export function checkType(
  el: VeloElement,
  prop: string,
  value: unknown,
  type: 'string' | 'number' | 'boolean' | 'array' | 'object' | 'function',
  fn: string = prop,
): boolean {
  const ok =
    type === 'array'
      ? Array.isArray(value)
      : type === 'number'
        ? typeof value === 'number' && !Number.isNaN(value)
        : type === 'object'
          ? typeof value === 'object' && value !== null
          : typeof value === type;
  if (!ok) el.__host.log.sdkError(typeMessage(prop, fn, value, type));
  return ok;
}

/** HiddenMixin: `hidden` and `isVisible` are getters only; show()/hide() change them. */
export function Hideable<B extends Ctor>(Base: B) {
  abstract class HiddenMixin extends Base {
    _hidden = false;
    get hidden(): boolean {
      return this._hidden;
    }
    set hidden(_value: boolean) {
      this.__readOnly('hidden');
    }
    get isVisible(): boolean {
      return isShown(this);
    }
    set isVisible(_value: boolean) {
      this.__readOnly('isVisible');
    }
    override __selfVisible(): boolean {
      return !this._hidden && super.__selfVisible();
    }
    show(effectName?: unknown, _effectOptions?: unknown): Promise<void> {
      return this.__setHidden('show', false, effectName);
    }
    hide(effectName?: unknown, _effectOptions?: unknown): Promise<void> {
      return this.__setHidden('hide', true, effectName);
    }
    __setHidden(fn: string, hidden: boolean, effectName: unknown): Promise<void> {
      if (effectName !== undefined && !EFFECTS.includes(effectName as string)) {
        this.__host.log.sdkWarning(effectMessage(fn, this.id, effectName));
      }
      this._hidden = hidden;
      this.__changed('hidden');
      return Promise.resolve();
    }
  }
  return HiddenMixin;
}

/** CollapsedMixin: a collapsed element gives up its space; `collapsed` is a getter only. */
export function Collapsible<B extends Ctor>(Base: B) {
  abstract class CollapsedMixin extends Base {
    _collapsed = false;
    get collapsed(): boolean {
      return this._collapsed;
    }
    set collapsed(_value: boolean) {
      this.__readOnly('collapsed');
    }
    override __selfVisible(): boolean {
      return !this._collapsed && super.__selfVisible();
    }
    collapse(): Promise<void> {
      this._collapsed = true;
      this.__changed('collapsed');
      return Promise.resolve();
    }
    expand(): Promise<void> {
      this._collapsed = false;
      this.__changed('collapsed');
      return Promise.resolve();
    }
  }
  return CollapsedMixin;
}

/** DisabledMixin: `enabled` is a getter only; enable()/disable() change it. */
export function Disableable<B extends Ctor>(Base: B) {
  abstract class DisabledMixin extends Base {
    _enabled = true;
    get enabled(): boolean {
      return this._enabled;
    }
    set enabled(_value: boolean) {
      this.__readOnly('enabled');
    }
    enable(): Promise<void> {
      this._enabled = true;
      this.__changed('enabled');
      return Promise.resolve();
    }
    disable(): Promise<void> {
      this._enabled = false;
      this.__changed('enabled');
      return Promise.resolve();
    }
  }
  return DisabledMixin;
}

export function Clickable<B extends Ctor>(Base: B) {
  abstract class ClickableMixin extends Base {
    onClick(handler: unknown): this {
      return this.__register('click', 'onClick', handler);
    }
    onDblClick(handler: unknown): this {
      return this.__register('dblClick', 'onDblClick', handler);
    }
  }
  return ClickableMixin;
}

/** FocusMixin: focus()/blur() run the element's onFocus/onBlur handlers, as a real focus would. */
export function Focusable<B extends Ctor>(Base: B) {
  abstract class FocusMixin extends Base {
    focus(): void {
      void this.__fire('focus');
    }
    blur(): void {
      void this.__fire('blur');
    }
    onFocus(handler: unknown): this {
      return this.__register('focus', 'onFocus', handler);
    }
    onBlur(handler: unknown): this {
      return this.__register('blur', 'onBlur', handler);
    }
  }
  return FocusMixin;
}

/** StyleMixin: a plain object whose CSS-like properties code may set. */
export function Styled<B extends Ctor>(Base: B) {
  abstract class StyleMixin extends Base {
    _style: Record<string, unknown> = {};
    get style(): Record<string, unknown> {
      return this._style;
    }
    set style(_value: Record<string, unknown>) {
      this.__readOnly('style');
    }
  }
  return StyleMixin;
}

export function Labeled<B extends Ctor>(Base: B) {
  abstract class LabelMixin extends Base {
    _label = '';
    get label(): string {
      return this._label;
    }
    set label(value: string) {
      if (!checkType(this, 'label', value, 'string')) return;
      this._label = value;
      this.__changed('label');
    }
  }
  return LabelMixin;
}

const TARGETS = ['_blank', '_self'] as const;

export function Linkable<B extends Ctor>(Base: B) {
  abstract class LinkableMixin extends Base {
    _link = '';
    _target = '_self';
    _rel = '';
    get link(): string {
      return this._link;
    }
    set link(value: string) {
      if (!checkType(this, 'link', value, 'string')) return;
      this._link = value;
      this.__changed('link');
    }
    get target(): string {
      return this._target;
    }
    set target(value: string) {
      if (!TARGETS.includes(value as (typeof TARGETS)[number])) {
        this.__host.log.sdkError(enumMessage('target', 'target', value, TARGETS));
        return;
      }
      this._target = value;
      this.__changed('target');
    }
    get rel(): string {
      return this._rel;
    }
    set rel(value: string) {
      if (!checkType(this, 'rel', value, 'string')) return;
      this._rel = value;
    }
  }
  return LinkableMixin;
}
