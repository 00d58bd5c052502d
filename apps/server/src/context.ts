import { createContext, type Context } from '@veloforge/api';
import type { Database, Kysely } from '@veloforge/db';
import type { FastifyRequest } from 'fastify';

import type { ServerConfig } from './env';

export type ContextDeps = { db: Kysely<Database>; config: ServerConfig };

/**
 * One context builder for both transports. `auth` stays null until the Accounts issue resolves
 * the session cookie or API key here, for tRPC and REST alike.
 */
export function contextFromRequest(request: FastifyRequest, deps: ContextDeps): Context {
  return createContext({
    db: deps.db,
    config: { appUrl: deps.config.appUrl },
    requestId: request.id,
    ip: request.ip,
    log: request.log,
    auth: null,
  });
}
