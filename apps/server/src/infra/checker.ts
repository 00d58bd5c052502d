import { createCheckerPool, type CheckerPool } from '@veloforge/velo';
import type { FastifyBaseLogger } from 'fastify';

import type { ServerConfig } from '../env';

/** Defined (true) by build.ts in the production bundle only. */
declare const __VELOFORGE_BUNDLE__: boolean | undefined;

/**
 * The bundle runs the checker worker that build.ts bundled beside it (dist/checker-worker.mjs);
 * from source the pool runs @veloforge/velo's worker.ts through tsx. (In the bundle this file's
 * import.meta.url is its source location, so the path is the same from both.)
 */
const BUNDLED_WORKER = new URL('../../dist/checker-worker.mjs', import.meta.url);

/** The Velo checker on worker threads, or undefined to check on the server's thread. */
export function createServerChecker(
  config: ServerConfig['checker'],
  log: FastifyBaseLogger,
): CheckerPool | undefined {
  if (config.workers === 0) return undefined;
  const bundled = typeof __VELOFORGE_BUNDLE__ !== 'undefined' && __VELOFORGE_BUNDLE__;
  const pool = createCheckerPool({
    workers: config.workers,
    timeoutMs: config.timeoutMs,
    ...(bundled ? { workerUrl: BUNDLED_WORKER } : {}),
    onWorkerLost: (reason) => log.warn({ reason }, 'Velo checker worker replaced'),
  });
  // Warm in the background: the first generations queue until a worker is ready.
  void pool.ready().then(() => log.info({ workers: config.workers }, 'Velo checker workers ready'));
  return pool;
}
