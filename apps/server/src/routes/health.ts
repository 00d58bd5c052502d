import { pingDb, type Database, type Kysely } from '@veloforge/db';
import type { FastifyInstance } from 'fastify';

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process is up. /readyz: the database answers within 2 s. */
export function registerHealthRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await withTimeout(pingDb(db), READY_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
