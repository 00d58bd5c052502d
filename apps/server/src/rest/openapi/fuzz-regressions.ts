import type { FuzzCase } from './fuzz-cases';
import { GENERATE_EXAMPLE } from './examples';

/**
 * Test code: requests the fuzz test found answered wrongly, kept as fixed cases so they run
 * whatever the seed. Each is sent as its route's usual caller and held to the same checks.
 */

const JSON_TYPE = 'application/json';
const NUL_TEXT = 'a\u0000b';

function post(url: string, body: unknown, fields: string[]): FuzzCase {
  const payload = JSON.stringify(body);
  return {
    kind: 'regression',
    method: 'POST',
    url,
    payload,
    contentType: JSON_TYPE,
    status: 400,
    fields,
  };
}

/** By operationId; each was a 500 or a body that was not `{ message }` before its fix. */
export const REGRESSIONS: [operationId: string, fuzzCase: FuzzCase][] = [
  // U+0000 reached PostgreSQL, which cannot store it: 500.
  ['login', post('/api/login', { username: `ab${NUL_TEXT}`, password: 'secret123' }, ['username'])],
  ['createApiKey', post('/api/me/api-keys', { name: NUL_TEXT }, ['name'])],
  [
    'generateCode',
    post('/api/generate-code', { ...GENERATE_EXAMPLE, prompt: NUL_TEXT }, ['prompt']),
  ],
  [
    'generateCodeStream',
    post('/api/generate-code/stream', { ...GENERATE_EXAMPLE, prompt: NUL_TEXT }, ['prompt']),
  ],
  [
    'publishLegalDocument',
    { ...post('/api/legal/faq', { content: NUL_TEXT }, ['content']), method: 'PUT' },
  ],
  [
    'listUsers',
    {
      kind: 'regression',
      method: 'GET',
      url: '/api/admin/users?search=%00',
      status: 400,
      fields: ['search'],
    },
  ],
  // The router's own body, echoing the whole 10 KB URL, with no `{ message }` of ours.
  [
    'getSession',
    {
      kind: 'regression',
      method: 'GET',
      url: `/api/generator-sessions/${'a'.repeat(10_240)}`,
      status: 414,
    },
  ],
  [
    'getSession',
    { kind: 'regression', method: 'GET', url: '/api/generator-sessions/%E0%A4%A', status: 400 },
  ],
  // Valid JSON with a `__proto__` key was answered "Request body is not valid JSON".
  [
    'generateCode',
    {
      ...post('/api/generate-code', {}, ['prompt']),
      payload: '{"__proto__": {"polluted": true}, "prompt": 5}',
    },
  ],
];
