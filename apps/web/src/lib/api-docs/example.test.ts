import { describe, expect, it } from 'vitest';

import { declaredExample, exampleFromSchema } from './example';
import { FIXTURE_DOCUMENT } from './fixture';

const doc = FIXTURE_DOCUMENT;

describe('exampleFromSchema', () => {
  it('fills only the required properties of a $ref schema', () => {
    expect(exampleFromSchema(doc, { $ref: '#/components/schemas/GenerationRequest' })).toEqual({
      prompt: '<prompt>',
    });
  });

  it('uses type-appropriate placeholders', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        email: { type: 'string', format: 'email' },
        amount: { type: 'integer', minimum: 5 },
        count: { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER },
        small: { type: 'integer', maximum: 0 },
        ratio: { type: 'number', exclusiveMinimum: 0 },
        active: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        pair: { type: 'array', minItems: 2, items: { type: 'integer' } },
        kind: { enum: ['a', 'b'] },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        optional: { type: 'string' },
      },
      required: [
        'id',
        'email',
        'amount',
        'small',
        'count',
        'ratio',
        'active',
        'tags',
        'pair',
        'kind',
        'note',
      ],
    };
    expect(exampleFromSchema(doc, schema)).toEqual({
      id: '00000000-0000-0000-0000-000000000000',
      email: 'user@example.com',
      amount: 5,
      count: 1,
      small: 0,
      ratio: 1,
      active: false,
      tags: [],
      pair: [1, 1],
      kind: 'a',
      note: '<note>',
    });
  });

  it('prefers what the schema declares', () => {
    expect(exampleFromSchema(doc, { type: 'string', example: 'Hi' })).toBe('Hi');
    expect(exampleFromSchema(doc, { type: 'string', examples: ['One'] })).toBe('One');
    expect(exampleFromSchema(doc, { type: 'string', default: 'velo' })).toBe('velo');
    expect(exampleFromSchema(doc, { const: true })).toBe(true);
    expect(declaredExample(doc, { type: 'string' })).toBeNull();
  });
});
