import { compareSameKind, getField, valuesEqual } from './compare';
import { wde } from './errors';

type Item = Record<string, unknown>;

export type FilterNode =
  | { op: 'and' | 'or'; nodes: FilterNode[] }
  | { op: 'not'; node: FilterNode }
  | { op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'; field: string; value: unknown }
  | { op: 'contains' | 'startsWith' | 'endsWith'; field: string; value: unknown }
  | { op: 'between'; field: string; from: unknown; to: unknown }
  | { op: 'hasSome' | 'hasAll'; field: string; values: unknown[] }
  | { op: 'isEmpty' | 'isNotEmpty'; field: string };

function eqMatch(fieldValue: unknown, value: unknown): boolean {
  if (Array.isArray(fieldValue)) return fieldValue.some((v) => valuesEqual(v, value));
  return valuesEqual(fieldValue, value);
}

function refText(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && '_id' in value) return (value as Item)._id;
  return value;
}

function textMatch(
  fieldValue: unknown,
  value: unknown,
  test: (s: string, v: string) => boolean,
): boolean {
  if (typeof value !== 'string') return false;
  const needle = value.toLowerCase();
  const one = (v: unknown) => {
    const text = refText(v);
    return typeof text === 'string' && test(text.toLowerCase(), needle);
  };
  return Array.isArray(fieldValue) ? fieldValue.some(one) : one(fieldValue);
}

function ordered(fieldValue: unknown, value: unknown, accept: (c: number) => boolean): boolean {
  const c = compareSameKind(fieldValue, value);
  return c !== null && accept(c);
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function matches(item: Item, node: FilterNode | null): boolean {
  if (!node) return true;
  switch (node.op) {
    case 'and':
      return node.nodes.every((n) => matches(item, n));
    case 'or':
      return node.nodes.some((n) => matches(item, n));
    case 'not':
      return !matches(item, node.node);
    default:
      return matchField(getField(item, node.field), node);
  }
}

function matchField(v: unknown, node: Exclude<FilterNode, { op: 'and' | 'or' | 'not' }>): boolean {
  switch (node.op) {
    case 'eq':
      return eqMatch(v, node.value);
    case 'ne':
      return !eqMatch(v, node.value);
    case 'gt':
      return ordered(v, node.value, (c) => c > 0);
    case 'ge':
      return ordered(v, node.value, (c) => c >= 0);
    case 'lt':
      return ordered(v, node.value, (c) => c < 0);
    case 'le':
      return ordered(v, node.value, (c) => c <= 0);
    case 'between':
      return ordered(v, node.from, (c) => c >= 0) && ordered(v, node.to, (c) => c < 0);
    case 'contains':
      return textMatch(v, node.value, (s, n) => s.includes(n));
    case 'startsWith':
      return textMatch(v, node.value, (s, n) => s.startsWith(n));
    case 'endsWith':
      return textMatch(v, node.value, (s, n) => s.endsWith(n));
    case 'hasSome':
      return node.values.some((value) => eqMatch(v, value));
    case 'hasAll':
      return node.values.length > 0 && node.values.every((value) => eqMatch(v, value));
    case 'isEmpty':
      return isEmptyValue(v);
    case 'isNotEmpty':
      return !isEmptyValue(v);
  }
}

function valuesOf(rest: unknown[]): unknown[] {
  return rest.length === 1 && Array.isArray(rest[0]) ? [...(rest[0] as unknown[])] : rest;
}

/**
 * The filter operators WixDataQuery and WixDataFilter share. Builders are immutable: every call
 * returns a copy. Invalid usage is remembered and reported when the query runs, as wix-data does.
 */
export abstract class FilterBuilder {
  __filter: FilterNode | null = null;
  __problem: Error | null = null;

  protected __copy(change: (copy: this) => void): this {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this);
    change(copy);
    return copy;
  }

  protected __and(node: FilterNode): this {
    return this.__copy((c) => {
      c.__filter = c.__filter ? { op: 'and', nodes: [c.__filter, node] } : node;
    });
  }

  /** The filter of a query or filter passed to and/or/not. */
  protected __other(other: unknown): FilterNode | null | undefined {
    if (other instanceof FilterBuilder) return other.__filter;
    return undefined;
  }

  eq(field: string, value: unknown): this {
    return this.__and({ op: 'eq', field, value });
  }
  ne(field: string, value: unknown): this {
    return this.__and({ op: 'ne', field, value });
  }
  gt(field: string, value: unknown): this {
    return this.__and({ op: 'gt', field, value });
  }
  ge(field: string, value: unknown): this {
    return this.__and({ op: 'ge', field, value });
  }
  lt(field: string, value: unknown): this {
    return this.__and({ op: 'lt', field, value });
  }
  le(field: string, value: unknown): this {
    return this.__and({ op: 'le', field, value });
  }
  between(field: string, from: unknown, to: unknown): this {
    return this.__and({ op: 'between', field, from, to });
  }
  contains(field: string, value: string): this {
    return this.__and({ op: 'contains', field, value });
  }
  startsWith(field: string, value: string): this {
    return this.__and({ op: 'startsWith', field, value });
  }
  endsWith(field: string, value: string): this {
    return this.__and({ op: 'endsWith', field, value });
  }
  hasSome(field: string, ...values: unknown[]): this {
    return this.__and({ op: 'hasSome', field, values: valuesOf(values) });
  }
  hasAll(field: string, ...values: unknown[]): this {
    return this.__and({ op: 'hasAll', field, values: valuesOf(values) });
  }
  isEmpty(field: string): this {
    return this.__and({ op: 'isEmpty', field });
  }
  isNotEmpty(field: string): this {
    return this.__and({ op: 'isNotEmpty', field });
  }
  and(other: unknown): this {
    const node = this.__other(other);
    if (node === undefined) return this.__invalid();
    return node ? this.__and(node) : this;
  }
  or(other: unknown): this {
    const node = this.__other(other);
    if (node === undefined) return this.__invalid();
    return this.__copy((c) => {
      c.__filter = c.__filter && node ? { op: 'or', nodes: [c.__filter, node] } : null;
    });
  }
  not(other: unknown): this {
    const node = this.__other(other);
    if (node === undefined) return this.__invalid();
    return node ? this.__and({ op: 'not', node }) : this.__and({ op: 'or', nodes: [] });
  }

  protected __invalid(): this {
    return this.__copy((c) => {
      c.__problem ??= wde.filterUsage();
    });
  }
}

/** `wixData.filter()`: for dataset.setFilter() and query.and/or/not. */
export class WixDataFilter extends FilterBuilder {}

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

/** `wixData.sort()`: for dataset.setSort(). */
export class WixDataSort {
  constructor(readonly __keys: SortKey[] = []) {}
  ascending(...fields: string[]): WixDataSort {
    return new WixDataSort([
      ...this.__keys,
      ...fields.map((field) => ({ field, direction: 'asc' as const })),
    ]);
  }
  descending(...fields: string[]): WixDataSort {
    return new WixDataSort([
      ...this.__keys,
      ...fields.map((field) => ({ field, direction: 'desc' as const })),
    ]);
  }
}
