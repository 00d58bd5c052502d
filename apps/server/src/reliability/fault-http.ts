import { parseSse, type SseEvent } from '../testing/generation';

/**
 * A signed-in user of a real server process, over real HTTP (fetch), for the fault proofs: it
 * sends the app's Origin like the browser, keeps its session cookie, and times every answer.
 * A request the server never answers (killed mid-request) resolves as status 0 with the error.
 */

/** Longer than any answer the proofs expect; a hang past it fails the request, not the suite. */
const REQUEST_TIMEOUT_MS = 30_000;

export type HttpAnswer = {
  status: number;
  headers: Headers;
  /** Parsed JSON when the body is JSON, else the text. */
  body: unknown;
  ms: number;
  /** Why no answer came (status 0). */
  error?: string;
};

export type StreamAnswer = HttpAnswer & { events: SseEvent[] };

export type HttpUser = {
  username: string;
  id: string;
  get: (path: string) => Promise<HttpAnswer>;
  post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<HttpAnswer>;
  /** POST to a streaming route: the events when the answer is text/event-stream. */
  stream: (path: string, body: unknown) => Promise<StreamAnswer>;
  /** GET /api/me/tokens */
  tokens: () => Promise<number>;
  /** This user on the instance at `baseUrl`. */
  at: (baseUrl: string) => HttpUser;
};

export async function request(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson ? (JSON.parse(text) as unknown) : text,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    return {
      status: 0,
      headers: new Headers(),
      body: null,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/** Registers `username` on the server at `baseUrl` (its APP_URL) and signs in as them. */
export async function signUp(baseUrl: string, username: string): Promise<HttpUser> {
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret123' }),
  });
  if (registered.status !== 200) {
    throw new Error(`register ${username}: ${registered.status} ${await registered.text()}`);
  }
  const session = registered.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!session) throw new Error(`register ${username}: no session cookie`);
  const cookie = session.split(';')[0] ?? '';
  const me = await request(`${baseUrl}/api/user`, { headers: { origin: baseUrl, cookie } });
  const id = (me.body as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') throw new Error(`GET /api/user: ${me.status} ${String(me.body)}`);
  return sessionUser(baseUrl, { username, id, cookie });
}

/** The same signed-in user talking to another instance (sessions live in the database). */
export function sessionUser(
  baseUrl: string,
  session: { username: string; id: string; cookie: string },
): HttpUser {
  const headers = (extra: Record<string, string> = {}) => ({
    origin: baseUrl,
    cookie: session.cookie,
    ...extra,
  });
  const post = (path: string, body?: unknown, extra?: Record<string, string>) =>
    request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: headers(
        body === undefined ? extra : { 'content-type': 'application/json', ...extra },
      ),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const get = (path: string) => request(`${baseUrl}${path}`, { headers: headers() });
  return {
    username: session.username,
    id: session.id,
    get,
    post,
    async stream(path, body) {
      const answer = await post(path, body);
      const isStream = answer.headers.get('content-type')?.startsWith('text/event-stream');
      return { ...answer, events: isStream ? parseSse(String(answer.body)) : [] };
    },
    async tokens() {
      const answer = await get('/api/me/tokens');
      const tokens = (answer.body as { tokens?: unknown } | null)?.tokens;
      if (typeof tokens !== 'number') throw new Error(`GET /api/me/tokens: ${answer.status}`);
      return tokens;
    },
    at: (otherUrl) => sessionUser(otherUrl, session),
  };
}

/** Polls `check` every 100 ms until it returns true; throws with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}
