import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** Test code: checks values against the schemas of a fetched OpenAPI document, with ajv. */

const ROOT = 'urn:veloforge:openapi';
const COMPONENTS = '#/components/schemas/';

/** The document's `#/components/schemas/X` refs, pointed at the components' copy in ajv. */
function rebased(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebased);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENTS)
        ? [key, `${ROOT}#/$defs/${inner.slice(COMPONENTS.length)}`]
        : [key, rebased(inner)],
    ),
  );
}

export function createValidator(components: Record<string, unknown>) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addSchema({ $id: ROOT, $defs: rebased(components) });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

  return {
    /** Why `value` does not match `schema` (a schema of the document), or null when it does. */
    problems(schema: unknown, value: unknown): string | null {
      const key = JSON.stringify(schema);
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile(rebased(schema) as object);
        compiled.set(key, validate);
      }
      return validate(value) ? null : ajv.errorsText(validate.errors);
    },
  };
}
