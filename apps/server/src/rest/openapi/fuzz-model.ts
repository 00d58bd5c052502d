import { z } from 'zod';

import { nulFieldsOf } from '../../plugins/nul-guard';
import type { JsonType } from './fuzz-arbitraries';
import type { DocumentedRoute } from './route-doc';

/** Test code: what the fuzz test knows of a route from its doc (its own zod schemas). */

export type Field = { name: string; required: boolean; types: ReadonlySet<JsonType> | null };

/** A body as its members in order, so keys such as `__proto__` stay plain members. */
export type Entries = [key: string, value: unknown][];

export type FuzzRoute = {
  route: DocumentedRoute;
  fields: Field[];
  example: Entries;
  /** A valid request would move a balance, the ledger, a generation, a purchase or a legal page. */
  guarded: boolean;
  /** The route answers a bad body with the schema's fieldErrors (the webhook checks a signature). */
  validatesBody: boolean;
};

/** Routes besides the charged ones whose success would change what the test watches. */
const GUARDED = new Set([
  'grantTokens',
  'publishLegalDocument',
  'startCheckout',
  'payTestCheckout',
  'verifyPurchase',
  'stripeWebhook',
]);

type Json = Record<string, unknown>;

function typesOf(schema: Json): Set<JsonType> | null {
  const types = new Set<JsonType>();
  const type = schema.type;
  if (typeof type === 'string') types.add(type as JsonType);
  if (Array.isArray(type)) (type as JsonType[]).forEach((t) => types.add(t));
  for (const value of [...((schema.enum as unknown[]) ?? []), schema.const]) {
    if (value === undefined) continue;
    types.add(value === null ? 'null' : (typeof value as JsonType));
  }
  for (const option of [...((schema.anyOf as Json[]) ?? []), ...((schema.oneOf as Json[]) ?? [])]) {
    const inner = typesOf(option);
    if (!inner) return null;
    inner.forEach((t) => types.add(t));
  }
  return types.size > 0 ? types : null;
}

function fieldsOf(schema: z.ZodType | undefined): Field[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties ?? {}) as Record<string, Json>).map(([name, prop]) => ({
    name,
    required: required.has(name),
    types: typesOf(prop),
  }));
}

export function fuzzRouteOf(route: DocumentedRoute): FuzzRoute {
  const { doc } = route;
  const body = doc.example.body;
  return {
    route,
    fields: fieldsOf(doc.body),
    example: typeof body === 'object' && body !== null ? Object.entries(body) : [],
    guarded: GUARDED.has(doc.operationId) || doc.errors?.[402] !== undefined,
    validatesBody: doc.auth !== 'none',
  };
}

export function textOf(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

export function withEntry(entries: Entries, key: string, value: unknown): Entries {
  return [...entries.filter(([name]) => name !== key), [key, value]];
}

export function withoutEntry(entries: Entries, key: string): Entries {
  return entries.filter(([name]) => name !== key);
}

/**
 * The fields a 400 may name for this body: the schema's issues and the text holding U+0000
 * (which PostgreSQL cannot store). None means the server would accept the body.
 */
export function faultyFields(fuzz: FuzzRoute, body: unknown): string[] {
  const faulty = new Set(nulFieldsOf(body));
  const parsed = fuzz.route.doc.body?.safeParse(body);
  for (const issue of parsed?.error?.issues ?? []) {
    faulty.add(issue.path.length > 0 ? issue.path.join('.') : '_');
  }
  return [...faulty];
}

/**
 * On a guarded route a body the server would accept loses a required field, so no case can
 * charge, credit or publish; null when it has none to lose.
 */
export function keptInvalid(fuzz: FuzzRoute, entries: Entries): Entries | null {
  if (!fuzz.guarded || faultyFields(fuzz, JSON.parse(textOf(entries))).length > 0) return entries;
  const required = fuzz.fields.find(
    (field) => field.required && entries.some(([k]) => k === field.name),
  );
  return required ? withoutEntry(entries, required.name) : null;
}
