import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';

/**
 * Plugs a zod schema into @mantine/form as `validate: zodResolver(schema)`: each issue becomes
 * `{ [path.join('.')]: message }`, keeping the first message per field (a form shows one error per
 * input). Mantine's own Standard Schema resolver does exactly that mapping; this wrapper fixes it
 * to synchronous validation (our schemas have no async refinements) and to zod schemas.
 */
export function zodResolver(schema: z.ZodType): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

/** The parsed (trimmed) values of a form that has passed `zodResolver(schema)`. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): z.output<Schema> {
  return schema.parse(values);
}
