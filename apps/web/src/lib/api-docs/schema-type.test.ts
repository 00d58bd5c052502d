import { describe, expect, it } from 'vitest';

import { FIXTURE_DOCUMENT } from './fixture';
import { constraintsOf, typeLabel, unwrapSchema } from './schema-type';

const doc = FIXTURE_DOCUMENT;

describe('typeLabel', () => {
  it('names plain types, component refs and arrays of them', () => {
    expect(typeLabel(doc, { type: 'string' })).toBe('string');
    expect(typeLabel(doc, { $ref: '#/components/schemas/Diagnostic' })).toBe('Diagnostic');
    expect(
      typeLabel(doc, { type: 'array', items: { $ref: '#/components/schemas/Diagnostic' } }),
    ).toBe('Diagnostic[]');
    expect(typeLabel(doc, { type: 'object', properties: {} })).toBe('object');
    expect(typeLabel(doc, {})).toBe('any');
  });

  it('lists enum values and consts as literals', () => {
    expect(typeLabel(doc, { type: 'string', enum: ['velo', 'html'] })).toBe('"velo" | "html"');
    expect(typeLabel(doc, { type: 'boolean', const: true })).toBe('true');
    expect(typeLabel(doc, { type: 'array', items: { enum: ['a', 'b'] } })).toBe('("a" | "b")[]');
  });

  it('says nullable in each of the three spellings', () => {
    expect(typeLabel(doc, { anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeLabel(doc, { type: ['integer', 'null'] })).toBe('integer | null');
    expect(typeLabel(doc, { type: 'string', nullable: true })).toBe('string | null');
    expect(typeLabel(doc, { enum: ['a', null] })).toBe('"a" | null');
    expect(
      typeLabel(doc, { oneOf: [{ $ref: '#/components/schemas/Diagnostic' }, { type: 'null' }] }),
    ).toBe('Diagnostic | null');
  });

  it('shows unions and maps', () => {
    expect(typeLabel(doc, { anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe(
      'string | number',
    );
    expect(typeLabel(doc, { type: 'object', additionalProperties: { type: 'number' } })).toBe(
      'Record<string, number>',
    );
  });
});

describe('unwrapSchema', () => {
  it('keeps the outer description when it takes the non-null branch', () => {
    const unwrapped = unwrapSchema(doc, {
      description: 'Why',
      anyOf: [{ type: 'string' }, { type: 'null' }],
    });
    expect(unwrapped).toEqual({ schema: { type: 'string', description: 'Why' }, nullable: true });
  });
});

describe('constraintsOf', () => {
  it('puts lengths, ranges and item counts into words', () => {
    expect(constraintsOf(doc, { type: 'string', minLength: 1, maxLength: 8000 })).toEqual([
      '1–8000 characters',
    ]);
    expect(constraintsOf(doc, { type: 'string', minLength: 1 })).toEqual(['non-empty']);
    expect(constraintsOf(doc, { type: 'string', minLength: 8 })).toEqual(['at least 8 characters']);
    expect(constraintsOf(doc, { type: 'string', maxLength: 1 })).toEqual(['at most 1 character']);
    expect(constraintsOf(doc, { type: 'string', minLength: 4, maxLength: 4 })).toEqual([
      'exactly 4 characters',
    ]);
    expect(constraintsOf(doc, { type: 'integer', minimum: 1, maximum: 100 })).toEqual(['1–100']);
    expect(constraintsOf(doc, { type: 'number', exclusiveMinimum: 0 })).toEqual(['> 0']);
    expect(constraintsOf(doc, { type: 'integer', minimum: 1 })).toEqual(['≥ 1']);
    expect(constraintsOf(doc, { type: 'array', items: {}, maxItems: 50 })).toEqual([
      'at most 50 items',
    ]);
  });

  it('adds format, pattern, default and the limits of plain array items', () => {
    expect(constraintsOf(doc, { type: 'string', pattern: '^a', default: 'x' })).toEqual([
      'pattern: ^a',
      'default: "x"',
    ]);
    expect(
      constraintsOf(doc, {
        type: 'array',
        maxItems: 500,
        items: { type: 'string', maxLength: 64 },
      }),
    ).toEqual(['at most 500 items', 'each: at most 64 characters']);
  });

  it('leaves out what zod adds without telling a reader anything', () => {
    const uuidPattern = '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4})$';
    expect(constraintsOf(doc, { type: 'string', format: 'uuid', pattern: uuidPattern })).toEqual([
      'format: uuid',
    ]);
    const safe = Number.MAX_SAFE_INTEGER;
    expect(constraintsOf(doc, { type: 'integer', minimum: -safe, maximum: safe })).toEqual([]);
    expect(constraintsOf(doc, { type: 'integer', exclusiveMinimum: 0, maximum: safe })).toEqual([
      '> 0',
    ]);
  });

  it('reads the constraints of a nullable string through its null branch', () => {
    expect(
      constraintsOf(doc, { anyOf: [{ type: 'string', maxLength: 10 }, { type: 'null' }] }),
    ).toEqual(['at most 10 characters']);
  });
});
