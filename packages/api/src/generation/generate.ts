import { ZGenerationResponse, type TGenerationResponse } from '@veloforge/shared';

import { actionCosts } from './costs';
import { guardCharged } from './call-guard';
import { chargedRun, type GenerationDeps, type RunHooks } from './charged-run';
import type { TGenerateInput } from './inputs';
import { SUCCESS_MESSAGES } from './limits';
import { withPreferences } from './preferences';
import { finishRun } from './runs';

/** generation.generate and POST /api/generate-code(/stream): a new generation, version 1. */
export async function generateCode(
  deps: GenerationDeps,
  userId: string,
  input: TGenerateInput,
  hooks: RunHooks = {},
): Promise<TGenerationResponse> {
  return guardCharged(
    deps,
    userId,
    { operation: 'generate', input, response: ZGenerationResponse },
    async () => {
      const [request, { generate: cost }] = await Promise.all([
        withPreferences(deps.db, userId, input),
        actionCosts(deps.db),
      ]);
      return chargedRun(
        deps,
        { kind: 'new', userId, cost, reason: 'generation', request, engine: deps.velo.engine },
        hooks,
        (call) => deps.velo.generate(request, call),
        async (run, result) => {
          const stored = await finishRun(deps.db, run, {
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
            version: stored.version,
            code: result.code,
            frontendCode: result.frontendCode,
            backendCode: result.backendCode,
            htmlCode: result.htmlCode,
            instructions: result.instructions,
            diagnostics: result.diagnostics,
            engine: result.engine,
            notice: result.notice,
            cost: run.cost,
            tokensRemaining: stored.tokensRemaining,
          };
        },
      );
    },
  );
}
