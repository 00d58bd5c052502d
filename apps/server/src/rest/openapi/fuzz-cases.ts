import fc from 'fast-check';

import type { HttpMethod } from '../route-table';
import {
  badPathSegment,
  badQueryValue,
  encodeSegment,
  longString,
  malformedJson,
  nonObjectJson,
  oversizedString,
  pollutingValue,
  unicodeString,
  unknownKey,
  valueNotOf,
} from './fuzz-arbitraries';
import {
  faultyFields,
  keptInvalid,
  textOf,
  withEntry,
  withoutEntry,
  type Entries,
  type FuzzRoute,
} from './fuzz-model';
import { openApiPath } from './document';

/** Test code: the hostile requests of one route, by kind, as fast-check arbitraries. */

export type FuzzCase = {
  kind: string;
  /** What was changed, for the failure report (e.g. `prompt ← "a\u0000"`). */
  change?: string;
  method: HttpMethod;
  url: string;
  payload?: string;
  contentType?: string;
  /** The status the product promises: an exact one, or just a refusal ('4xx'). */
  status?: number | '4xx';
  /** On a 400, fieldErrors must name only these (at least one), or just be there ('any'). */
  fields?: string[] | 'any';
};

type Parts = { params?: Record<string, string>; query?: string };

const JSON_TYPE = 'application/json';

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
];

