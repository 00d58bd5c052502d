import { randomUUID } from 'node:crypto';

import { credit } from '@veloforge/api';

import { SESSION_COOKIE } from '../../context';
import type { TestServer } from '../../testing';
import { send, type HttpAnswer, type HttpRequest } from './contract-http';
import type { RouteAuth } from './route-doc';

/**
 * Test code: the users the contract test calls as, over real HTTP.
 *
 * With 'apiKey' (as the issue asks: a third party with a real key), every user mints an API key
 * at sign-up (POST /api/me/api-keys) and sends `Authorization: Bearer <key>` to the 'public',
 * 'user' and 'admin' routes, as a REST client does; 'session' and 'keyless' routes keep the
 * cookie, and are also checked to refuse the key (403). 'session' runs it as the SPA would.
 */
export const CONTRACT_AUTH: 'session' | 'apiKey' = 'apiKey';

export const CONTRACT_PASSWORD = 'contract-secret-1';

export type Actor = { name: string; id: string; cookie: string; apiKey: string | null };

/** The headers that authenticate `actor` on a route of this auth (none for anonymous calls). */
export function credentialsFor(
  actor: Actor | null,
  auth: RouteAuth,
  appUrl: string,
): Record<string, string> {
  if (!actor || auth === 'none') return {};
  const byKey = auth === 'public' || auth === 'user' || auth === 'admin';
  if (byKey && actor.apiKey) return { authorization: `Bearer ${actor.apiKey}` };
  // Cookie-authenticated writes need the app's Origin, as the browser sends it.
  return { cookie: `${SESSION_COOKIE}=${actor.cookie}`, origin: appUrl };
}

function sessionCookieOf(answer: HttpAnswer): string {
  const prefix = `${SESSION_COOKIE}=`;
  const cookie = answer.setCookies.find((line) => line.startsWith(prefix));
  const value = cookie?.slice(prefix.length).split(';')[0];
  if (!value) throw new Error(`no session cookie: ${answer.status} ${answer.text}`);
  return value;
}

export type World = Awaited<ReturnType<typeof createWorld>>;

/**
 * A listening server with an admin (the first account, so it may be one) and a user holding
 * tokens for the charged calls.
 */
export async function createWorld(server: TestServer) {
  const baseUrl = await server.listen();
  const appUrl = server.config.appUrl;

  function call(actor: Actor | null, auth: RouteAuth, request: HttpRequest) {
    const headers = { ...credentialsFor(actor, auth, appUrl), ...request.headers };
    return send(baseUrl, { ...request, headers });
  }

  async function mintKey(cookie: string): Promise<string> {
    const answer = await send(baseUrl, {
      method: 'POST',
      path: '/api/me/api-keys',
      body: { name: 'contract test' },
      headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: appUrl },
    });
    if (answer.status !== 200) throw new Error(`API key: ${answer.status} ${answer.text}`);
    return (JSON.parse(answer.text) as { secret: string }).secret;
  }

  /** Registers `name` (email `<name>@example.com`) and signs in. */
  async function signUp(name: string, options: { admin?: boolean; password?: string } = {}) {
    const answer = await send(baseUrl, {
      method: 'POST',
      path: '/api/register',
      body: {
        username: name,
        email: `${name}@example.com`,
        password: options.password ?? CONTRACT_PASSWORD,
        admin: options.admin ?? false,
      },
    });
    if (answer.status !== 200) throw new Error(`register ${name}: ${answer.status} ${answer.text}`);
    const cookie = sessionCookieOf(answer);
    const { id } = JSON.parse(answer.text) as { id: string };
    const apiKey = CONTRACT_AUTH === 'apiKey' ? await mintKey(cookie) : null;
    return { name, id, cookie, apiKey } satisfies Actor;
  }

  const admin = await signUp('contract_admin', { admin: true });
  const user = await signUp('contract_user');
  await credit(server.db, {
    userId: user.id,
    amount: 100,
    reason: 'admin_grant',
    idempotencyKey: `contract:${randomUUID()}`,
  });

  return { server, baseUrl, appUrl, admin, user, call, signUp };
}
