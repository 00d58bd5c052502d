import { DESCRIBE } from '../log';
import { readOnlyMessage, typeMessage } from '../messages';
import type { EventContext, RuntimeElementSpec } from '../types';
import { defaultEventFields, globalContext, isThenable, itemContext } from './events';
import type { ElementHost, ItemScope, Selector } from './host';

export interface VeloEvent {
  target: VeloNode;
  type: string;
  context: EventContext;
  [field: string]: unknown;
}

export type EventHandler = (event: VeloEvent, $w: Selector) => unknown;

/** Own fields named `_x` hold an element's state; clones copy them. `__x` fields are wiring. */
const STATE_FIELD = /^_[^_]/;

function copyState(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyState);
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'object' && value !== null) {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyState(v)]));
    }
  }
  return value;
}

/**
 * The Node mixin every `$w` object has (id, type, parent), plus the runtime's wiring: parent and
 * children links, the repeater item scope, the registered handlers and how events fire.
 */
export class VeloNode {
  readonly __spec: RuntimeElementSpec;
  readonly __host: ElementHost;
  __parent: VeloNode | null = null;
  __children: VeloNode[] = [];
  __scope: ItemScope | null = null;
  __handlers = new Map<string, EventHandler[]>();

  constructor(spec: RuntimeElementSpec, host: ElementHost) {
    this.__spec = spec;
    this.__host = host;
  }

  get id(): string {
    return this.__spec.id;
  }
  set id(_value: string) {
    this.__readOnly('id');
  }

  get type(): string {
    return `$w.${this.__spec.veloType ?? 'Element'}`;
  }
  set type(_value: string) {
    this.__readOnly('type');
  }

  get parent(): VeloNode | undefined {
    return this.__parent ?? undefined;
  }
  set parent(_value: VeloNode | undefined) {
    this.__readOnly('parent');
  }

  toJSON(): { id: string; type: string } {
    return { id: this.id, type: this.type };
  }

  [DESCRIBE](): string {
    return `${this.type} #${this.id}`;
  }

  __readOnly(prop: string): void {
    this.__host.log.sdkError(readOnlyMessage(prop, this.type));
  }

  __changed(prop: string): void {
    this.__host.changed(this, prop);
  }

  /** False when this element itself (not its ancestors) hides it; mixins narrow it. */
  __selfVisible(): boolean {
    return true;
  }

  /** Appends a handler (the platform never replaces one) and returns the element for chaining. */
  __register(event: string, fn: string, handler: unknown): this {
    if (typeof handler !== 'function') {
      this.__host.log.sdkError(typeMessage('handler', fn, handler, 'function'));
      return this;
    }
    const list = this.__handlers.get(event) ?? [];
    list.push(handler as EventHandler);
    this.__handlers.set(event, list);
    return this;
  }

  /** Extra event fields of this element type (e.g. a table's rowData); `extra` is what the test gave. */
  __eventFields(_type: string, _extra: Record<string, unknown>): Record<string, unknown> {
    return {};
  }

  __context(): VeloEvent['context'] {
    return this.__scope ? itemContext(this.__scope.itemId, this.__scope) : globalContext();
  }

  /** The `$w` handlers receive as their second argument: `$item` inside a repeater item. */
  __selector(): Selector {
    return this.__scope?.select ?? this.__host.$w;
  }

  /**
   * Runs every handler of `type` like the browser would: in order, each one's exception reported
   * without stopping the others; resolves once the async ones have settled.
   */
  __fire(type: string, extra: Record<string, unknown> = {}): Promise<void> {
    const handlers = [...(this.__handlers.get(type) ?? [])];
    if (handlers.length === 0) return Promise.resolve();
    const event: VeloEvent = {
      target: this,
      type,
      context: this.__context(),
      ...defaultEventFields(type),
      ...this.__eventFields(type, extra),
      ...extra,
    };
    const $scoped = this.__selector();
    const log = this.__host.log;
    const running: Promise<unknown>[] = [];
    for (const handler of handlers) {
      try {
        const result = handler(event, $scoped);
        if (isThenable(result)) {
          running.push(Promise.resolve(result).catch((error: unknown) => log.uncaught(error)));
        }
      } catch (error) {
        log.uncaught(error);
      }
    }
    const all = Promise.all(running).then(() => undefined);
    this.__host.clock.track(all);
    return all;
  }

  /** A fresh element of the same type carrying this one's state and handlers (repeater items). */
  __clone(): this {
    const Ctor = this.constructor as new (spec: RuntimeElementSpec, host: ElementHost) => this;
    const copy = new Ctor(this.__spec, this.__host);
    for (const [key, value] of Object.entries(this)) {
      if (STATE_FIELD.test(key)) Reflect.set(copy, key, copyState(value));
    }
    copy.__handlers = new Map([...this.__handlers].map(([k, list]) => [k, [...list]]));
    copy.__afterClone();
    return copy;
  }

  /** Hook for state a clone must not share (a nested repeater's items). */
  __afterClone(): void {}
}
