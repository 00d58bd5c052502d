import type { JsonSchema, OpenApiDocument } from './types';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A `content` map with one JSON schema, as every body and answer here has. */
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/**
 * A small OpenAPI 3.1 document shaped like the server's /api/openapi.json: a shared schema
 * behind a $ref, a path parameter, a query parameter, a public route, an admin route and a
 * session-only route. The unit tests read it; it is not shipped as data.
 */
export const FIXTURE_DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'VeloForge API', version: '1.0.0' },
  tags: [
    { name: 'Generation', description: 'Generate and fix Wix Velo code.' },
    { name: 'Account' },
    { name: 'Admin', description: 'Operator tools; admins only.' },
  ],
  components: {
    securitySchemes: {
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'session' },
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key from /settings' },
    },
    schemas: {
      Error: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          fieldErrors: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['message'],
      },
      Diagnostic: {
        type: 'object',
        properties: {
          line: { type: 'integer', minimum: 1 },
          severity: { type: 'string', enum: ['error', 'warning', 'info'] },
          message: { type: 'string' },
        },
        required: ['line', 'severity', 'message'],
      },
      GenerationRequest: {
        type: 'object',
        properties: {
          prompt: { type: 'string', minLength: 1, maxLength: 8000, description: 'What to build' },
          outputType: {
            type: 'string',
            enum: ['velo', 'html', 'backend', 'frontend_backend', 'full'],
            default: 'velo',
          },
          elementIds: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 500 },
          collections: {
            type: 'array',
            maxItems: 50,
            items: {
              type: 'object',
              properties: {
                name: { type: 'string', minLength: 1 },
                fields: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { id: { type: 'string' }, type: { type: 'string' } },
                    required: ['id', 'type'],
                  },
                },
              },
              required: ['name', 'fields'],
            },
          },
        },
        required: ['prompt'],
      },
      GenerationResponse: {
        type: 'object',
        properties: {
          success: { type: 'boolean', const: true },
          sessionId: { type: 'string', format: 'uuid' },
          frontendCode: { type: 'string' },
          diagnostics: { type: 'array', items: ref('Diagnostic') },
          notice: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          tokensRemaining: { type: 'integer' },
        },
        required: ['success', 'sessionId', 'frontendCode', 'diagnostics', 'notice'],
      },
    },
  },
  paths: {
    '/api/settings': {
      get: {
        operationId: 'getSettings',
        summary: 'Token package price',
        tags: ['Account'],
        security: [],
        responses: {
          '200': {
            description: 'The current package',
            content: json({
              type: 'object',
              properties: {
                tokenPackagePrice: { type: 'number' },
                tokenPackageAmount: { type: 'integer' },
              },
              required: ['tokenPackagePrice', 'tokenPackageAmount'],
            }),
          },
        },
      },
    },
    '/api/generate-code': {
      post: {
        operationId: 'generateCode',
        summary: 'Generate Velo code',
        description: 'Charges 1 token; refunded when the engine fails.',
        tags: ['Generation'],
        security: [{ bearerAuth: [] }, { cookieAuth: [] }],
        requestBody: { required: true, content: json(ref('GenerationRequest')) },
        responses: {
          '429': {
            description: 'Too many requests',
            content: json(ref('Error')),
          },
          '200': {
            description: 'The generated code',
            content: json(ref('GenerationResponse')),
          },
          '400': {
            description: 'Invalid input',
            content: json(ref('Error')),
          },
        },
        'x-example': {
          body: { prompt: "Show the team's members in a repeater", outputType: 'velo' },
        },
      },
    },
    '/api/generator-sessions/{id}': {
      get: {
        operationId: 'getGeneratorSession',
        summary: 'One generation with its versions',
        tags: ['Generation'],
        security: [{ bearerAuth: [] }, { cookieAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The session' }, '404': { description: 'Not found' } },
      },
    },
    '/api/verify-purchase': {
      get: {
        operationId: 'verifyPurchase',
        summary: 'Check a checkout session',
        tags: ['Account'],
        security: [{ bearerAuth: [] }, { cookieAuth: [] }],
        parameters: [
          { name: 'session_id', in: 'query', required: true, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'Purchase status' } },
        'x-example': { query: { session_id: 'cs_test a&b' } },
      },
    },
    '/api/me/api-keys': {
      post: {
        operationId: 'createApiKey',
        summary: 'Create an API key',
        tags: ['Account'],
        security: [{ cookieAuth: [] }],
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            properties: { name: { type: 'string', minLength: 1, maxLength: 64 } },
            required: ['name'],
          }),
        },
        responses: { '201': { description: 'The key, shown once' } },
      },
    },
    '/api/admin/users/{userId}/tokens': {
      post: {
        operationId: 'grantTokens',
        summary: 'Grant tokens to a user',
        tags: ['Admin'],
        security: [{ cookieAuth: [] }],
        parameters: [
          {
            name: 'userId',
            in: 'path',
            required: true,
            schema: { type: 'string', format: 'uuid' },
          },
        ],
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            properties: { amount: { type: 'integer', minimum: 1, maximum: 100000 } },
            required: ['amount'],
          }),
        },
        responses: { '200': { description: 'Granted' }, '403': { description: 'Not an admin' } },
      },
    },
  },
};
