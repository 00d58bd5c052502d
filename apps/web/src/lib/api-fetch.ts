/**
 * The REST client convention of spec section 7, in one place: cookies always travel, bodies are
 * JSON, and any non-OK response becomes an error whose message is
 * `<status>: <body text, or the status text when the body is empty>`.
 */

/** The convention's error; `status` lets callers branch without parsing the message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

export type ApiFetchOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON when given. */
  body?: unknown;
};

export type ApiJsonOptions = ApiFetchOptions & {
  /** A data read may treat 401 as "no data" (spec section 7); by default 401 is an error. */
  on401?: 'throw' | 'returnNull';
};

/** Throws the convention's error for a non-OK response. */
export async function assertOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, bodyText, response.statusText);
}

export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { body, headers, ...init } = options;
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await assertOk(response);
  return response;
}

export function apiJson<T>(
  path: string,
  options: ApiJsonOptions & { on401: 'returnNull' },
): Promise<T | null>;
export function apiJson<T>(path: string, options?: ApiJsonOptions): Promise<T>;
export async function apiJson<T>(path: string, options: ApiJsonOptions = {}): Promise<T | null> {
  const { on401 = 'throw', ...fetchOptions } = options;
  try {
    const response = await apiFetch(path, fetchOptions);
    return (await response.json()) as T;
  } catch (error) {
    if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
