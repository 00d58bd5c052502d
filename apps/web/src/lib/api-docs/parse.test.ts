import { describe, expect, it } from 'vitest';

import { FIXTURE_DOCUMENT } from './fixture';
import { assertOpenApiDocument, parseDocument } from './parse';
import type { OpenApiDocument } from './types';

describe('parseDocument', () => {
  const reference = parseDocument(FIXTURE_DOCUMENT);

  it('groups by first tag in the document tag order, operations by path then method', () => {
    expect(reference.title).toBe('VeloForge API');
    expect(reference.version).toBe('1.0.0');
    expect(
      reference.groups.map((group) => [
        group.tag,
        group.operations.map((op) => `${op.method} ${op.path}`),
      ]),
    ).toEqual([
      ['Generation', ['post /api/generate-code', 'get /api/generator-sessions/{id}']],
      ['Account', ['post /api/me/api-keys', 'get /api/settings', 'get /api/verify-purchase']],
      ['Admin', ['post /api/admin/users/{userId}/tokens']],
    ]);
    expect(reference.groups[0]).toMatchObject({
      anchor: 'tag-generation',
      description: 'Generate and fix Wix Velo code.',
    });
  });

  it('gives each operation an anchor, its access, body, sorted responses and a curl', () => {
    const generate = reference.groups[0]?.operations[0];
    expect(generate).toMatchObject({
      anchor: 'generate-code',
      summary: 'Generate Velo code',
      description: 'Charges 1 token; refunded when the engine fails.',
      deprecated: false,
      access: { level: 'user', label: 'Signed-in user or API key' },
      requestBody: {
        required: true,
        schema: { $ref: '#/components/schemas/GenerationRequest' },
      },
    });
    expect(generate?.responses.map((response) => response.status)).toEqual(['200', '400', '429']);
    expect(generate?.responses[0]).toEqual({
      status: '200',
      description: 'The generated code',
      mediaType: 'application/json',
      schema: { $ref: '#/components/schemas/GenerationResponse' },
      headers: [],
    });
    expect(generate?.curl).toContain('Authorization: Bearer $VELOFORGE_API_KEY');
  });

  it('sorts by method in CRUD order, merges path parameters and puts untagged last', () => {
    const document: OpenApiDocument = {
      components: { parameters: { Id: { name: 'id', in: 'path', required: true } } },
      paths: {
        '/b/{id}': {
          parameters: [{ $ref: '#/components/parameters/Id' }, { name: 'v', in: 'query' }],
          delete: { tags: ['Zed'] },
          get: { tags: ['Zed'], parameters: [{ name: 'v', in: 'query', required: true }] },
        },
        '/a': { post: { summary: 'Untagged' }, get: { tags: ['Alpha'], operationId: 'listA' } },
        '/c': { get: { tags: ['Alpha'], operationId: 'listA' } },
      },
    };
    const { groups } = parseDocument(document);
    expect(groups.map((group) => group.tag)).toEqual(['Alpha', 'Zed', 'Other']);
    expect(groups[1]?.operations.map((op) => op.method)).toEqual(['get', 'delete']);
    expect(groups[1]?.operations[0]?.parameters).toEqual([
      { name: 'id', in: 'path', required: true },
      { name: 'v', in: 'query', required: true },
    ]);
    expect(groups[1]?.operations[0]?.summary).toBe('GET /b/{id}');
    expect(groups[0]?.operations.map((op) => op.anchor)).toEqual(['list-a', 'list-a-2']);
    expect(groups[2]?.operations[0]?.anchor).toBe('post-a');
  });
});

describe('parseDocument responses', () => {
  it('shows a stream by its event schema and lists response headers', () => {
    const document: OpenApiDocument = {
      paths: {
        '/api/stream': {
          post: {
            responses: {
              '200': {
                description: 'Events',
                content: {
                  'text/event-stream': {
                    schema: { type: 'string' },
                    'x-itemSchema': { $ref: '#/components/schemas/Event' },
                  },
                },
              },
              '429': {
                description: 'Slow down',
                headers: { 'Retry-After': { description: 'Seconds to wait.' } },
              },
            },
          },
        },
      },
    };
    const [ok, limited] = parseDocument(document).groups[0]?.operations[0]?.responses ?? [];
    expect(ok).toMatchObject({
      mediaType: 'text/event-stream',
      schema: { $ref: '#/components/schemas/Event' },
    });
    expect(limited).toEqual({
      status: '429',
      description: 'Slow down',
      headers: [{ name: 'Retry-After', description: 'Seconds to wait.' }],
    });
  });
});

describe('assertOpenApiDocument', () => {
  it('accepts a document with paths and refuses anything else', () => {
    expect(() => assertOpenApiDocument(FIXTURE_DOCUMENT)).not.toThrow();
    for (const value of [null, [], 'x', { openapi: '3.1.0' }, { paths: [] }]) {
      expect(() => assertOpenApiDocument(value)).toThrow(/not an OpenAPI document/);
    }
  });
});
