import { describe, expect, it } from 'vitest';

import { FIXTURE_DOCUMENT } from './fixture';
import { lookupRef, refName, resolveSchema } from './refs';
import type { OpenApiDocument } from './types';

describe('refName', () => {
  it('names a component by the last pointer segment, unescaped', () => {
    expect(refName('#/components/schemas/Diagnostic')).toBe('Diagnostic');
    expect(refName('#/components/schemas/a~1b~0c')).toBe('a/b~c');
  });
});

describe('lookupRef', () => {
  it('follows a local pointer and refuses remote or missing ones', () => {
    expect(lookupRef(FIXTURE_DOCUMENT, '#/components/schemas/Error')?.required).toEqual([
      'message',
    ]);
    expect(lookupRef(FIXTURE_DOCUMENT, '#/components/schemas/Nope')).toBeUndefined();
    expect(lookupRef(FIXTURE_DOCUMENT, 'https://example.com/schema.json')).toBeUndefined();
  });
});

describe('resolveSchema', () => {
  it('resolves a $ref to the component and keeps its name', () => {
    const resolved = resolveSchema(FIXTURE_DOCUMENT, {
      $ref: '#/components/schemas/GenerationRequest',
    });
    expect(resolved.name).toBe('GenerationRequest');
    expect(resolved.schema.required).toEqual(['prompt']);
  });

  it('follows chains, lets keywords beside the $ref win, and stops on loops', () => {
    const document: OpenApiDocument = {
      components: {
        schemas: {
          Alias: { $ref: '#/components/schemas/Name' },
          Name: { type: 'string', description: 'Shared' },
          Loop: { $ref: '#/components/schemas/Loop' },
        },
      },
    };
    const resolved = resolveSchema(document, {
      $ref: '#/components/schemas/Alias',
      description: 'Here',
    });
    expect(resolved).toEqual({ schema: { type: 'string', description: 'Here' }, name: 'Name' });
    expect(resolveSchema(document, { $ref: '#/components/schemas/Loop' }).missing).toBe(true);
    expect(resolveSchema(document, { $ref: '#/components/schemas/Gone' })).toEqual({
      schema: {},
      name: 'Gone',
      missing: true,
    });
  });

  it('returns a schema without refs as it is', () => {
    expect(resolveSchema(FIXTURE_DOCUMENT, { type: 'integer' })).toEqual({
      schema: { type: 'integer' },
    });
    expect(resolveSchema(FIXTURE_DOCUMENT, undefined)).toEqual({ schema: {} });
  });
});
