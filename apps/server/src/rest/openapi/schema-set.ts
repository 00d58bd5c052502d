import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

/** Drops what a standalone JSON Schema carries but a schema inside OpenAPI must not. */
function embedded(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * The document's schemas, converted by zod's own z.toJSONSchema (draft 2020-12). A schema named
 * once (`ref`) becomes components.schemas[name], and every other schema that contains it refers
 * to it. Inputs and outputs are named apart: the same zod schema reads differently as input
 * (defaults optional) and as output (every field present).
 */
export function createSchemaSet(named: { input: object; output: object }) {
  const registries = { input: z.registry<{ id: string }>(), output: z.registry<{ id: string }>() };
  const taken = new Set<string>();

  function register(io: Io, schema: z.ZodType, name: string): string {
    const existing = registries[io].get(schema)?.id;
    if (existing) return existing;
    if (taken.has(name)) throw new Error(`Two schemas are named ${name} in the OpenAPI document`);
    taken.add(name);
    registries[io].add(schema, { id: name });
    return name;
  }
  for (const io of ['input', 'output'] as const) {
    for (const [name, schema] of Object.entries(named[io])) register(io, schema as z.ZodType, name);
  }

  return {
    /** A $ref to the schema's component, named `fallbackName` unless it has a name already. */
    ref(io: Io, schema: z.ZodType, fallbackName: string): JsonSchema {
      return { $ref: `${COMPONENTS}${register(io, schema, fallbackName)}` };
    },
    /** The schema written out, its named parts as $refs (for parameters, read property by property). */
    inline(io: Io, schema: z.ZodType): JsonSchema {
      const json = z.toJSONSchema(schema, { io, metadata: registries[io] }) as JsonSchema;
      if (json.$defs) throw new Error('A parameter schema may not contain a named schema');
      return embedded(json);
    },
    /** components.schemas: every named schema, input and output. */
    components(): Record<string, JsonSchema> {
      const out: Record<string, JsonSchema> = {};
      for (const io of ['input', 'output'] as const) {
        const uri = (id: string) => `${COMPONENTS}${id}`;
        const { schemas } = z.toJSONSchema(registries[io], { io, uri });
        for (const [name, schema] of Object.entries(schemas)) {
          if (name === '__shared') throw new Error('A schema of the document is recursive');
          out[name] = embedded(schema);
        }
      }
      return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
    },
  };
}

export type SchemaSet = ReturnType<typeof createSchemaSet>;
