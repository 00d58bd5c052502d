import type { VeloNode } from './elements/node';
import type { RuntimeLog } from './log';

export type SelectorPart = { kind: 'id' | 'type' | 'role'; name: string };

/**
 * The platform's selector grammar (velo-reference §1.2): split on commas, trim; `#` is an element
 * id, `@` a role, anything else a type name. A lone `#id` yields one element, all else arrays.
 */
export function parseSelector(selector: string): { single: boolean; parts: SelectorPart[] } {
  const parts = selector
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p): SelectorPart => {
      if (p.startsWith('#')) return { kind: 'id', name: p.slice(1) };
      if (p.startsWith('@')) return { kind: 'role', name: p.slice(1) };
      return { kind: 'type', name: p.replace(/^\$w\./, '') };
    });
  const single = !selector.includes(',') && parts.length === 1 && parts[0]?.kind === 'id';
  return { single, parts };
}

type AnyFunction = (...args: unknown[]) => unknown;

function isPublicMember(prop: string | symbol): prop is string {
  return typeof prop === 'string' && !prop.startsWith('_') && prop !== 'constructor';
}

/**
 * A repeated element selected with the page's `$w` (or an outer item's `$item`): reads come from
 * the template, writes and calls go to the template and every item (velo-reference §4).
 */
export function broadcastElement(
  template: VeloNode,
  instances: () => VeloNode[],
  log: RuntimeLog,
): VeloNode {
  const proxy: VeloNode = new Proxy(template, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || !isPublicMember(prop)) return value;
      return (...args: unknown[]) => {
        const result = (value as AnyFunction).apply(target, args);
        for (const other of instances()) {
          if (other === target) continue;
          const method: unknown = Reflect.get(other, prop, other);
          if (typeof method === 'function') (method as AnyFunction).apply(other, args);
        }
        return result === target ? proxy : result;
      };
    },
    set(target, prop, value) {
      const logged = log.entries.length;
      Reflect.set(target, prop, value, target);
      // One SDK message for a rejected value, not one per item.
      if (log.entries.length === logged) {
        for (const other of instances())
          if (other !== target) Reflect.set(other, prop, value, other);
      }
      return true;
    },
  });
  return proxy;
}

/**
 * The array a type or list selector returns, augmented with the members all its elements share:
 * calls run on every element and return the first one's result (scrollTo only on the first),
 * property writes go to every element and reads come from the first.
 */
export function broadcastList(elements: VeloNode[]): VeloNode[] {
  const shared = (target: VeloNode[], prop: string | symbol): prop is string =>
    isPublicMember(prop) &&
    !(prop in target) &&
    target.length > 0 &&
    target.every((el) => prop in el);
  const proxy: VeloNode[] = new Proxy([...elements], {
    get(target, prop, receiver) {
      if (!shared(target, prop)) return Reflect.get(target, prop, receiver) as unknown;
      const first = target[0] as VeloNode;
      const value: unknown = Reflect.get(first, prop, first);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (prop === 'scrollTo') return (value as AnyFunction).apply(first, args);
        const results = target.map((el) =>
          (Reflect.get(el, prop, el) as AnyFunction).apply(el, args),
        );
        return results[0] === first ? proxy : results[0];
      };
    },
    set(target, prop, value, receiver) {
      if (!shared(target, prop)) return Reflect.set(target, prop, value, receiver);
      for (const el of target) Reflect.set(el, prop, value, el);
      return true;
    },
  });
  return proxy;
}
