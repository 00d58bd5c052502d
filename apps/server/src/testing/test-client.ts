import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import { SESSION_COOKIE } from '../context';

export type TestClient = ReturnType<typeof createTestClient>;

type RequestOptions = {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * Drives the server through inject() like a browser on the app's origin: sends the Origin
 * header, keeps the session cookie it is given and drops it when the server clears it.
 */
export function createTestClient(
  app: FastifyInstance,
  appUrl: string,
  options: { ip?: string } = {},
) {
  let session: string | undefined;

  async function request({ method = 'GET', url, body, headers = {} }: RequestOptions) {
    const response: LightMyRequestResponse = await app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      headers: {
        origin: appUrl,
        ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
        ...headers,
      },
    });
    const sent = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    if (sent) {
      const expired = sent.expires !== undefined && new Date(sent.expires).getTime() <= Date.now();
      session = sent.value && !expired ? sent.value : undefined;
    }
    return response;
  }

  return {
    request,
    get: (url: string, headers?: Record<string, string>) => request({ url, headers }),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request({ method: 'POST', url, body, headers }),
    patch: (url: string, body?: unknown) => request({ method: 'PATCH', url, body }),
    put: (url: string, body?: unknown) => request({ method: 'PUT', url, body }),
    /** The signed-in user's id (GET /api/user). */
    async userId(): Promise<string> {
      return (await request({ url: '/api/user' })).json<{ id: string }>().id;
    },
    /** GET /api/me/tokens for this client's user. */
    async tokens(): Promise<number> {
      return (await request({ url: '/api/me/tokens' })).json<{ tokens: number }>().tokens;
    },
    /** GET /api/verify-purchase for a checkout session. */
    verifyPurchase: (sessionId: string) =>
      request({ url: `/api/verify-purchase?session_id=${encodeURIComponent(sessionId)}` }),
    /** The raw session token this client holds, if any. */
    get sessionToken() {
      return session;
    },
    set sessionToken(token: string | undefined) {
      session = token;
    },
  };
}
