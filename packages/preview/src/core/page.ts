import type { Clock } from './clock';
import type { WixDataApi } from './data/api';
import { DatasetElement } from './elements/dataset';
import { CONTEXT_SCOPE, isThenable, normalizeEventType } from './elements/events';
import type { ElementHost, ItemScope, Selection, Selector } from './elements/host';
import { HtmlComponentElement } from './elements/html-component';
import { acceptsUserInput } from './elements/inputs';
import type { VeloNode } from './elements/node';
import { RepeaterElement } from './elements/repeater';
import type { RuntimeLog } from './log';
import { typeMessage } from './messages';
import { broadcastElement, broadcastList, parseSelector } from './selector';
import { buildTree, outermostRepeater, walk } from './tree';
import type { RuntimeStructure } from './types';

export type ChangeListener = (node: VeloNode, prop: string) => void;

export interface PageServices {
  log: RuntimeLog;
  clock: Clock;
  data: WixDataApi;
}

/** Where a selector looks: the whole page, or one repeater item (falling back to the page). */
interface Scope {
  lookup(id: string): VeloNode | undefined;
  all(): Iterable<VeloNode>;
  /** Repeaters at or above this node don't broadcast within this scope. */
  boundary: VeloNode | null;
}

/**
 * The page: its element tree, the `$w` selector, the onReady queue, and the test-side controls
 * (fire an event on an element, type into an input).
 */
