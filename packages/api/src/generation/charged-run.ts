import type { CallOptions } from '@veloforge/velo';

import type { Context } from '../context';
import { engineFailure, failureKind } from './failures';
import { failRun, startRun, type Run, type RunSpec } from './runs';

/** What the generation services need from the request context. */
export type GenerationDeps = Pick<
  Context,
  'db' | 'velo' | 'rateLimiter' | 'log' | 'modelTimeoutMs' | 'idempotencyKey' | 'generationLimits'
>;

export type StartedEvent = { sessionId: string; cost: number; tokensRemaining: number };

/** How a transport follows a run: the streaming route passes all three, JSON routes a signal. */
export type RunHooks = {
  /** Aborts when the client goes away: the run stops and is refunded. */
  signal?: AbortSignal;
  /** Model text as it arrives. */
  onDelta?: (text: string) => void;
  /** Called once the charge is made, before the engine runs. */
  onStarted?: (event: StartedEvent) => void;
};

/**
 * Charge → engine → store, refunding on any failure after the charge (DESIGN §5, "never pay for
 * a failure"). The engine runs outside the charging transaction and gets the whole run no
 * longer than the model timeout (its repair round included), so the sweeper, which waits
 * longer, never races a live run. One log line per run.
 */
export async function chargedRun<R, T>(
  deps: GenerationDeps,
  spec: RunSpec,
  hooks: RunHooks,
  work: (call: CallOptions) => Promise<R>,
  finish: (run: Run, value: R) => Promise<T>,
): Promise<T> {
  const run = await startRun(deps.db, spec, deps.generationLimits.maxRunning);
  const startedAt = Date.now();
  const line = (outcome: string) =>
    deps.log.info(
      {
        userId: run.userId,
        generationId: run.generationId,
        ref: run.ref,
        engine: deps.velo.engine,
        cost: run.cost,
        outcome,
        ms: Date.now() - startedAt,
      },
      `${spec.reason} ${outcome}`,
    );
  const deadline = AbortSignal.timeout(deps.modelTimeoutMs);
  const signal = hooks.signal ? AbortSignal.any([hooks.signal, deadline]) : deadline;
  try {
    hooks.onStarted?.({
      sessionId: run.generationId ?? run.ref,
      cost: run.cost,
      tokensRemaining: run.balance,
    });
    const value = await work({ signal, ...(hooks.onDelta ? { onDelta: hooks.onDelta } : {}) });
    const result = await finish(run, value);
    line('completed');
    return result;
  } catch (error) {
    const settled = await failRun(deps.db, run).catch((refundError: unknown) => {
      // Left 'running', so the sweeper refunds it later.
      deps.log.error({ err: refundError, ref: run.ref }, 'refund after a failed run failed');
      return { refunded: false, tokensRemaining: undefined };
    });
    const deadlineHit = deadline.aborted && !hooks.signal?.aborted;
    line(`failed:${failureKind(error, deadlineHit)}`);
    throw engineFailure(error, { deadlineHit, ...settled });
  }
}
