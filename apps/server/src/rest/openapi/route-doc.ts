import type { z } from 'zod';

import type { HttpMethod } from '../route-table';

/**
 * Who may call a route. The document's `security` and the errors every route of a kind answers
 * (implied-errors.ts) follow from it.
 * - none: reads no credentials at all (the document itself, a signed webhook).
 * - public: anyone; a session or an API key is accepted but not needed.
 * - keyless: anyone, but not with an API key (403): sign-in, registration and the password
 *   routes start or end sessions, which a key must never do.
 * - user: a signed-in user, by session cookie or API key.
 * - session: a signed-in user's browser session; an API key is refused (403), so a leaked key
 *   cannot take over the account.
 * - admin: an admin, by session cookie or an admin's API key.
 */
export type RouteAuth = 'none' | 'public' | 'keyless' | 'user' | 'session' | 'admin';

export const ROUTE_TAGS = {
  Accounts: 'Registration, sign-in, the current user and password resets.',
  Tokens: 'The token package on sale, the balance and purchases.',
  Generation: 'Charged calls: code generation, troubleshooting and instructions.',
  Sessions: 'Past generations (the generator sessions) and their versions.',
  Preferences: "The generator's saved preferences.",
  Legal: 'Legal documents and the FAQ.',
  Admin: 'The admin dashboard: settings, users, purchases, audit log.',
  'API keys': 'Keys for REST clients, managed from a browser session.',
  'Site profiles':
    'Saved site structures (collections, element ids, hierarchy), by session or API key.',
  Webhooks: 'Callbacks from the payment provider.',
  Meta: 'This document.',
} as const;
export type RouteTag = keyof typeof ROUTE_TAGS;

export type ErrorStatus =
  400 | 401 | 402 | 403 | 404 | 409 | 412 | 413 | 414 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

/** A request that succeeds on a fresh server, for the docs page and the contract test. */
export type RouteExample = {
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
};

/** How a route documents itself in /api/openapi.json. */
export type RouteDoc = {
  /** Unique across the document; camelCase, e.g. 'generateCode'. */
  operationId: string;
  summary: string;
  description?: string;
  tag: RouteTag;
  auth: RouteAuth;
  /** The JSON body: the procedure's own input schema (read as input: defaults are optional). */
  body?: z.ZodType;
  query?: z.ZodObject;
  params?: z.ZodObject;
  headers?: z.ZodObject;
  /** The success body: the procedure's `.output()` schema (read as output). */
  response: z.ZodType;
  /** 200 unless said. */
  status?: 200 | 201;
  /** 'json' unless said; for 'event-stream', `response` is the schema of one event's data. */
  responseType?: 'json' | 'event-stream';
  /** Errors besides those every route of its auth and shape answers (implied-errors.ts). */
  errors?: Partial<Record<ErrorStatus, string>>;
  example: RouteExample;
};

/** A route with its doc: a REST row, a streaming route or one of the plain routes. */
export type DocumentedRoute = { method: HttpMethod; url: string; doc: RouteDoc };
