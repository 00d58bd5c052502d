import type { ColumnType } from 'kysely';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * What a jsonb column accepts on insert/update: JSON text, or a plain object.
 * Never a bare JS array: node-postgres sends arrays as Postgres array literals, so `[]`
 * arrives as '{}' (an empty object) and `[1, 2]` fails, while PGlite sends real JSON.
 * JSON text behaves the same on both drivers; `JSON.stringify(value)` is always safe.
 */
export type JsonObjectInput = string | Record<string, unknown>;

/** jsonb holding an object (guarded by a jsonb_typeof CHECK). */
export type JsonbObject<Select extends JsonObject = JsonObject> = ColumnType<
  Select,
  JsonObjectInput,
  JsonObjectInput
>;

/** jsonb object with a column default ('{}'). */
export type JsonbObjectWithDefault<Select extends JsonObject = JsonObject> = ColumnType<
  Select,
  JsonObjectInput | undefined,
  JsonObjectInput
>;

/** jsonb holding an array with a default ('[]'): write it as JSON text only (see above). */
export type JsonbArrayWithDefault<Select extends JsonValue[] = JsonValue[]> = ColumnType<
  Select,
  string | undefined,
  string
>;

/** Nullable jsonb holding an object (guarded by a jsonb_typeof CHECK when set). */
export type NullableJsonbObject<Select extends JsonObject = JsonObject> = ColumnType<
  Select | null,
  JsonObjectInput | null | undefined,
  JsonObjectInput | null
>;
