import { resolveSchema } from './refs';
import type { JsonSchema, OpenApiDocument } from './types';

/** A schema with its refs followed and its null branch taken out (said by `nullable`). */
export type Unwrapped = { schema: JsonSchema; name?: string; nullable: boolean };

function isNullSchema(schema: JsonSchema): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.join() === 'null');
}

/**
 * Resolves refs and strips the three ways a schema says "or null": 3.0's `nullable: true`,
 * `type: ['string', 'null']`, and an anyOf/oneOf with a `{ type: 'null' }` branch (zod's output).
 */
export function unwrapSchema(document: OpenApiDocument, schema: JsonSchema | undefined): Unwrapped {
  const { schema: resolved, name } = resolveSchema(document, schema);
  let nullable = resolved.nullable === true;
  let result: JsonSchema = resolved;
  let resultName = name;
  if (Array.isArray(resolved.type) && resolved.type.includes('null')) {
    nullable = true;
    const types = resolved.type.filter((type) => type !== 'null');
    result = { ...resolved, type: types.length === 1 ? types[0] : types };
  }
  const union = resolved.anyOf ?? resolved.oneOf;
  if (union?.some((branch) => isNullSchema(resolveSchema(document, branch).schema))) {
    nullable = true;
    const rest = union.filter((branch) => !isNullSchema(resolveSchema(document, branch).schema));
    const { anyOf: _anyOf, oneOf: _oneOf, ...outer } = resolved;
    if (rest.length === 1) {
      const inner = unwrapSchema(document, rest[0]);
      // The outer description belongs to this use of the type; the branch's to the type itself.
      result = { ...inner.schema, ...outer };
      resultName = inner.name;
    } else result = { ...outer, anyOf: rest };
  }
  if (Array.isArray(result.enum) && result.enum.includes(null)) {
    nullable = true;
    result = { ...result, enum: result.enum.filter((value) => value !== null) };
  }
  return resultName === undefined
    ? { schema: result, nullable }
    : { schema: result, name: resultName, nullable };
}

function literal(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function needsParens(label: string): boolean {
  return label.includes(' | ');
}

function baseLabel(document: OpenApiDocument, unwrapped: Unwrapped): string {
  const { schema, name } = unwrapped;
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum && schema.enum.length > 0) return schema.enum.map(literal).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return union.map((part) => typeLabel(document, part)).join(' | ');
  if (schema.allOf && schema.allOf.length === 1) return typeLabel(document, schema.allOf[0]);
  if (name) return name;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array' || (!type && schema.items)) {
    const item = typeLabel(document, schema.items);
    return needsParens(item) ? `(${item})[]` : `${item}[]`;
  }
  if (type === 'object' || (!type && (schema.properties || schema.allOf))) {
    const extra = schema.additionalProperties;
    if (!schema.properties && extra && typeof extra === 'object') {
      return `Record<string, ${typeLabel(document, extra)}>`;
    }
    return 'object';
  }
  return type ?? 'any';
}

/**
 * A compact, TypeScript-like name for a schema: 'string', '"velo" | "html"', 'Diagnostic[]',
 * 'string | null', 'Record<string, number>'. Named component schemas keep their name.
 */
export function typeLabel(document: OpenApiDocument, schema: JsonSchema | undefined): string {
  const unwrapped = unwrapSchema(document, schema);
  const label = baseLabel(document, unwrapped);
  return unwrapped.nullable ? `${label} | null` : label;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  const units = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${units(max)}` : `${min}–${units(max)}`;
  }
  if (min !== undefined)
    return min === 1 && unit === 'character' ? 'non-empty' : `at least ${units(min)}`;
  if (max !== undefined) return `at most ${units(max)}`;
  return null;
}

/** zod writes the safe-integer limits on every integer; they tell a reader nothing. */
function meaningful(bound: number | undefined): number | undefined {
  return bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER ? bound : undefined;
}

function numberRange(schema: JsonSchema): string[] {
  const minimum = meaningful(schema.minimum);
  const maximum = meaningful(schema.maximum);
  const exclusiveMinimum = meaningful(schema.exclusiveMinimum);
  const exclusiveMaximum = meaningful(schema.exclusiveMaximum);
  if (minimum !== undefined && maximum !== undefined) return [`${minimum}–${maximum}`];
  return [
    minimum !== undefined ? `≥ ${minimum}` : null,
    exclusiveMinimum !== undefined ? `> ${exclusiveMinimum}` : null,
    maximum !== undefined ? `≤ ${maximum}` : null,
    exclusiveMaximum !== undefined ? `< ${exclusiveMaximum}` : null,
  ].filter((part) => part !== null);
}

/**
 * The limits a client must respect, in words: lengths, ranges, item counts, format, pattern and
 * default. An array of plain values also carries its items' limits ('each: at most 64 characters').
 */
export function constraintsOf(document: OpenApiDocument, schema: JsonSchema | undefined): string[] {
  const { schema: resolved } = unwrapSchema(document, schema);
  const notes = [
    range(resolved.minLength, resolved.maxLength, 'character'),
    ...numberRange(resolved),
    range(resolved.minItems, resolved.maxItems, 'item'),
    resolved.format ? `format: ${resolved.format}` : null,
    // A format's pattern (zod adds one to uuid, email, date-time) only restates the format.
    resolved.pattern && !resolved.format ? `pattern: ${resolved.pattern}` : null,
    resolved.default !== undefined ? `default: ${literal(resolved.default)}` : null,
  ].filter((note) => note !== null);
  if (resolved.items) {
    const item = unwrapSchema(document, resolved.items).schema;
    if (!item.properties) {
      notes.push(...constraintsOf(document, resolved.items).map((note) => `each: ${note}`));
    }
  }
  return notes;
}
