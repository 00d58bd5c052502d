import { describe, expect, it } from 'vitest';

import { buildCurl, encodeUrlPart, setupSnippet, shellQuote } from './curl';
import { FIXTURE_DOCUMENT } from './fixture';
import type { OpenApiOperation } from './types';

const doc = FIXTURE_DOCUMENT;
const paths = doc.paths as Record<string, Record<string, OpenApiOperation>>;

function curlFor(method: string, path: string, operation = paths[path]?.[method]): string {
  if (!operation) throw new Error(`${method} ${path} is not in the fixture`);
  return buildCurl(doc, method, path, operation);
}

describe('shellQuote', () => {
  it('closes, escapes and reopens around a single quote', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('$HOME "x"')).toBe(`'$HOME "x"'`);
  });
});

describe('encodeUrlPart', () => {
  it('encodes spaces, reserved characters and the ones shells treat specially', () => {
    expect(encodeUrlPart("a b&c=d!'()*")).toBe('a%20b%26c%3Dd%21%27%28%29%2A');
  });
});

describe('buildCurl', () => {
  it('sends the x-example body with the API key, quoting the apostrophe in it', () => {
    expect(curlFor('post', '/api/generate-code')).toBe(
      [
        'curl -X POST "$VELOFORGE_URL/api/generate-code" \\',
        '  -H "Authorization: Bearer $VELOFORGE_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{`,
        `  "prompt": "Show the team'\\''s members in a repeater",`,
        `  "outputType": "velo"`,
        `}'`,
      ].join('\n'),
    );
  });

  it('builds a minimal body from the schema when there is no example', () => {
    const operation = paths['/api/generate-code']?.post;
    const { 'x-example': _example, ...withoutExample } = operation ?? {};
    expect(curlFor('post', '/api/generate-code', withoutExample)).toContain(
      `-d '{ "prompt": "<prompt>" }'`,
    );
  });

  it('fills path parameters: a placeholder for a plain string, a value for a uuid', () => {
    expect(curlFor('get', '/api/generator-sessions/{id}')).toBe(
      [
        'curl "$VELOFORGE_URL/api/generator-sessions/{id}" \\',
        '  -H "Authorization: Bearer $VELOFORGE_API_KEY"',
      ].join('\n'),
    );
    expect(curlFor('post', '/api/admin/users/{userId}/tokens')).toContain(
      '/api/admin/users/00000000-0000-0000-0000-000000000000/tokens"',
    );
    const withValue: OpenApiOperation = {
      ...paths['/api/generator-sessions/{id}']?.get,
      'x-example': { params: { id: 'a b/c' } },
    };
    expect(curlFor('get', '/api/generator-sessions/{id}', withValue)).toContain(
      '/api/generator-sessions/a%20b%2Fc"',
    );
  });

  it('URL-encodes the query from x-example, or from required parameters', () => {
    expect(curlFor('get', '/api/verify-purchase')).toContain(
      '"$VELOFORGE_URL/api/verify-purchase?session_id=cs_test%20a%26b"',
    );
    const { 'x-example': _example, ...plain } = paths['/api/verify-purchase']?.get ?? {};
    expect(curlFor('get', '/api/verify-purchase', plain)).toContain(
      '/api/verify-purchase?session_id={session_id}"',
    );
    expect(
      curlFor('get', '/api/verify-purchase', { ...plain, 'x-example': { query: { n: [1, 2] } } }),
    ).toContain('/api/verify-purchase?n=1&n=2"');
  });

  it('sends no credentials to a public route', () => {
    const curl = curlFor('get', '/api/settings');
    expect(curl).toBe('curl "$VELOFORGE_URL/api/settings"');
    expect(curl).not.toContain('Authorization');
  });

  it('uses the session cookie and the Origin for a session-only write', () => {
    expect(curlFor('post', '/api/me/api-keys')).toBe(
      [
        'curl -X POST "$VELOFORGE_URL/api/me/api-keys" \\',
        '  -H "Cookie: session=$VELOFORGE_SESSION" \\',
        '  -H "Origin: $VELOFORGE_URL" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{ "name": "<name>" }'`,
      ].join('\n'),
    );
  });

  it('adds required header parameters and escapes what double quotes would expand', () => {
    const operation: OpenApiOperation = {
      security: [],
      parameters: [
        { name: 'Idempotency-Key', in: 'header', required: true, example: 'k-1' },
        { name: 'X-Optional', in: 'header' },
        { name: 'q', in: 'query', required: true, example: '$(rm -rf)' },
      ],
    };
    const curl = curlFor('delete', '/api/x', operation);
    expect(curl).toBe(
      'curl -X DELETE "$VELOFORGE_URL/api/x?q=%24%28rm%20-rf%29" \\\n  -H "Idempotency-Key: k-1"',
    );
  });
});

describe('buildCurl with the server document conventions', () => {
  it('reads examples from the parameters and the body media type', () => {
    const operation: OpenApiOperation = {
      'x-auth': 'user',
      parameters: [
        { name: 'page', in: 'query', example: 2 },
        { name: 'search', in: 'query' },
        { name: 'Idempotency-Key', in: 'header', example: 'retry-1' },
      ],
      requestBody: {
        content: { 'application/json': { schema: { type: 'object' }, example: { a: 1 } } },
      },
    };
    expect(curlFor('post', '/api/x', operation)).toBe(
      [
        'curl -X POST "$VELOFORGE_URL/api/x?page=2" \\',
        '  -H "Authorization: Bearer $VELOFORGE_API_KEY" \\',
        '  -H "Idempotency-Key: retry-1" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{ "a": 1 }'`,
      ].join('\n'),
    );
  });

  it('asks curl not to buffer a server-sent event stream', () => {
    const operation: OpenApiOperation = {
      security: [],
      responses: { '200': { content: { 'text/event-stream': { schema: { type: 'string' } } } } },
    };
    expect(curlFor('post', '/api/stream', operation)).toBe(
      'curl -N -X POST "$VELOFORGE_URL/api/stream"',
    );
  });
});

describe('setupSnippet', () => {
  it('exports the base URL and the key placeholder', () => {
    expect(setupSnippet('https://veloforge.app', 'vf_live_...')).toBe(
      "export VELOFORGE_URL='https://veloforge.app'\nexport VELOFORGE_API_KEY='vf_live_...'",
    );
  });
});
