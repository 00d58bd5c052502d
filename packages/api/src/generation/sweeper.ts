import type { Database, Kysely } from '@veloforge/db';

import { IDEMPOTENCY_KEY_TTL_MS } from './limits';
import { abandonRun } from './runs';

export type SweepOptions = {
  /** Runs still 'running' this long after they started are abandoned and refunded. */
  olderThanMs: number;
  now?: () => number;
};

export type SweepResult = {
  /**
   * Runs this sweep ended and refunded: generations failed (or put back to completed), and
   * instruction runs (generationId null).
   */
  refunded: Array<{ ref: string; generationId: string | null; userId: string }>;
  /** Idempotency keys removed: past 24 h, or left pending by a run that never finished. */
  expiredKeys: number;
};

/**
 * Crash safety for "never pay for a failure" (security-checklist L5): a run whose process died
 * between the charge and the result stays 'running'; this refunds it, at most once however many
 * sweepers run (abandonRun's conditional UPDATE and the refund's unique key). Safe to run on
 * every instance at once.
 */
export async function sweepStaleGenerations(
  db: Kysely<Database>,
  options: SweepOptions,
): Promise<SweepResult> {
  const now = options.now?.() ?? Date.now();
  const staleBefore = new Date(now - options.olderThanMs);
  const stale = await db
    .selectFrom('generations')
    .select(['id', 'userId', 'runRef'])
    .where('status', '=', 'running')
    .where('updatedAt', '<', staleBefore)
    .orderBy('updatedAt')
    .limit(500)
    .execute();

  const staleInstructions = await db
    .selectFrom('runningInstructions')
    .select(['ref', 'userId'])
    .where('startedAt', '<', staleBefore)
    .orderBy('startedAt')
    .limit(500)
    .execute();

  const runs = [
    ...stale.map((g) => ({ ref: g.runRef ?? g.id, generationId: g.id, userId: g.userId })),
    ...staleInstructions.map((i) => ({ ref: i.ref, generationId: null, userId: i.userId })),
  ];
  const refunded: SweepResult['refunded'] = [];
  for (const run of runs) {
    if (await abandonRun(db, run)) refunded.push(run);
  }

  const expired = await db
    .deleteFrom('idempotencyRequests')
    .where((eb) =>
      eb.or([
        eb('createdAt', '<', new Date(now - IDEMPOTENCY_KEY_TTL_MS)),
        eb.and([eb('status', '=', 'pending'), eb('createdAt', '<', staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return { refunded, expiredKeys: Number(expired.numDeletedRows) };
}
