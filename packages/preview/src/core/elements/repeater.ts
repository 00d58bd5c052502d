import { repeaterMessages, typeMessage } from '../messages';
import { VeloElement } from './element';
import { isThenable } from './events';
import type { ItemScope, Selector } from './host';
import { checkType, Collapsible, Hideable } from './mixins';
import type { VeloNode } from './node';

export type ItemData = Record<string, unknown>;
type ItemCallback = ($item: Selector, itemData: ItemData, index: number) => unknown;
type RemovedCallback = (itemData: ItemData) => unknown;

export interface RepeaterItem {
  readonly id: string;
  data: ItemData;
  /** Clones of the repeater's template children (and, through them, all its descendants). */
  readonly roots: VeloNode[];
  readonly elements: ReadonlyMap<string, VeloNode>;
  readonly scope: ItemScope;
}

const VALID_ID = /^[A-Za-z0-9-]+$/;

/**
 * Repeater (velo-reference §4). The element's template children are its `__children`; each data
 * item gets clones of them, reachable through the item's `$item`. Assigning `data` diffs by
 * `_id`: new ids create items and run onItemReady, missing ids remove items and run
 * onItemRemoved, kept ids are left as they are.
 */
export class RepeaterElement extends Collapsible(Hideable(VeloElement)) {
  _data: ItemData[] = [];
  _itemReady: ItemCallback[] = [];
  _itemRemoved: RemovedCallback[] = [];
  __items = new Map<string, RepeaterItem>();
  __dataSetByCode = false;

  override __afterClone(): void {
    this._data = [];
  }

  get data(): ItemData[] {
    return [...this._data];
  }
  set data(value: ItemData[]) {
    const accepted = this.__accept(value);
    if (!accepted) return;
    const wasSet = this.__dataSetByCode;
    this.__dataSetByCode = true;
    const previous = this.__items;
    const next = new Map<string, RepeaterItem>();
    const created: [RepeaterItem, number][] = [];
    accepted.forEach((itemData, index) => {
      const id = itemData._id as string;
      const kept = previous.get(id);
      if (kept) {
        kept.data = itemData;
        next.set(id, kept);
      } else {
        const item = this.__createItem(id, itemData);
        next.set(id, item);
        created.push([item, index]);
      }
    });
    this._data = accepted;
    this.__items = next;
    for (const [id, item] of previous) {
      if (next.has(id) || !wasSet) continue;
      for (const callback of this._itemRemoved)
        this.__runCallback('onItemRemoved', () => callback(item.data));
    }
    for (const [item, index] of created) this.__itemReady(item, index);
    this.__changed('data');
  }

  /** Registered after data was set, it runs at once for the current items (as the platform does). */
  onItemReady(callback: unknown): this {
    if (!checkType(this, 'callback', callback, 'function', 'onItemReady')) return this;
    this._itemReady.push(callback as ItemCallback);
    if (this.__dataSetByCode) {
      [...this.__items.values()].forEach((item, index) =>
        this.__runCallback('onItemReady', () =>
          (callback as ItemCallback)(item.scope.select, item.data, index),
        ),
      );
    }
    return this;
  }

  onItemRemoved(callback: unknown): this {
    if (checkType(this, 'callback', callback, 'function', 'onItemRemoved')) {
      this._itemRemoved.push(callback as RemovedCallback);
    }
    return this;
  }

  forEachItem(callback: unknown): void {
    if (!checkType(this, 'callback', callback, 'function', 'forEachItem')) return;
    [...this.__items.values()].forEach((item, index) =>
      (callback as ItemCallback)(item.scope.select, item.data, index),
    );
  }

  forItems(itemIds: unknown, callback: unknown): void {
    if (!checkType(this, 'itemIds', itemIds, 'array', 'forItems')) return;
    if (!checkType(this, 'callback', callback, 'function', 'forItems')) return;
    const order = [...this.__items.keys()];
    for (const id of itemIds as unknown[]) {
      const item = typeof id === 'string' ? this.__items.get(id) : undefined;
      if (!item) {
        this.__host.log.sdkWarning(repeaterMessages.unknownForItemsId(id));
        continue;
      }
      (callback as ItemCallback)(item.scope.select, item.data, order.indexOf(item.id));
    }
  }

  /** The items in data order (tests and the DOM binding read them). */
  get __itemList(): RepeaterItem[] {
    return [...this.__items.values()];
  }

  /** Validation in the platform's order; any error rejects the whole assignment. */
  __accept(value: unknown): ItemData[] | null {
    const log = this.__host.log;
    if (!Array.isArray(value)) {
      log.sdkError(typeMessage('data', 'data', value, 'array'));
      return null;
    }
    const items = value as unknown[];
    if (
      !items.every((item) => typeof item === 'object' && item !== null && (item as ItemData)._id)
    ) {
      log.sdkError(repeaterMessages.missingId);
      return null;
    }
    const ids = (items as ItemData[]).map((item) => item._id);
    const notString = ids.find((id) => typeof id !== 'string');
    if (notString !== undefined) {
      log.sdkError(typeMessage('_id', 'data', notString, 'string'));
      return null;
    }
    const badIndex = ids.findIndex((id) => !VALID_ID.test(id as string));
    if (badIndex >= 0) {
      log.sdkError(repeaterMessages.invalidId(this.id, ids[badIndex] as string, badIndex));
      return null;
    }
    const seen = new Set<string>();
    const accepted: ItemData[] = [];
    for (const item of items as ItemData[]) {
      const id = item._id as string;
      if (seen.has(id)) {
        log.sdkWarning(repeaterMessages.duplicateId(id));
        continue;
      }
      seen.add(id);
      accepted.push(item);
    }
    return accepted;
  }

  __createItem(id: string, data: ItemData): RepeaterItem {
    const elements = new Map<string, VeloNode>();
    const scope: ItemScope = { repeater: this, itemId: id, select: this.__host.$w };
    const cloneTree = (template: VeloNode, parent: VeloNode): VeloNode => {
      const copy = template.__clone();
      copy.__parent = parent;
      copy.__scope = scope;
      elements.set(copy.id, copy);
      copy.__children = template.__children.map((child) => cloneTree(child, copy));
      return copy;
    };
    const roots = this.__children.map((template) => cloneTree(template, this));
    scope.select = this.__host.createItemSelector(scope, elements);
    return { id, data, roots, elements, scope };
  }

  __itemReady(item: RepeaterItem, index: number): void {
    for (const callback of this._itemReady) {
      this.__runCallback('onItemReady', () => callback(item.scope.select, item.data, index));
    }
  }

  /** The platform catches callback exceptions and logs them; async rejections stay uncaught. */
  __runCallback(fn: string, run: () => unknown): void {
    try {
      const result = run();
      if (isThenable(result)) this.__host.clock.track(Promise.resolve(result));
    } catch (error) {
      this.__host.log.write('error', [repeaterMessages.callbackThrew(fn, this.id, error)]);
      this.__host.log.uncaught(error);
    }
  }
}
