/** Shared set-up of the API key HTTP suites (test code only). */
import type { InjectOptions } from 'fastify';

import type { TestClient, TestServer } from '../testing';

export type CreatedKey = { id: string; secret: string; prefix: string };

/** Creates a key through the REST row with the client's session; fails loudly otherwise. */
export async function createKey(client: TestClient, name = 'test key'): Promise<CreatedKey> {
  const res = await client.post('/api/me/api-keys', { name });
  if (res.statusCode !== 200) throw new Error(`create key: ${res.statusCode} ${res.body}`);
  const body = res.json<{ key: { id: string; prefix: string }; secret: string }>();
  return { id: body.key.id, prefix: body.key.prefix, secret: body.secret };
}

type KeyRequest = {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * A third-party REST client: `Authorization: Bearer <secret>`, no cookie and no Origin unless
 * given in `headers` (as a script on another site would send one).
 */
export function keyClient(server: TestServer, secret: string, ip = '10.8.0.1') {
  const request = ({ method = 'GET', url, body, headers = {} }: KeyRequest) =>
    server.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { authorization: `Bearer ${secret}`, ...headers },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
  return {
    request,
    get: (url: string) => request({ url }),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request({ method: 'POST', url, body, headers }),
  };
}

/** The stored row of a key, every column, as the database holds it. */
export function storedKey(server: TestServer, id: string) {
  return server.db.selectFrom('apiKeys').selectAll().where('id', '=', id).executeTakeFirst();
}
