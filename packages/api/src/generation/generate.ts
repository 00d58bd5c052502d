import { ZGenerationResponse, type TGenerationResponse } from '@veloforge/shared';

import { throttle } from '../auth/throttle';
import { actionCosts } from './costs';
import { chargedRun, tokensRemaining, type GenerationDeps, type RunHooks } from './charged-run';
import { withIdempotency } from './idempotency';
import type { TGenerateInput } from './inputs';
import { GENERATION_ERRORS, GENERATION_RATE_LIMIT, SUCCESS_MESSAGES } from './limits';
import { withPreferences } from './preferences';
import { finishRun } from './runs';

/** Counts one charged call against the per-user minute limit; 429 before any charge. */
export function throttleGenerations(deps: GenerationDeps, userId: string): Promise<void> {
  return throttle(
    deps.rateLimiter,
    [[GENERATION_RATE_LIMIT, userId]],
    GENERATION_ERRORS.tooManyPerMinute,
  );
}

/** generation.generate and POST /api/generate-code(/stream): a new generation, version 1. */
export async function generateCode(
  deps: GenerationDeps,
  userId: string,
  input: TGenerateInput,
  hooks: RunHooks = {},
): Promise<TGenerationResponse> {
  await throttleGenerations(deps, userId);
  const scope = {
    db: deps.db,
    log: deps.log,
    userId,
    key: deps.idempotencyKey,
    operation: 'generate' as const,
    input,
    response: ZGenerationResponse,
  };
  return withIdempotency(scope, async () => {
    const request = await withPreferences(deps.db, userId, input);
    const { generate: cost } = await actionCosts(deps.db);
    return chargedRun(
      deps,
      { kind: 'new', userId, cost, reason: 'generation', request, engine: deps.velo.engine },
      hooks,
      (call) => deps.velo.generate(request, call),
      async (run, result) => {
        const version = await finishRun(deps.db, run, {
          kind: 'generate',
          errorDetails: null,
          pieces: result,
          diagnostics: result.diagnostics,
          engine: result.engine,
        });
        return {
          success: true as const,
          message: SUCCESS_MESSAGES.generated,
          sessionId: run.ref,
          version,
          code: result.code,
          frontendCode: result.frontendCode,
          backendCode: result.backendCode,
          htmlCode: result.htmlCode,
          instructions: result.instructions,
          diagnostics: result.diagnostics,
          engine: result.engine,
          notice: result.notice,
          cost: run.cost,
          tokensRemaining: await tokensRemaining(deps, userId),
        };
      },
    );
  });
}
