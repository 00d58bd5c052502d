import { compareForSort, getField, valuesEqual } from './compare';
import { wde } from './errors';
import { FilterBuilder, matches, type FilterNode } from './filter';
import { sortItems, WixDataQuery } from './query';
import type { DataStore, Item } from './store';

type Operation = { kind: 'count' | 'sum' | 'avg' | 'min' | 'max'; field: string; as: string };

export interface WixDataAggregateResult {
  items: Item[];
  length: number;
  hasNext(): boolean;
  next(): Promise<WixDataAggregateResult>;
}

function reduce(operation: Operation, items: Item[]): unknown {
  if (operation.kind === 'count') return items.length;
  const values = items
    .map((i) => getField(i, operation.field))
    .filter((v) => v !== undefined && v !== null);
  if (operation.kind === 'min' || operation.kind === 'max') {
    const sorted = [...values].sort(compareForSort);
    return operation.kind === 'min' ? sorted[0] : sorted[sorted.length - 1];
  }
  const numbers = values.filter((v): v is number => typeof v === 'number');
  const sum = numbers.reduce((a, b) => a + b, 0);
  return operation.kind === 'sum' ? sum : numbers.length > 0 ? sum / numbers.length : 0;
}

/**
 * `wixData.aggregate(collection)`: filter, group by fields, count/sum/avg/min/max (named
 * `<field><Op>` unless given a name), having, sort, skip/limit, run().
 */
export class WixDataAggregate {
  __where: FilterNode | null = null;
  __having: FilterNode | null = null;
  __groups: string[] = [];
  __operations: Operation[] = [];
  __sort: { field: string; direction: 'asc' | 'desc' }[] = [];
  __limit = 50;
  __skip = 0;
  __problem: Error | null = null;

  constructor(
    readonly __store: DataStore,
    readonly __collection: unknown,
  ) {}

  private __with(change: (copy: WixDataAggregate) => void): WixDataAggregate {
    const copy = Object.assign(new WixDataAggregate(this.__store, this.__collection), this);
    change(copy);
    return copy;
  }

  private __filterOf(filter: unknown): FilterNode | null | undefined {
    return filter instanceof FilterBuilder && !(filter instanceof WixDataQuery)
      ? filter.__filter
      : undefined;
  }

  filter(filter: unknown): WixDataAggregate {
    const node = this.__filterOf(filter);
    return this.__with((c) =>
      node === undefined ? (c.__problem ??= wde.filterUsage()) : (c.__where = node),
    );
  }
  having(filter: unknown): WixDataAggregate {
    const node = this.__filterOf(filter);
    return this.__with((c) =>
      node === undefined ? (c.__problem ??= wde.filterUsage()) : (c.__having = node),
    );
  }
  group(...fields: string[]): WixDataAggregate {
    return this.__with((c) => (c.__groups = [...c.__groups, ...fields]));
  }
  count(): WixDataAggregate {
    return this.__op('count', '', 'count');
  }
  sum(field: string, as?: string): WixDataAggregate {
    return this.__op('sum', field, as ?? `${field}Sum`);
  }
  avg(field: string, as?: string): WixDataAggregate {
    return this.__op('avg', field, as ?? `${field}Avg`);
  }
  min(field: string, as?: string): WixDataAggregate {
    return this.__op('min', field, as ?? `${field}Min`);
  }
  max(field: string, as?: string): WixDataAggregate {
    return this.__op('max', field, as ?? `${field}Max`);
  }
  ascending(field: string): WixDataAggregate {
    return this.__with((c) => (c.__sort = [...c.__sort, { field, direction: 'asc' }]));
  }
  descending(field: string): WixDataAggregate {
    return this.__with((c) => (c.__sort = [...c.__sort, { field, direction: 'desc' }]));
  }
  limit(n: number): WixDataAggregate {
    return this.__with((c) => (c.__limit = n));
  }
  skip(n: number): WixDataAggregate {
    return this.__with((c) => (c.__skip = n));
  }

  run(_options?: unknown): Promise<WixDataAggregateResult> {
    return this.__store.watch((async () => this.__run())());
  }

  private __op(kind: Operation['kind'], field: string, as: string): WixDataAggregate {
    return this.__with((c) => (c.__operations = [...c.__operations, { kind, field, as }]));
  }

  private __run(): WixDataAggregateResult {
    if (this.__problem) throw this.__problem;
    const items = this.__store
      .collection(this.__collection)
      .items.filter((i) => matches(i, this.__where));
    const groups: { key: unknown[]; items: Item[] }[] = [];
    for (const item of items) {
      const key = this.__groups.map((g) => getField(item, g));
      const group = groups.find((g) => g.key.every((k, i) => valuesEqual(k, key[i])));
      if (group) group.items.push(item);
      else groups.push({ key, items: [item] });
    }
    if (groups.length === 0 && this.__groups.length === 0) groups.push({ key: [], items: [] });
    const rows = groups.map(({ key, items: members }) => {
      const row: Item = {};
      if (this.__groups.length === 1) row._id = key[0];
      else if (this.__groups.length > 1)
        row._id = Object.fromEntries(this.__groups.map((g, i) => [g, key[i]]));
      this.__groups.forEach((g, i) => (row[g] = key[i]));
      for (const operation of this.__operations) row[operation.as] = reduce(operation, members);
      return row;
    });
    const filtered = sortItems(
      rows.filter((row) => matches(row, this.__having)),
      this.__sort,
    );
    const page = filtered.slice(this.__skip, this.__skip + this.__limit);
    const hasNext = () => this.__skip + this.__limit < filtered.length;
    return {
      items: page,
      length: page.length,
      hasNext,
      next: () => this.skip(this.__skip + this.__limit).run(),
    };
  }
}