export class Page implements ElementHost {
  readonly log: RuntimeLog;
  readonly clock: Clock;
  readonly data: WixDataApi;
  readonly $w: Selector;
  readonly elements: Map<string, VeloNode>;
  private readyQueue: unknown[] = [];
  private phase: 'loading' | 'ready' = 'loading';
  private markReady: () => void = () => undefined;
  private readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));
  private readonly listeners = new Set<ChangeListener>();
  private readonly broadcasts = new WeakMap<VeloNode, VeloNode>();

  constructor(structure: RuntimeStructure, services: PageServices) {
    this.log = services.log;
    this.clock = services.clock;
    this.data = services.data;
    const global: Scope = {
      lookup: (id) => this.elements.get(id),
      all: () => this.elements.values(),
      boundary: null,
    };
    this.$w = this.selectorFor(global);
    this.elements = buildTree(structure, this);
  }

  get roots(): VeloNode[] {
    return [...this.elements.values()].filter((n) => !n.__parent);
  }

  changed(node: VeloNode, prop: string): void {
    for (const listener of this.listeners) listener(node, prop);
  }

  /** For a DOM binding: called after any element's visible state changes. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  pageReady(): Promise<void> {
    return this.ready;
  }

  createItemSelector(scope: ItemScope, elements: ReadonlyMap<string, VeloNode>): Selector {
    return this.selectorFor({
      lookup: (id) => elements.get(id) ?? this.elements.get(id),
      all: () => elements.values(),
      boundary: scope.repeater,
    });
  }

  /** `$w.onReady`: queued until the page is ready; afterwards it runs at once. */
  onReady(callback: unknown): void {
    if (typeof callback !== 'function') {
      this.log.sdkError(typeMessage('initFunction', 'onReady', callback, 'function'));
      return;
    }
    if (this.phase === 'ready') this.clock.track(this.invokeReady(callback as () => unknown));
    else this.readyQueue.push(callback);
  }

  /** Runs the queued onReady callbacks together; their errors are logged, never fatal. */
  async runReady(): Promise<void> {
    for (const node of this.elements.values())
      if (node instanceof DatasetElement) void node.__start();
    this.phase = 'ready';
    const queue = this.readyQueue.splice(0) as (() => unknown)[];
    await Promise.all(queue.map((callback) => this.invokeReady(callback)));
    this.markReady();
  }

  /** Dataset onReady callbacks, which the platform runs after the page's. */
  async runDatasetsReady(): Promise<void> {
    const datasets = [...this.elements.values()].filter((n) => n instanceof DatasetElement);
    await Promise.all(datasets.map((d) => d.__announceReady()));
  }

  /** Static handlers wired in the editor: exported `<elementId>_<event>` functions. */
  wireStaticHandlers(exports: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(exports)) {
      const match = /^(.+)_([A-Za-z]+)$/.exec(name);
      const node = match?.[1] ? this.elements.get(match[1]) : undefined;
      if (!node || !match?.[2] || typeof value !== 'function') continue;
      const event = normalizeEventType(match[2]);
      if (node instanceof RepeaterElement && event === 'itemReady') node.onItemReady(value);
      else if (node instanceof RepeaterElement && event === 'itemRemoved')
        node.onItemRemoved(value);
      else if (node instanceof DatasetElement && event === 'ready') node.onReady(value);
      else node.__register(event, `on${event.charAt(0).toUpperCase()}${event.slice(1)}`, value);
    }
  }

  /** The instance a test acts on: `#id`, in a repeater the given item's (default: the first). */
  target(selector: string, itemId?: string): VeloNode {
    const id = selector.trim().replace(/^#/, '');
    const root = this.elements.get(id);
    if (!root) throw new Error(`No element ${selector} on the page`);
    const instances = [...this.instancesOf(id)];
    if (itemId !== undefined) {
      const found = instances.find((n) => n.__scope?.itemId === itemId);
      if (!found) throw new Error(`${selector} has no instance in repeater item ${itemId}`);
      return found;
    }
    return instances.find((n) => n.__scope) ?? root;
  }

  async fire(selector: string, type: string, extra: Record<string, unknown> = {}): Promise<void> {
    const { itemId, ...fields } = extra;
    const node = this.target(selector, typeof itemId === 'string' ? itemId : undefined);
    const event = normalizeEventType(type);
    if (event === 'message' && node instanceof HtmlComponentElement)
      return node.__receive(fields.data);
    await node.__fire(event, fields);
  }

  async setValue(selector: string, value: unknown, itemId?: string): Promise<void> {
    const node = this.target(selector, itemId);
    if (!acceptsUserInput(node))
      throw new Error(`${selector} is a ${node.type}: it takes no user input`);
    await node.__userInput(value);
  }

  *instancesOf(id: string): Generator<VeloNode> {
    for (const root of this.roots) for (const node of walk(root)) if (node.id === id) yield node;
  }

  private invokeReady(callback: () => unknown): Promise<void> {
    const report = (error: unknown) => {
      this.log.write('error', [error]);
      this.log.uncaught(error);
    };
    try {
      const result = callback();
      if (isThenable(result)) return Promise.resolve(result).then(() => undefined, report);
    } catch (error) {
      report(error);
    }
    return Promise.resolve();
  }

  /** A repeated node is presented as a broadcast over all its instances within the scope. */
  private present(node: VeloNode, boundary: VeloNode | null): VeloNode {
    const outer = outermostRepeater(node, boundary);
    if (!outer) return node;
    let proxy = this.broadcasts.get(node);
    if (!proxy) {
      proxy = broadcastElement(
        node,
        () => [...walk(outer)].filter((n) => n.id === node.id),
        this.log,
      );
      this.broadcasts.set(node, proxy);
    }
    return proxy;
  }

  private selectorFor(scope: Scope): Selector {
    const select = (selector: unknown): Selection => {
      if (typeof selector !== 'string') return [];
      const { single, parts } = parseSelector(selector);
      if (single) {
        const node = scope.lookup(parts[0]?.name ?? '');
        return node ? this.present(node, this.boundaryOf(node, scope)) : [];
      }
      const found: VeloNode[] = [];
      for (const part of parts) {
        if (part.kind === 'id') {
          const node = scope.lookup(part.name);
          if (node) found.push(node);
        } else if (part.kind === 'type') {
          for (const node of scope.all()) if (node.__spec.veloType === part.name) found.push(node);
        }
      }
      const unique = [...new Set(found)].map((n) => this.present(n, this.boundaryOf(n, scope)));
      return unique.length === 0 ? [] : broadcastList(unique);
    };
    const $ = select as Selector;
    $.onReady = (callback) => this.onReady(callback);
    $.at = (context) => this.selectorAt(context) ?? $;
    return $;
  }

  /** `$item('#outside')` falls back to the page: such nodes broadcast as from the page. */
  private boundaryOf(node: VeloNode, scope: Scope): VeloNode | null {
    return node.__scope ? scope.boundary : null;
  }

  private selectorAt(context: unknown): Selector | undefined {
    if (typeof context !== 'object' || context === null) return undefined;
    const { type, itemId } = context as { type?: unknown; itemId?: unknown };
    if (type !== 'COMPONENT_SCOPE') return undefined;
    const scope = (context as Record<symbol, unknown>)[CONTEXT_SCOPE] as ItemScope | undefined;
    if (scope) return scope.select;
    for (const root of this.roots) {
      for (const node of walk(root)) {
        if (node instanceof RepeaterElement) {
          const item = node.__items.get(itemId as string);
          if (item) return item.scope.select;
        }
      }
    }
    return undefined;
  }
}
