import type { JsonSchema, OpenApiDocument } from './types';

/** How many $ref hops one lookup follows before giving up (a ref pointing at itself). */
const MAX_REF_HOPS = 16;

export type ResolvedSchema = {
  schema: JsonSchema;
  /** The last component name followed ('GenerationRequest'), to name the type for readers. */
  name?: string;
  /** The $ref chain ended nowhere: the document points at a schema it does not define. */
  missing?: boolean;
};

function unescapePointer(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The last segment of a local ref: '#/components/schemas/Diagnostic' -> 'Diagnostic'. */
export function refName(ref: string): string {
  const segments = ref.split('/');
  return unescapePointer(segments[segments.length - 1] ?? ref);
}

/** The value a local JSON pointer ('#/components/schemas/X') points at, if any. */
export function lookupRef(document: OpenApiDocument, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const segment of ref.slice(2).split('/').map(unescapePointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node !== null && typeof node === 'object' ? node : undefined;
}

/**
 * Follows local $refs until a schema without one. Keywords next to a $ref (3.1 allows a
 * description there) win over the target's, as they describe this use of the shared schema.
 */
export function resolveSchema(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
): ResolvedSchema {
  let current: JsonSchema = schema ?? {};
  let name: string | undefined;
  for (let hop = 0; current.$ref !== undefined; hop += 1) {
    const { $ref, ...siblings } = current;
    const target = hop < MAX_REF_HOPS ? lookupRef(document, $ref) : undefined;
    if (!target) return { schema: siblings, name: refName($ref), missing: true };
    name = refName($ref);
    current = { ...target, ...siblings };
  }
  return name === undefined ? { schema: current } : { schema: current, name };
}
