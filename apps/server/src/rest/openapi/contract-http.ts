import type { HttpMethod } from '../route-table';

/** Test code: real HTTP requests to a listening server, as an API client sends them. */

export type HttpAnswer = {
  status: number;
  contentType: string;
  text: string;
  setCookies: string[];
};

export type HttpRequest = {
  method: HttpMethod;
  path: string;
  query?: Record<string, string | number | boolean>;
  /** Sent as JSON when defined. */
  body?: unknown;
  headers?: Record<string, string>;
};

/** Fills `{name}` path templates; values are URL-encoded. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export async function send(baseUrl: string, request: HttpRequest): Promise<HttpAnswer> {
  const url = new URL(request.path, baseUrl);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    url.searchParams.set(name, String(value));
  }
  const hasBody = request.body !== undefined;
  const response = await fetch(url, {
    method: request.method,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    setCookies: response.headers.getSetCookie(),
  };
}
