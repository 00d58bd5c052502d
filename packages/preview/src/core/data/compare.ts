/**
 * Value semantics of wix-data queries (velo-reference §7.2): equality is case-sensitive and
 * type-strict; ordering compares numbers, dates and strings (by code point) among themselves;
 * missing values rank lowest.
 */

/** A field by key, or by dot path into objects (`address.city`). */
export function getField(item: Record<string, unknown>, field: string): unknown {
  if (field in item) return item[field];
  let value: unknown = item;
  for (const part of field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** An included reference compares as its `_id`, like the stored id it replaces. */
function refId(value: unknown): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    !Array.isArray(value)
  ) {
    const id = (value as { _id?: unknown })._id;
    if (typeof id === 'string') return id;
  }
  return value;
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  const x = refId(a);
  const y = refId(b);
  if (x instanceof Date && y instanceof Date) return x.getTime() === y.getTime();
  return x === y;
}

export function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}

/** Orders two values of one comparable kind; null when they can't be compared. */
export function compareSameKind(a: unknown, b: unknown): number | null {
  const x = refId(a);
  const y = refId(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
  if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  return null;
}

const KIND_RANK = ['boolean', 'number', 'string', 'date', 'other'];

function kindOf(value: unknown): string {
  if (value instanceof Date) return 'date';
  const t = typeof value;
  return t === 'boolean' || t === 'number' || t === 'string' ? t : 'other';
}

/** Total order for sorting: missing lowest, then by kind, then by value. */
export function compareForSort(a: unknown, b: unknown): number {
  const missingA = isMissing(a);
  const missingB = isMissing(b);
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? -1 : 1;
  const same = compareSameKind(a, b);
  if (same !== null) return same;
  return KIND_RANK.indexOf(kindOf(refId(a))) - KIND_RANK.indexOf(kindOf(refId(b)));
}

/** Deep copy of an item, so what callers get back never aliases the store. */
export function copyItem<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => copyItem(v)) as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = copyItem(v);
    return out as T;
  }
  return value;
}
