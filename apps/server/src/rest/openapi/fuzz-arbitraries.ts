import fc from 'fast-check';

/** Test code: the hostile values the fuzz test builds its requests from. */

/** The body limit is 1 MiB: each of these makes a body well over it, in 1, 2 and 4 byte chars. */
export const oversizedString = fc
  .constantFrom(['x', 1_100_000], ['é', 600_000], ['😀', 300_000])
  .map(([char, count]) => (char as string).repeat(count as number));

/** 100 KB of text: under the body limit, over every field's own limit but the longest. */
export const longString = fc
  .constantFrom('a', 'é', '😀', ' ', '\u0301', '<')
  .map((char) => char.repeat(100_000 / char.length));

const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202e\u202dabc\u202c',
  '\u200f\u200e\u061c',
  '\u200b\ufeff\u2060',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z\u0324\u0354\u0367\u0311\u0313',
  '\uffff\ufffe',
  '\u2028\u2029',
  '\u001b[31mred\u001b[0m',
  '%00',
  '\\',
  '"\'`',
  "'; DROP TABLE users;--",
  '__proto__',
  '   ',
];

/** Strings that trip encoders, collations and terminals: NUL, lone surrogates, RTL, ZWJ, marks. */
export const unicodeString = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  fc
    .tuple(fc.constantFrom(...UNICODE_EDGES), fc.string({ unit: 'grapheme', maxLength: 8 }))
    .map(([edge, text]) => `${text}${edge}${text}`),
);

/** Keys no body declares, among them the ones prototype pollution uses. */
export const unknownKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'then'),
  fc.string({ minLength: 1, maxLength: 12 }).map((name) => `x_${name}`),
  unicodeString.map((name) => `x_${name}`),
);

/** Any JSON value, kept small. */
export const jsonValue = fc.jsonValue({ maxDepth: 2 });

/** `{"prototype": …}` under `constructor`: what secure-json-parse looks for. */
export const pollutingValue = fc.oneof(
  jsonValue,
  fc.constant({ prototype: { polluted: true } }),
  fc.constant({ polluted: true }),
);

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

const VALUE_OF_TYPE: Record<Exclude<JsonType, 'integer'>, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', '1', 'true', 'null')),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  array: fc.array(jsonValue, { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), jsonValue, { maxKeys: 3 }),
  null: fc.constant(null),
};

/** A value of another JSON type than any of `allowed` (an integer counts as a number). */
export function valueNotOf(allowed: ReadonlySet<JsonType>): fc.Arbitrary<unknown> | null {
  const others = (Object.keys(VALUE_OF_TYPE) as (keyof typeof VALUE_OF_TYPE)[]).filter(
    (type) => !allowed.has(type) && !(type === 'number' && allowed.has('integer')),
  );
  return others.length === 0 ? null : fc.oneof(...others.map((type) => VALUE_OF_TYPE[type]));
}

/** JSON of the wrong top-level type for an object body. */
export const nonObjectJson = fc.oneof(
  fc.constant(null),
  VALUE_OF_TYPE.number,
  VALUE_OF_TYPE.boolean,
  fc.string({ maxLength: 20 }),
  fc.array(jsonValue, { maxLength: 3 }),
);

/** Text that is not JSON (a BOM is skipped by the server's parser, so none is added). */
export function malformedJson(exampleText: string): fc.Arbitrary<string> {
  const broken = fc.constantFrom(
    '{',
    '{"a":}',
    "{'a': 1}",
    '[1,]',
    '{"a": 1,}',
    'undefined',
    'NaN',
    '{"a": 01}',
    '{"a": "\\x"}',
    '{"a": "\\ud800',
    '"tab\there"',
    '\u0000',
    '{"a": 1}{"b": 2}',
    ' ',
  );
  const truncated = fc
    .integer({ min: 1, max: Math.max(1, exampleText.length - 1) })
    .map((end) => exampleText.slice(0, end));
  return fc.oneof(broken, truncated, fc.string({ maxLength: 30 })).filter((text) => !isJson(text));
}

export function isJson(text: string): boolean {
  try {
    JSON.parse(text.replace(/^\ufeff/, ''));
    return true;
  } catch {
    return false;
  }
}

/** Bad path ids: not uuids, uuids of nothing, 10 KB long, traversal, broken percent-encoding. */
export const badPathSegment = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeSegment),
  fc.uuid().map(encodeSegment),
  unicodeString.map(encodeSegment),
  fc.constantFrom('a', '9').map((char) => char.repeat(10_240)),
  fc.constantFrom(
    '..',
    '..%2F..%2Fuser',
    '%2e%2e',
    '.',
    '%E0%A4%A',
    '%',
    '%zz',
    '%00',
    '-1',
    'null',
  ),
);

/** Percent-encodes a path segment; a lone surrogate goes as the replacement character's bytes. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Bad query-string values (already encoded): not numbers, out of range, huge, empty. */
export const badQueryValue = fc.oneof(
  fc.constantFrom('', '-1', '0', '1.5', '1e309', 'NaN', 'Infinity', '0x10', '%201', '１', '%00'),
  fc.constantFrom('9'.repeat(400), 'a'.repeat(10_000)),
  fc.string({ maxLength: 20 }).map(encodeSegment),
  unicodeString.map(encodeSegment),
);
