import { VeloElement } from './element';
import { checkType, Collapsible, Hideable } from './mixins';

/** Messages cross the frame boundary as structured data, never as shared objects. */
function cloneMessage(message: unknown): unknown {
  return message === undefined ? undefined : (JSON.parse(JSON.stringify(message)) as unknown);
}

/**
 * HtmlComponent (HTML embed) [Element, HiddenCollapsed]: postMessage() records what the page sent
 * to the embed (`__sent`); `__receive(data)` delivers a message from the embed to onMessage.
 */
export class HtmlComponentElement extends Collapsible(Hideable(VeloElement)) {
  _src = '';
  _allow = '';
  _scrolling = 'auto';
  __sent: unknown[] = [];

  get src(): string {
    return this._src;
  }
  set src(value: string) {
    if (!checkType(this, 'src', value, 'string')) return;
    this._src = value;
    this.__changed('src');
  }
  get allow(): string {
    return this._allow;
  }
  set allow(value: string) {
    if (checkType(this, 'allow', value, 'string')) this._allow = value;
  }
  get scrolling(): string {
    return this._scrolling;
  }
  set scrolling(value: string) {
    if (checkType(this, 'scrolling', value, 'string')) this._scrolling = value;
  }
  allowFullScreen(): this {
    return this;
  }
  postMessage(message: unknown): void {
    this.__sent.push(cloneMessage(message));
    this.__changed('message');
  }
  onMessage(handler: unknown): this {
    return this.__register('message', 'onMessage', handler);
  }
  /** The embed posting to the page (`window.parent.postMessage(data)` inside the iframe). */
  __receive(data: unknown): Promise<void> {
    return this.__fire('message', { data: cloneMessage(data) });
  }
}
