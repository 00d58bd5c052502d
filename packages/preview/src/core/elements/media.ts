import { rangeMessage, srcMessage, typeMessage } from '../messages';
import { VeloElement } from './element';
import { checkType, Clickable, Collapsible, Hideable, type Ctor } from './mixins';

/** PlayableMixin: isPlaying, play/pause firing onPlay/onPause. */
function Playable<B extends Ctor>(Base: B) {
  abstract class PlayableMixin extends Base {
    _isPlaying = false;
    get isPlaying(): boolean {
      return this._isPlaying;
    }
    set isPlaying(_value: boolean) {
      this.__readOnly('isPlaying');
    }
    play(): Promise<void> {
      return this.__setPlaying(true);
    }
    pause(): Promise<void> {
      return this.__setPlaying(false);
    }
    async __setPlaying(playing: boolean): Promise<void> {
      if (this._isPlaying === playing) return;
      this._isPlaying = playing;
      this.__changed('isPlaying');
      await this.__fire(playing ? 'play' : 'pause');
    }
    onPlay(handler: unknown): this {
      return this.__register('play', 'onPlay', handler);
    }
    onPause(handler: unknown): this {
      return this.__register('pause', 'onPause', handler);
    }
  }
  return PlayableMixin;
}

export interface GalleryItem {
  type?: string;
  src: string;
  title?: string;
  description?: string;
  link?: string;
  [field: string]: unknown;
}

/** Gallery [Element, HiddenCollapsed, Playable]: `items` validated and copied on set and read. */
export class GalleryElement extends Playable(Clickable(Collapsible(Hideable(VeloElement)))) {
  _items: GalleryItem[] = [];
  _currentIndex = 0;
  _clickAction = 'expand';
  _showNavigationButtons = true;

  get items(): GalleryItem[] {
    return this._items.map((item) => ({ ...item }));
  }
  set items(value: GalleryItem[]) {
    if (!checkType(this, 'items', value, 'array')) return;
    for (const item of value as unknown[]) {
      const src = (item as { src?: unknown } | null)?.src;
      if (typeof src !== 'string') {
        this.__host.log.sdkError(typeMessage('src', 'items', src, 'string'));
        return;
      }
    }
    this._items = value.map((item) => ({ type: 'image', ...item }));
    this._currentIndex = 0;
    this.__changed('items');
  }
  get currentIndex(): number {
    return this._currentIndex;
  }
  get currentItem(): GalleryItem | undefined {
    const item = this._items[this._currentIndex];
    return item ? { ...item } : undefined;
  }
  get clickAction(): string {
    return this._clickAction;
  }
  set clickAction(value: string) {
    if (checkType(this, 'clickAction', value, 'string')) this._clickAction = value;
  }
  get showNavigationButtons(): boolean {
    return this._showNavigationButtons;
  }
  set showNavigationButtons(value: boolean) {
    if (checkType(this, 'showNavigationButtons', value, 'boolean'))
      this._showNavigationButtons = value;
  }
  async navigateToIndex(index: number): Promise<void> {
    if (typeof index !== 'number' || index < 0 || index >= this._items.length) {
      this.__host.log.sdkError(
        rangeMessage('index', 'navigateToIndex', index, 0, Math.max(0, this._items.length - 1)),
      );
      return;
    }
    this._currentIndex = index;
    this.__changed('currentIndex');
    await this.__fire('currentItemChanged');
  }
  next(): Promise<this> {
    return this.navigateToIndex((this._currentIndex + 1) % Math.max(1, this._items.length)).then(
      () => this,
    );
  }
  previous(): Promise<this> {
    const count = Math.max(1, this._items.length);
    return this.navigateToIndex((this._currentIndex - 1 + count) % count).then(() => this);
  }
  onItemClicked(handler: unknown): this {
    return this.__register('itemClicked', 'onItemClicked', handler);
  }
  onCurrentItemChanged(handler: unknown): this {
    return this.__register('currentItemChanged', 'onCurrentItemChanged', handler);
  }
  override __eventFields(type: string, extra: Record<string, unknown>): Record<string, unknown> {
    if (type !== 'itemClicked' && type !== 'currentItemChanged') return {};
    const itemIndex = typeof extra.itemIndex === 'number' ? extra.itemIndex : this._currentIndex;
    return { item: this._items[itemIndex], itemIndex };
  }
}

const VIDEO_URL = /^(https?:\/\/|wix:video:\/\/)/i;

/** VideoPlayer: src and playback state; every control method returns a Promise. */
export class VideoPlayerElement extends Playable(Collapsible(Hideable(VeloElement))) {
  _src = '';
  _title = '';
  _description = '';
  _poster = '';
  _volume = 100;
  _isMuted = false;
  _currentTime = 0;

  get src(): string {
    return this._src;
  }
  set src(value: string) {
    if (!checkType(this, 'src', value, 'string')) return;
    if (!VIDEO_URL.test(value)) {
      this.__host.log.sdkError(srcMessage(value, 'video', '"wix:video://"'));
      return;
    }
    this._src = value;
    this._currentTime = 0;
    this.__changed('src');
  }
  get title(): string {
    return this._title;
  }
  set title(value: string) {
    if (checkType(this, 'title', value, 'string')) this._title = value;
  }
  get description(): string {
    return this._description;
  }
  set description(value: string) {
    if (checkType(this, 'description', value, 'string')) this._description = value;
  }
  get poster(): string {
    return this._poster;
  }
  set poster(value: string) {
    if (checkType(this, 'poster', value, 'string')) this._poster = value;
  }
  get volume(): number {
    return this._volume;
  }
  set volume(value: number) {
    if (!checkType(this, 'volume', value, 'number')) return;
    if (value < 0 || value > 100) {
      this.__host.log.sdkError(rangeMessage('volume', 'volume', value, 0, 100));
      return;
    }
    this._volume = value;
  }
  get isMuted(): boolean {
    return this._isMuted;
  }
  get currentTime(): number {
    return this._currentTime;
  }
  get duration(): number {
    return this._src ? 60 : 0;
  }
  async stop(): Promise<void> {
    await this.__setPlaying(false);
    this._currentTime = 0;
  }
  togglePlay(): Promise<void> {
    return this.__setPlaying(!this._isPlaying);
  }
  mute(): Promise<void> {
    this._isMuted = true;
    return Promise.resolve();
  }
  unmute(): Promise<void> {
    this._isMuted = false;
    return Promise.resolve();
  }
  seek(seconds: number): Promise<void> {
    if (checkType(this, 'time', seconds, 'number', 'seek')) this._currentTime = seconds;
    return Promise.resolve();
  }
  onEnded(handler: unknown): this {
    return this.__register('ended', 'onEnded', handler);
  }
  onProgress(handler: unknown): this {
    return this.__register('progress', 'onProgress', handler);
  }
}
