import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiFetch, apiJson } from './api-fetch';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('turns a non-OK response into "<status>: <body text>"', async () => {
    stubFetch(new Response('Invalid credentials', { status: 400, statusText: 'Bad Request' }));
    await expect(apiFetch('/api/login')).rejects.toThrow(/^400: Invalid credentials$/);
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiFetch('/api/settings')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('exposes the status on the thrown ApiError', async () => {
    stubFetch(new Response('nope', { status: 403, statusText: 'Forbidden' }));
    const error = await apiFetch('/api/admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });

  it('always sends cookies and sends a given body as JSON', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiFetch('/api/login', {
      method: 'POST',
      body: { username: 'ada', password: 'secret1' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"username":"ada","password":"secret1"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends no body and no content type for a plain read', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiFetch('/api/settings');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });
});

describe('apiJson', () => {
  it('parses a JSON body', async () => {
    stubFetch(Response.json({ tokenPackagePrice: 500, tokenPackageAmount: 150 }));
    await expect(apiJson('/api/settings')).resolves.toEqual({
      tokenPackagePrice: 500,
      tokenPackageAmount: 150,
    });
  });

  it('treats 401 as an error by default', async () => {
    stubFetch(new Response('Not authenticated', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiJson('/api/me/tokens')).rejects.toThrow('401: Not authenticated');
  });

  it('gives null on 401 when the read opts in', async () => {
    stubFetch(new Response('Not authenticated', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other statuses when the read opts in to null on 401', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiJson('/api/user', { on401: 'returnNull' })).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});
