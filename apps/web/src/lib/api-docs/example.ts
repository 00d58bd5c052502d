import { objectShape } from './schema-fields';
import { unwrapSchema } from './schema-type';
import type { JsonSchema, OpenApiDocument } from './types';

/** Deeper than this an example stops growing: required fields rarely nest past it. */
const MAX_DEPTH = 8;

const FORMAT_PLACEHOLDERS: Record<string, string> = {
  uuid: '00000000-0000-0000-0000-000000000000',
  email: 'user@example.com',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  uri: 'https://example.com',
  url: 'https://example.com',
};

/** A value the schema itself offers (example, examples, default, const, first enum value). */
export function declaredExample(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
): { value: unknown } | null {
  const { schema: resolved } = unwrapSchema(document, schema);
  if (resolved.example !== undefined) return { value: resolved.example };
  if (resolved.examples && resolved.examples.length > 0) return { value: resolved.examples[0] };
  if (resolved.default !== undefined) return { value: resolved.default };
  if (resolved.const !== undefined) return { value: resolved.const };
  if (resolved.enum && resolved.enum.length > 0) return { value: resolved.enum[0] };
  return null;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type[0];
  if (schema.type) return schema.type;
  if (schema.properties || schema.allOf) return 'object';
  return schema.items ? 'array' : undefined;
}

function stringPlaceholder(schema: JsonSchema, name: string | undefined): string {
  const byFormat = schema.format ? FORMAT_PLACEHOLDERS[schema.format] : undefined;
  return byFormat ?? (name ? `<${name}>` : 'string');
}

/** 1 when the schema allows it, else the nearest bound it does allow. */
function numberExample(schema: JsonSchema): number {
  const lower = schema.minimum ?? (schema.exclusiveMinimum ?? -Infinity) + 1;
  const upper = schema.maximum ?? (schema.exclusiveMaximum ?? Infinity) - 1;
  return Math.min(Math.max(1, lower), upper);
}

function build(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
  name: string | undefined,
  depth: number,
): unknown {
  const declared = declaredExample(document, schema);
  if (declared) return declared.value;
  const { schema: resolved } = unwrapSchema(document, schema);
  const branch = resolved.anyOf?.[0] ?? resolved.oneOf?.[0];
  if (branch && !resolved.properties) return build(document, branch, name, depth);
  switch (typeOf(resolved)) {
    case 'string':
      return stringPlaceholder(resolved, name);
    case 'integer':
    case 'number':
      return numberExample(resolved);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const count = depth < MAX_DEPTH ? (resolved.minItems ?? 0) : 0;
      return Array.from({ length: count }, () => build(document, resolved.items, name, depth + 1));
    }
    case 'object': {
      const shape = depth < MAX_DEPTH ? objectShape(document, resolved) : null;
      const entries = Object.entries(shape?.properties ?? {})
        .filter(([key]) => shape?.required.has(key))
        .map(([key, property]) => [key, build(document, property, key, depth + 1)]);
      return Object.fromEntries(entries);
    }
    default:
      return name ? `<${name}>` : null;
  }
}

/**
 * The smallest value the schema accepts, for a curl example: only required properties, each
 * with a declared example when the schema has one, else a placeholder of its type ('<prompt>',
 * a zero UUID, the minimum number, false, an empty list).
 */
export function exampleFromSchema(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
  name?: string,
): unknown {
  return build(document, schema, name, 0);
}
