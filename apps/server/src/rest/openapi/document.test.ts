import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, type TestServer } from '../../testing';
import { createValidator } from './contract-validator';
import { buildOpenApiDocument, openApiPath } from './document';
import { DOCUMENTED_API_ROUTES } from './documented-routes';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; schema: unknown; example?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const document = JSON.parse(
  JSON.stringify(
    buildOpenApiDocument(DOCUMENTED_API_ROUTES, {
      appUrl: 'https://veloforge.example',
      version: '1.2.3',
    }),
  ),
) as Json & { paths: Record<string, Record<string, Operation>>; components: Json };

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    name: `${method.toUpperCase()} ${path}`,
    path,
    op,
  })),
);

/** Every `$ref` in the document, with where it is. */
function refsOf(value: unknown, at = '#'): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((inner, i) => refsOf(inner, `${at}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]): [string, string][] =>
    key === '$ref' && typeof inner === 'string' ? [[at, inner]] : refsOf(inner, `${at}/${key}`),
  );
}

function resolve(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
}

/**
 * 'METHOD /path' of each /api route in Fastify's route tree, where a child line holds only the
 * rest of its parent's path ('│   └── /profile (PATCH)' under '/api/user').
 */
function servedApiRoutes(tree: string): string[] {
  const stack: string[] = [];
  return tree
    .split('\n')
    .flatMap((line) => {
      const match = /── (\S+) \(([A-Z, ]+)\)/.exec(line);
      if (!match) return [];
      const depth = Math.floor(line.indexOf('──') / 4);
      const path = `${depth > 0 ? stack[depth - 1] : ''}${match[1]}`;
      stack[depth] = path;
      if (!path.startsWith('/api/')) return [];
      const methods = match[2]!.split(', ').filter((method) => method !== 'HEAD');
      return methods.map((method) => `${method} ${openApiPath(path)}`);
    })
    .sort();
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1.0 with the info, server and security schemes clients need', () => {
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'VeloForge API', version: '1.2.3' },
      servers: [{ url: 'https://veloforge.example' }],
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'session' },
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
    });
  });

  it('gives every operation a unique operationId, a summary, a known tag and a 2xx answer', () => {
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name));
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, op } of operations) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, name).toBeTruthy();
      expect(
        op.tags?.every((tag) => tags.has(tag)),
        name,
      ).toBe(true);
      expect(
        Object.keys(op.responses ?? {}).some((s) => s.startsWith('2')),
        name,
      ).toBe(true);
    }
  });

  it('answers every error with the ErrorResponse schema', () => {
    for (const { name, op } of operations) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (status.startsWith('2')) continue;
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorResponse',
        });
      }
    }
  });

  it('resolves every $ref', () => {
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter(([, ref]) => resolve(ref) === undefined)).toEqual([]);
  });

  it('declares each path parameter of a path, and only those', () => {
    for (const { name, path, op } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), name).toEqual(inPath.sort());
    }
  });

  it('names only the declared security schemes', () => {
    const schemes = Object.keys(document.components.securitySchemes as Json);
    const used = operations.flatMap(({ op }) => (op.security ?? []).flatMap(Object.keys));
    expect(used.filter((scheme) => !schemes.includes(scheme))).toEqual([]);
  });

  it('has examples that match their own schemas', () => {
    const validator = createValidator(document.components.schemas as Json);
    for (const { name, op } of operations) {
      const body = op.requestBody?.content['application/json'];
      if (body?.example !== undefined) {
        expect(validator.problems(body.schema, body.example), `${name} body`).toBeNull();
      }
      for (const parameter of op.parameters ?? []) {
        if (parameter.example === undefined) continue;
        const label = `${name} ${parameter.name}`;
        expect(validator.problems(parameter.schema, parameter.example), label).toBeNull();
      }
    }
  });
});

describe('the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('documents every /api route it serves (HEAD aside)', () => {
    expect(servedApiRoutes(server.app.printRoutes({ commonPrefix: false }))).toEqual(
      operations.map(({ name }) => name).sort(),
    );
  });

  it('serves the document at /api/openapi.json, cacheable by anyone', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toMatchObject({
      openapi: '3.1.0',
      servers: [{ url: server.config.appUrl }],
    });
  });
});
