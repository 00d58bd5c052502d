import { ZGenerateInput, ZSessionListQuery, ZTroubleshootInput } from '@veloforge/api';
import {
  ZGenerationPreferences,
  ZGenerationResponse,
  ZGeneratorSession,
  ZInstructionRequest,
  ZInstructionResponse,
  ZPreferencesResponse,
  ZSessionId,
  ZSessionList,
  ZTroubleshootResponse,
} from '@veloforge/shared';

import { CHARGED_ERRORS, IDEMPOTENCY_HEADERS, TROUBLESHOOT_ERRORS } from './openapi/charged';
import { GENERATE_EXAMPLE, INSTRUCTION_EXAMPLE, TROUBLESHOOT_EXAMPLE } from './openapi/examples';
import { bodyOf, optionalQuery, pathParam, type RestRoute } from './route-table';

/**
 * The charged calls (an Idempotency-Key header reaches them through the context), past
 * generations and the generator's preferences.
 */
export const GENERATION_REST_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/generate-code',
    handler: (caller, request) => caller.generation.generate(bodyOf(request)),
    doc: {
      operationId: 'generateCode',
      summary: 'Generate Velo code (charged)',
      description: 'POST /api/generate-code/stream answers the same as server-sent events.',
      tag: 'Generation',
      auth: 'user',
      body: ZGenerateInput,
      headers: IDEMPOTENCY_HEADERS,
      response: ZGenerationResponse,
      errors: CHARGED_ERRORS,
      example: { body: GENERATE_EXAMPLE },
    },
  },
  {
    method: 'POST',
    url: '/api/troubleshoot-code',
    handler: (caller, request) => caller.generation.troubleshoot(bodyOf(request)),
    doc: {
      operationId: 'troubleshootCode',
      summary: 'Fix generated code from an error message (charged)',
      description:
        'With `sessionId`, the fix becomes a new version of that generation. POST /api/troubleshoot-code/stream answers as server-sent events.',
      tag: 'Generation',
      auth: 'user',
      body: ZTroubleshootInput,
      headers: IDEMPOTENCY_HEADERS,
      response: ZTroubleshootResponse,
      errors: TROUBLESHOOT_ERRORS,
      example: { body: TROUBLESHOOT_EXAMPLE },
    },
  },
  {
    method: 'POST',
    url: '/api/generate-instruction',
    handler: (caller, request) => caller.generation.instruction(bodyOf(request)),
    doc: {
      operationId: 'generateInstruction',
      summary: 'Build a structured prompt from the site structure (charged)',
      tag: 'Generation',
      auth: 'user',
      body: ZInstructionRequest,
      headers: IDEMPOTENCY_HEADERS,
      response: ZInstructionResponse,
      errors: CHARGED_ERRORS,
      example: { body: INSTRUCTION_EXAMPLE },
    },
  },
  {
    method: 'GET',
    url: '/api/my-sessions',
    handler: (caller, request) =>
      caller.sessions.list({ cursor: optionalQuery(request, 'cursor') }),
    doc: {
      operationId: 'listSessions',
      summary: 'Past generations, newest first (100 a page, without code)',
      description:
        'While `nextCursor` is not null, pass it as `cursor` for the next page. A malformed cursor is a 400.',
      tag: 'Sessions',
      auth: 'user',
      query: ZSessionListQuery,
      response: ZSessionList,
      example: {},
    },
  },
  {
    method: 'GET',
    url: '/api/generator-sessions/:id',
    handler: (caller, request) => caller.sessions.get({ id: pathParam(request, 'id') }),
    doc: {
      operationId: 'getSession',
      summary: 'One generation with its code and all its versions',
      tag: 'Sessions',
      auth: 'user',
      params: ZSessionId,
      response: ZGeneratorSession,
      errors: { 404: 'No generation of yours has this id.' },
      example: { params: { id: '0b8f8c1e-4a57-4d8e-9b8a-2f1d3c4b5a69' } },
    },
  },
  {
    method: 'GET',
    url: '/api/me/preferences',
    handler: (caller) => caller.generation.preferences(),
    doc: {
      operationId: 'getPreferences',
      summary: 'The saved generator preferences (or the defaults)',
      tag: 'Preferences',
      auth: 'user',
      response: ZPreferencesResponse,
      example: {},
    },
  },
  {
    method: 'PUT',
    url: '/api/me/preferences',
    handler: (caller, request) => caller.generation.savePreferences(bodyOf(request)),
    doc: {
      operationId: 'savePreferences',
      summary: 'Save the generator preferences',
      tag: 'Preferences',
      auth: 'user',
      body: ZGenerationPreferences,
      response: ZPreferencesResponse,
      example: { body: { webModuleStyle: 'jsw', moduleNames: 'frontend', comments: false } },
    },
  },
];
