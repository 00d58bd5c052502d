import { sweepStaleGenerations } from '@veloforge/api';
import type { Database, Kysely } from '@veloforge/db';
import type { FastifyInstance } from 'fastify';

/**
 * Refunds generations a crashed or killed process left 'running' (DESIGN §5): once when the
 * server is ready, then every `intervalMs` (a minute unless the operator set SWEEPER_INTERVAL_MS). The timer is unref'd, so it never keeps the process alive,
 * and closing the server waits for a sweep in progress.
 */
export function registerGenerationSweeper(
  app: FastifyInstance,
  options: { db: Kysely<Database>; intervalMs: number; olderThanMs: number },
) {
  const { olderThanMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function sweep() {
    if (running) return;
    running = sweepStaleGenerations(options.db, { olderThanMs })
      .then(({ refunded, expiredKeys }) => {
        if (refunded.length > 0 || expiredKeys > 0) {
          app.log.info({ refunded, expiredKeys }, 'generation sweeper cleaned up');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'generation sweeper failed'))
      .finally(() => {
        running = undefined;
      });
  }

  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
