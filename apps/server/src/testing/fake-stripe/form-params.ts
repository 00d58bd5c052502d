/**
 * Stripe's v1 request encoding: `application/x-www-form-urlencoded` with bracket notation for
 * nesting (`metadata[userId]=u1`, `line_items[0][price_data][unit_amount]=500`), the same for
 * GET query strings. Values stay strings, as on the wire; the fake converts where it needs to.
 */
export type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

// Keys that would reach Object.prototype through bracket notation.
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Splits `a[b][0][c]` into ['a', 'b', '0', 'c']; null when the brackets are malformed. */
function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return null;
  const rest = match[2] ?? '';
  const segments = [...rest.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1], ...segments];
}

/** Objects whose keys are exactly 0..n-1 were arrays on the client side. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = toArrays(value[key] as FormValue);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key] as FormValue) : converted;
}

export class FormParseError extends Error {
  override name = 'FormParseError';
}

/** Parses a form body or query string into nested objects and arrays of strings. */
export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const segments = splitKey(rawKey);
    if (!segments) throw new FormParseError(`Invalid parameter name: ${rawKey}`);
    if (segments.some((segment) => FORBIDDEN_KEYS.has(segment))) {
      throw new FormParseError(`Invalid parameter name: ${rawKey}`);
    }
    let node = root;
    segments.forEach((segment, index) => {
      // `expand[]=a&expand[]=b` appends, like Stripe's own parser.
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const child: FormObject = {};
        node[key] = child;
        node = child;
      } else {
        node = next;
      }
    });
  }
  // The top level is always an object, even if its keys happen to be 0..n-1.
  const params: FormObject = {};
  for (const [key, value] of Object.entries(root)) params[key] = toArrays(value);
  return params;
}
