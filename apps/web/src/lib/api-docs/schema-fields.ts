import { constraintsOf, typeLabel, unwrapSchema } from './schema-type';
import type { JsonSchema, OpenApiDocument } from './types';

/** One row of a schema's field list; nested fields follow their parent with a larger depth. */
export type SchemaField = {
  /** Where the field sits: 'collections[].fields[].id'. Unique within one schema. */
  path: string;
  /** What a reader looks for: the property name ('id'). */
  name: string;
  depth: number;
  type: string;
  required: boolean;
  nullable: boolean;
  constraints: string[];
  description?: string;
};

/** Nesting deeper than this is cut off: a reference page is not a schema browser. */
const MAX_DEPTH = 5;

export type ObjectShape = { properties: Record<string, JsonSchema>; required: Set<string> };

/**
 * The properties an object schema offers, with allOf parts merged and object unions combined: in
 * a union a field is required only when every branch requires it.
 */
export function objectShape(document: OpenApiDocument, schema: JsonSchema): ObjectShape | null {
  const { schema: resolved } = unwrapSchema(document, schema);
  const shape: ObjectShape = {
    properties: { ...resolved.properties },
    required: new Set(resolved.required),
  };
  for (const part of resolved.allOf ?? []) {
    const inner = objectShape(document, part);
    if (!inner) continue;
    Object.assign(shape.properties, inner.properties);
    inner.required.forEach((name) => shape.required.add(name));
  }
  const branches = (resolved.anyOf ?? resolved.oneOf ?? []).map((b) => objectShape(document, b));
  if (branches.length > 0 && branches.every((branch) => branch !== null)) {
    branches.forEach((branch) => Object.assign(shape.properties, branch.properties));
    const everywhere = [...(branches[0]?.required ?? [])].filter((name) =>
      branches.every((branch) => branch.required.has(name)),
    );
    everywhere.forEach((name) => shape.required.add(name));
  }
  return Object.keys(shape.properties).length > 0 ? shape : null;
}

/** The object a field's rows expand into: its own shape, or its array items' shape. */
function expandable(document: OpenApiDocument, schema: JsonSchema) {
  const { schema: resolved } = unwrapSchema(document, schema);
  if (resolved.items) {
    const shape = objectShape(document, resolved.items);
    return shape ? { shape, suffix: '[]', schema: resolved.items } : null;
  }
  const shape = objectShape(document, resolved);
  return shape ? { shape, suffix: '', schema } : null;
}

function refNameOf(document: OpenApiDocument, schema: JsonSchema): string | undefined {
  return unwrapSchema(document, schema).name;
}

function walk(
  document: OpenApiDocument,
  shape: ObjectShape,
  prefix: string,
  depth: number,
  seen: ReadonlySet<string>,
  rows: SchemaField[],
) {
  for (const [name, property] of Object.entries(shape.properties)) {
    const { schema, nullable } = unwrapSchema(document, property);
    const path = prefix ? `${prefix}.${name}` : name;
    const description = schema.description ?? property.description;
    rows.push({
      path,
      name,
      depth,
      type: typeLabel(document, property),
      required: shape.required.has(name),
      nullable,
      constraints: constraintsOf(document, property),
      ...(description ? { description } : {}),
    });
    const child = depth < MAX_DEPTH ? expandable(document, property) : null;
    if (!child) continue;
    // A schema that contains itself (a tree) is named, not expanded again.
    const ref = refNameOf(document, child.schema);
    if (ref && seen.has(ref)) continue;
    const nextSeen = ref ? new Set([...seen, ref]) : seen;
    walk(document, child.shape, `${path}${child.suffix}`, depth + 1, nextSeen, rows);
  }
}

/**
 * A schema as a flat list of fields for reading: an object's properties (nested objects and
 * arrays of objects indented under their parent), or an array's item properties under '[]'.
 * A plain value (a string, a list of strings) has no fields: show its type label alone.
 */
export function schemaFields(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
): SchemaField[] {
  if (!schema) return [];
  const root = expandable(document, schema);
  if (!root) return [];
  const rows: SchemaField[] = [];
  const ref = refNameOf(document, root.schema);
  walk(document, root.shape, root.suffix, 0, new Set(ref ? [ref] : []), rows);
  return rows;
}