function urlOf(fuzz: FuzzRoute, parts: Parts = {}): string {
  const example = fuzz.route.doc.example;
  const params = { ...example.params, ...parts.params };
  const path = openApiPath(fuzz.route.url).replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name in (parts.params ?? {}) ? (params[name] ?? '') : encodeSegment(params[name] ?? ''),
  );
  const exampleQuery = Object.entries(example.query ?? {})
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(String(value))}`)
    .join('&');
  const query = parts.query ?? exampleQuery;
  return query ? `${path}?${query}` : path;
}

/** A request to the route's example URL with `payload` sent as JSON. */
function jsonCase(fuzz: FuzzRoute, kind: string, payload: string, more: Partial<FuzzCase> = {}) {
  return {
    kind,
    method: fuzz.route.method,
    url: urlOf(fuzz),
    payload,
    contentType: JSON_TYPE,
    ...more,
  };
}

/** A body and what was changed in the example to make it. */
type Changed = [Entries, string];

function changed(entries: Entries, name: string, value: unknown): Changed {
  const shown = value === undefined ? 'removed' : `← ${JSON.stringify(value)}`;
  return [entries, `${name} ${shown.length > 80 ? `${shown.slice(0, 80)}…` : shown}`];
}

/** Body cases (kept invalid on guarded routes), each expecting a 400 naming its faulty fields. */
function bodyKind(fuzz: FuzzRoute, kind: string, bodies: fc.Arbitrary<Changed>) {
  return bodies
    .map(([entries, change]) => {
      const kept = keptInvalid(fuzz, entries);
      if (!kept) return null;
      const payload = textOf(kept);
      const faulty = faultyFields(fuzz, JSON.parse(payload));
      const refused = fuzz.validatesBody && faulty.length > 0;
      return jsonCase(fuzz, kind, payload, {
        change,
        ...(refused ? { status: 400, fields: faulty } : {}),
      });
    })
    .filter((found) => found !== null);
}

/** Cases refused before any handler runs: the parser's 400, 413 and 415. */
function transportKinds(fuzz: FuzzRoute): Record<string, fc.Arbitrary<FuzzCase>> {
  const exampleText = textOf(fuzz.example);
  const field = fuzz.fields.find((f) => f.types?.has('string'))?.name ?? 'padding';
  return {
    malformedJson: malformedJson(exampleText).map((text) =>
      jsonCase(fuzz, 'malformedJson', text, { status: 400 }),
    ),
    contentType: fc
      .constantFrom(...WRONG_CONTENT_TYPES)
      .map((contentType) =>
        jsonCase(fuzz, 'contentType', exampleText, { contentType, status: 415 }),
      ),
    oversized: oversizedString.map((huge) =>
      jsonCase(fuzz, 'oversized', textOf(withEntry(fuzz.example, field, huge)), { status: 413 }),
    ),
  };
}

/** Cases of a JSON body derived from the route's schema and example. */
function bodyKinds(fuzz: FuzzRoute): Record<string, fc.Arbitrary<FuzzCase>> {
  const { example, fields } = fuzz;
  const replacing = (values: fc.Arbitrary<unknown>, names = fields.map((f) => f.name)) =>
    fc
      .tuple(fc.constantFrom(...names), values)
      .map(([name, value]) => changed(withEntry(example, name, value), name, value));
  const typed = fields.flatMap((f) => {
    const wrong = f.types ? valueNotOf(f.types) : null;
    return wrong ? [replacing(wrong, [f.name])] : [];
  });
  const present = example.map(([key]) => key);
  const extra = fc
    .array(fc.tuple(unknownKey, pollutingValue), { minLength: 1, maxLength: 3 })
    .map((members) => changed([...example, ...(members as Entries)], 'extra', members));
  const kinds: Record<string, fc.Arbitrary<FuzzCase>> = {
    topLevel: nonObjectJson.map((value) =>
      jsonCase(fuzz, 'topLevel', JSON.stringify(value), { status: 400 }),
    ),
    extraFields: bodyKind(fuzz, 'extraFields', extra),
    longString: bodyKind(fuzz, 'longString', replacing(longString)),
    unicode: bodyKind(fuzz, 'unicode', replacing(unicodeString)),
  };
  if (typed.length > 0) kinds.wrongType = bodyKind(fuzz, 'wrongType', fc.oneof(...typed));
  if (present.length > 0) {
    const missing = fc
      .constantFrom(...present)
      .map((name) => changed(withoutEntry(example, name), name, undefined));
    kinds.missingField = bodyKind(fuzz, 'missingField', missing);
  }
  return kinds;
}

/** Bad path ids and query values, the example's body unchanged. */
function addressKinds(fuzz: FuzzRoute): Record<string, fc.Arbitrary<FuzzCase>> {
  const { route } = fuzz;
  const body = route.doc.body ? { payload: textOf(fuzz.example), contentType: JSON_TYPE } : {};
  const base = { method: route.method, ...body };
  const refused = route.method === 'GET' ? {} : { status: '4xx' as const };
  const kinds: Record<string, fc.Arbitrary<FuzzCase>> = {};
  const names = Object.keys(route.doc.params?.shape ?? {});
  if (names.length > 0) {
    kinds.badId = fc.tuple(fc.constantFrom(...names), badPathSegment).map(([name, segment]) => ({
      ...base,
      ...refused,
      kind: 'badId',
      url: urlOf(fuzz, { params: { [name]: segment } }),
    }));
  }
  if (route.method === 'GET') {
    const declared = Object.keys(route.doc.query?.shape ?? {});
    const name = fc.oneof(
      ...(declared.length > 0 ? [fc.constantFrom(...declared)] : []),
      fc.string({ maxLength: 8 }).map(encodeSegment),
    );
    const pairs = fc.array(fc.tuple(name, badQueryValue), { minLength: 1, maxLength: 3 });
    kinds.badQuery = pairs.map((list) => ({
      ...base,
      kind: 'badQuery',
      fields: 'any' as const,
      url: urlOf(fuzz, { query: list.map(([key, value]) => `${key}=${value}`).join('&') }),
    }));
  }
  return kinds;
}

/** Every kind of hostile request that applies to the route. */
export function caseKinds(fuzz: FuzzRoute): Record<string, fc.Arbitrary<FuzzCase>> {
  const { method, doc } = fuzz.route;
  return {
    ...(method === 'GET' ? {} : transportKinds(fuzz)),
    ...(doc.body ? bodyKinds(fuzz) : {}),
    ...addressKinds(fuzz),
  };
}
