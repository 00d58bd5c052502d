import type { Clock } from '../clock';
import type { WixDataApi } from '../data/api';
import type { RuntimeLog } from '../log';
import type { VeloNode } from './node';

/** What `$w` returns: one element, or an array for missing ids, type selectors and lists. */
export type Selection = VeloNode | VeloNode[];

export interface Selector {
  (selector: string): Selection;
  onReady(callback: unknown): void;
  /** The item-scoped selector for a repeater event's context; this selector otherwise. */
  at(context?: unknown): Selector;
}

/** Repeater items as elements see them: the repeater and the item's own scoped `$item`. */
export interface ItemScope {
  readonly repeater: VeloNode;
  readonly itemId: string;
  select: Selector;
}

/** The services the page gives every element. */
export interface ElementHost {
  readonly log: RuntimeLog;
  readonly clock: Clock;
  readonly data: WixDataApi;
  /** The page-wide selector (`$w`), passed to handlers of non-repeated elements. */
  readonly $w: Selector;
  /** Builds `$item` for a repeater item whose cloned elements are `elements`. */
  createItemSelector(scope: ItemScope, elements: ReadonlyMap<string, VeloNode>): Selector;
  /** Resolves once the page's onReady callbacks have all run (datasets wait for it). */
  pageReady(): Promise<void>;
  /** Called after an element's visible state changed (a DOM binding listens here). */
  changed(node: VeloNode, prop: string): void;
}
