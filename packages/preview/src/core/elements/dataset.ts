import { copyItem } from '../data/compare';
import { wde } from '../data/errors';
import { WixDataFilter, WixDataSort } from '../data/filter';
import type { Item } from '../data/store';
import { isThenable } from './events';
import { VeloNode } from './node';

/**
 * Dataset (velo-reference §5) over the in-memory wix-data. It reads its collection's matching
 * items (filter, sort) when the page starts, announces onReady after the page's onReady, and
 * keeps a current item whose edits save through wix-data.
 */
export class DatasetElement extends VeloNode {
  __collection: string | null = null;
  __filter = new WixDataFilter();
  __sort = new WixDataSort();
  __pageSize = 12;
  __items: Item[] = [];
  __index = 0;
  __page = 0;
  __edits: Item | null = null;
  __loaded: Promise<void> | null = null;
  __ready = false;

  /** Starts the first load (the page calls this as it begins its ready phase). */
  __start(): Promise<void> {
    if (!this.__loaded) {
      this.__loaded = this.__reload('load');
      // Failures reach onError and whoever awaits data; the load itself must not go unhandled.
      this.__loaded.catch(() => undefined);
    }
    return this.__loaded;
  }

  /** After the page's onReady callbacks: wait for the data, then run this dataset's onReady. */
  async __announceReady(): Promise<void> {
    await this.__start().catch(() => undefined);
    this.__ready = true;
    await Promise.all(this.__call('ready'));
  }

  onReady(callback: unknown): void {
    this.__register('ready', 'onReady', callback);
    if (this.__ready && typeof callback === 'function') {
      const result: unknown = (callback as () => unknown)();
      if (isThenable(result)) this.__host.clock.track(Promise.resolve(result));
    }
  }
  async onReadyAsync(): Promise<void> {
    if (this.__ready) return;
    await new Promise<void>((resolve) => this.__register('ready', 'onReady', resolve));
  }
  onBeforeSave(callback: unknown): void {
    this.__register('beforeSave', 'onBeforeSave', callback);
  }
  onAfterSave(callback: unknown): void {
    this.__register('afterSave', 'onAfterSave', callback);
  }
  onCurrentIndexChanged(callback: unknown): void {
    this.__register('currentIndexChanged', 'onCurrentIndexChanged', callback);
  }
  onItemValuesChanged(callback: unknown): void {
    this.__register('itemValuesChanged', 'onItemValuesChanged', callback);
  }
  onError(callback: unknown): void {
    this.__register('error', 'onError', callback);
  }

  getCurrentItem(): Item | null {
    const item = this.__edits ?? this.__items[this.__index];
    return item ? copyItem(item) : null;
  }
  getCurrentItemIndex(): number | null {
    return this.__items.length > 0 || this.__edits ? this.__index : null;
  }
  getTotalCount(): number {
    return this.__items.length;
  }
  getPageSize(): number {
    return this.__pageSize;
  }
  getTotalPageCount(): number {
    return Math.ceil(this.__items.length / this.__pageSize);
  }
  /** Pages are numbered from 1, as in the Wix dataset API. */
  getCurrentPageIndex(): number {
    return this.__page + 1;
  }
  hasNext(): boolean {
    return this.__index < this.__items.length - 1;
  }
  hasPrevious(): boolean {
    return this.__index > 0;
  }
  hasNextPage(): boolean {
    return this.__page < this.getTotalPageCount() - 1;
  }
  hasPreviousPage(): boolean {
    return this.__page > 0;
  }

  async getItems(
    fromIndex: number,
    numberOfItems: number,
  ): Promise<{ items: Item[]; totalCount: number; offset: number }> {
    await this.__start();
    const items = this.__items.slice(fromIndex, fromIndex + numberOfItems).map(copyItem);
    return { items, totalCount: this.__items.length, offset: fromIndex };
  }

