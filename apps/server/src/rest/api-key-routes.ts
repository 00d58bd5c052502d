import {
  ZApiKeyIdInput,
  ZApiKeyList,
  ZCreateApiKeyInput,
  ZCreatedApiKey,
  ZRevokedApiKey,
} from '@veloforge/shared';

import { bodyOf, pathParam, type RestRoute } from './route-table';

/**
 * /api/me/api-keys: the signed-in user's API keys. Session-only procedures: with an API key
 * these answer 403, so a key can neither mint nor revoke keys.
 */
export const API_KEY_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/me/api-keys',
    handler: (caller) => caller.apiKeys.list(),
    doc: {
      operationId: 'listApiKeys',
      summary: 'Your API keys (never their secrets)',
      description: 'Active keys first, newest first, then recently revoked ones.',
      tag: 'API keys',
      auth: 'session',
      response: ZApiKeyList,
      example: {},
    },
  },
  {
    method: 'POST',
    url: '/api/me/api-keys',
    handler: (caller, request) => caller.apiKeys.create(bodyOf(request)),
    doc: {
      operationId: 'createApiKey',
      summary: 'Create a named API key',
      description:
        'Answers the secret once; only its hash is stored. At most 10 active keys per user.',
      tag: 'API keys',
      auth: 'session',
      body: ZCreateApiKeyInput,
      response: ZCreatedApiKey,
      errors: { 400: 'The name is empty or too long, or 10 keys are already active.' },
      example: { body: { name: 'CI deploys' } },
    },
  },
  {
    method: 'DELETE',
    url: '/api/me/api-keys/:id',
    handler: (caller, request) => caller.apiKeys.revoke({ id: pathParam(request, 'id') }),
    doc: {
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key',
      description: 'The key stops working at once (401). Revoking a revoked key answers it again.',
      tag: 'API keys',
      auth: 'session',
      params: ZApiKeyIdInput,
      response: ZRevokedApiKey,
      errors: { 404: 'No such key of yours.' },
      example: { params: { id: '5f0c2a8e-9b1d-4c3e-8a7f-6d5e4c3b2a10' } },
    },
  },
];
