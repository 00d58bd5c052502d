import { describe, expect, it } from 'vitest';

import { FIXTURE_DOCUMENT } from './fixture';
import { schemaFields } from './schema-fields';
import type { OpenApiDocument } from './types';

const doc = FIXTURE_DOCUMENT;

describe('schemaFields', () => {
  it('lists a $ref object with required markers, nested arrays of objects indented', () => {
    const rows = schemaFields(doc, { $ref: '#/components/schemas/GenerationRequest' });
    expect(rows.map((row) => [row.path, row.depth, row.type, row.required])).toEqual([
      ['prompt', 0, 'string', true],
      ['outputType', 0, '"velo" | "html" | "backend" | "frontend_backend" | "full"', false],
      ['elementIds', 0, 'string[]', false],
      ['collections', 0, 'object[]', false],
      ['collections[].name', 1, 'string', true],
      ['collections[].fields', 1, 'object[]', true],
      ['collections[].fields[].id', 2, 'string', true],
      ['collections[].fields[].type', 2, 'string', true],
    ]);
    expect(rows[0]).toMatchObject({
      name: 'prompt',
      constraints: ['1–8000 characters'],
      description: 'What to build',
    });
    expect(rows[1]?.constraints).toEqual(['default: "velo"']);
  });

  it('marks nullable fields and expands arrays of named schemas', () => {
    const rows = schemaFields(doc, { $ref: '#/components/schemas/GenerationResponse' });
    const notice = rows.find((row) => row.path === 'notice');
    expect(notice).toMatchObject({ type: 'string | null', nullable: true, required: true });
    expect(rows.find((row) => row.path === 'diagnostics')?.type).toBe('Diagnostic[]');
    expect(rows.find((row) => row.path === 'diagnostics[].severity')?.type).toBe(
      '"error" | "warning" | "info"',
    );
  });

  it('lists an array body by its items and gives plain values no rows', () => {
    const rows = schemaFields(doc, {
      type: 'array',
      items: { $ref: '#/components/schemas/Diagnostic' },
    });
    expect(rows.map((row) => row.path)).toEqual(['[].line', '[].severity', '[].message']);
    expect(schemaFields(doc, { type: 'string' })).toEqual([]);
    expect(schemaFields(doc, undefined)).toEqual([]);
  });

  it('merges allOf parts and requires in a union only what every branch requires', () => {
    const rows = schemaFields(doc, {
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        {
          anyOf: [
            { type: 'object', properties: { b: { type: 'string' } }, required: ['b'] },
            { type: 'object', properties: { b: { type: 'string' }, c: {} }, required: ['b', 'c'] },
          ],
        },
      ],
    });
    expect(rows.map((row) => [row.path, row.required])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
  });

  it('does not expand a schema inside itself again', () => {
    const tree: OpenApiDocument = {
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: {
              label: { type: 'string' },
              children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            },
          },
        },
      },
    };
    const rows = schemaFields(tree, { $ref: '#/components/schemas/Node' });
    expect(rows.map((row) => [row.path, row.type])).toEqual([
      ['label', 'string'],
      ['children', 'Node[]'],
    ]);
  });
});
