import { srcMessage } from '../messages';
import type { RuntimeElementSpec } from '../types';
import { VeloElement } from './element';
import type { ElementHost } from './host';
import {
  checkType,
  Clickable,
  Collapsible,
  Focusable,
  Hideable,
  Labeled,
  Linkable,
  Styled,
  Disableable,
} from './mixins';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text of a rich-text snippet: tags dropped, block ends and <br> as line breaks. */
function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li)>\s*(?=<)/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '');
}

/** Text [Element, HiddenCollapsed, Clickable, Focus, Style]: `text` (plain) and `html` (rich). */
export class TextElement extends Styled(Focusable(Clickable(Collapsible(Hideable(VeloElement))))) {
  _html: string;

  constructor(spec: RuntimeElementSpec, host: ElementHost) {
    super(spec, host);
    this._html = `<p>${escapeHtml(spec.id)}</p>`;
  }

  get text(): string {
    return htmlToText(this._html);
  }
  set text(value: string) {
    if (!checkType(this, 'text', value, 'string')) return;
    this._html = `<p>${escapeHtml(value)}</p>`;
    this.__changed('text');
  }

  get html(): string {
    return this._html;
  }
  set html(value: string) {
    if (!checkType(this, 'html', value, 'string')) return;
    this._html = value;
    this.__changed('html');
  }
}

/** Button [Element, HiddenCollapsed, Disabled, Linkable, Clickable, Style, Label, Focus]. */
export class ButtonElement extends Labeled(
  Styled(Linkable(Focusable(Clickable(Disableable(Collapsible(Hideable(VeloElement))))))),
) {
  _icon = '';
  _iconCollapsed = false;

  constructor(spec: RuntimeElementSpec, host: ElementHost) {
    super(spec, host);
    this._label = spec.id;
  }

  get icon(): string {
    return this._icon;
  }
  set icon(value: string) {
    if (checkType(this, 'icon', value, 'string')) this._icon = value;
  }
  get iconCollapsed(): boolean {
    return this._iconCollapsed;
  }
  set iconCollapsed(_value: boolean) {
    this.__readOnly('iconCollapsed');
  }
  collapseIcon(): Promise<void> {
    this._iconCollapsed = true;
    return Promise.resolve();
  }
  expandIcon(): Promise<void> {
    this._iconCollapsed = false;
    return Promise.resolve();
  }
}

const IMAGE_URL = /^(https?:\/\/|wix:image:\/\/)/i;

/** Image [Element, HiddenCollapsed, Linkable, Clickable]: src must be an http(s) or wix:image URL. */
export class ImageElement extends Linkable(Clickable(Collapsible(Hideable(VeloElement)))) {
  _src = 'https://static.wixstatic.com/media/placeholder.jpg';
  _alt = '';
  _tooltip = '';
  _fitMode = 'fill';
  _clickAction = 'none';

  get src(): string {
    return this._src;
  }
  set src(value: string) {
    if (!checkType(this, 'src', value, 'string')) return;
    if (!IMAGE_URL.test(value)) {
      this.__host.log.sdkError(srcMessage(value, 'image', '"wix:image://"'));
      return;
    }
    this._src = value;
    this.__changed('src');
  }
  get alt(): string {
    return this._alt;
  }
  set alt(value: string) {
    if (!checkType(this, 'alt', value, 'string')) return;
    this._alt = value;
    this.__changed('alt');
  }
  get tooltip(): string {
    return this._tooltip;
  }
  set tooltip(value: string) {
    if (checkType(this, 'tooltip', value, 'string')) this._tooltip = value;
  }
  get fitMode(): string {
    return this._fitMode;
  }
  set fitMode(value: string) {
    if (checkType(this, 'fitMode', value, 'string')) this._fitMode = value;
  }
  get clickAction(): string {
    return this._clickAction;
  }
  set clickAction(value: string) {
    if (checkType(this, 'clickAction', value, 'string')) this._clickAction = value;
  }
}