  async setFilter(filter: unknown): Promise<void> {
    if (!(filter instanceof WixDataFilter)) return this.__fail('filter', wde.filterUsage());
    this.__filter = filter;
    await this.__reload('filter');
  }
  async setSort(sort: unknown): Promise<void> {
    if (!(sort instanceof WixDataSort))
      return this.__fail('sort', new Error('setSort requires a WixDataSort: use wixData.sort().'));
    this.__sort = sort;
    await this.__reload('sort');
  }
  async setPageSize(size: number): Promise<void> {
    this.__pageSize = Math.max(1, Math.floor(size));
    this.__page = Math.floor(this.__index / this.__pageSize);
  }
  async refresh(): Promise<void> {
    await this.__reload('refresh');
  }
  async loadMore(): Promise<void> {
    await this.__start();
    if (this.hasNextPage()) this.__page++;
  }
  async loadPage(pageIndex: number): Promise<Item[]> {
    await this.__start();
    const page = pageIndex - 1;
    if (page < 0 || page >= Math.max(1, this.getTotalPageCount())) {
      return this.__fail('page', new Error(`Page ${pageIndex} does not exist.`));
    }
    this.__page = page;
    await this.__moveTo(page * this.__pageSize);
    return this.__items.slice(page * this.__pageSize, (page + 1) * this.__pageSize).map(copyItem);
  }
  nextPage(): Promise<Item[]> {
    return this.loadPage(this.__page + 2);
  }
  previousPage(): Promise<Item[]> {
    return this.loadPage(this.__page);
  }
  async next(): Promise<Item> {
    await this.__start();
    if (!this.hasNext())
      return this.__fail('next', new Error('The current item is the last item.'));
    await this.__moveTo(this.__index + 1);
    return this.getCurrentItem() as Item;
  }
  async previous(): Promise<Item> {
    await this.__start();
    if (!this.hasPrevious())
      return this.__fail('previous', new Error('The current item is the first item.'));
    await this.__moveTo(this.__index - 1);
    return this.getCurrentItem() as Item;
  }
  async setCurrentItemIndex(index: number): Promise<void> {
    await this.__start();
    if (index < 0 || index >= this.__items.length)
      return this.__fail('setCurrentItemIndex', new Error(`Index ${index} is out of range.`));
    await this.__moveTo(index);
  }

  setFieldValue(key: string, value: unknown): void {
    this.setFieldValues({ [key]: value });
  }
  setFieldValues(values: Record<string, unknown>): void {
    const before = this.getCurrentItem() ?? {};
    this.__edits = { ...before, ...copyItem(values) };
    void Promise.all(this.__call('itemValuesChanged', before, this.getCurrentItem()));
  }
  async add(): Promise<void> {
    await this.__start();
    await this.__saveEdits();
    this.__index = this.__items.length;
    this.__edits = {};
  }
  new(): Promise<void> {
    return this.add();
  }
  async revert(): Promise<void> {
    this.__edits = null;
  }
  async remove(): Promise<void> {
    await this.__start();
    const item = this.__items[this.__index];
    this.__edits = null;
    if (!item) return;
    await this.__host.data.remove(this.__collectionName(), item._id as string);
    this.__items.splice(this.__index, 1);
    this.__index = Math.max(0, Math.min(this.__index, this.__items.length - 1));
  }
  async save(): Promise<Item> {
    await this.__start();
    const current = this.getCurrentItem();
    if (!current) return this.__fail('save', new Error('There is no current item to save.'));
    const verdicts = await Promise.all(this.__call('beforeSave'));
    if (verdicts.some((v) => v === false))
      return this.__fail('save', new Error('Save was cancelled by onBeforeSave.'));
    const saved = await this.__saveEdits();
    return saved ?? current;
  }

  __collectionName(): string {
    return this.__collection ?? '';
  }

  async __saveEdits(): Promise<Item | null> {
    if (!this.__edits) return null;
    const before = this.__items[this.__index] ?? {};
    try {
      const saved = await this.__host.data.save(this.__collectionName(), this.__edits);
      this.__items[this.__index] = saved;
      this.__edits = null;
      await Promise.all(this.__call('afterSave', copyItem(before), copyItem(saved)));
      return copyItem(saved);
    } catch (error) {
      return this.__fail('save', error);
    }
  }

  async __moveTo(index: number): Promise<void> {
    await this.__saveEdits();
    this.__index = index;
    this.__page = Math.floor(index / this.__pageSize);
    await Promise.all(this.__call('currentIndexChanged', index));
  }

  async __reload(operation: string): Promise<void> {
    try {
      let query = this.__host.data.query(this.__collectionName()).and(this.__filter).limit(1000);
      for (const { field, direction } of this.__sort.__keys) {
        query = direction === 'asc' ? query.ascending(field) : query.descending(field);
      }
      const { items } = await query.find();
      this.__items = items;
      this.__index = 0;
      this.__page = 0;
      this.__edits = null;
    } catch (error) {
      await this.__fail(operation, error);
    }
  }

  /** Runs onError handlers and rejects, like the dataset's failed operations. */
  async __fail(operation: string, error: unknown): Promise<never> {
    await Promise.all(this.__call('error', operation, error));
    throw error;
  }

  /** Runs this dataset's callbacks of one kind; their exceptions are reported, not thrown. */
  __call(kind: string, ...args: unknown[]): Promise<unknown>[] {
    return (this.__handlers.get(kind) ?? []).map((callback) => {
      try {
        const result = (callback as (...a: unknown[]) => unknown)(...args);
        return Promise.resolve(result).catch((error: unknown) => this.__host.log.uncaught(error));
      } catch (error) {
        this.__host.log.uncaught(error);
        return Promise.resolve(undefined);
      }
    });
  }
}
