import {
  ZInstructionResponse,
  type TInstructionRequest,
  type TInstructionResponse,
} from '@veloforge/shared';

import { chargedRun, type GenerationDeps } from './charged-run';
import { actionCosts } from './costs';
import { guardCharged } from './call-guard';
import { finishInstructionRun } from './runs';

/**
 * generation.instruction and POST /api/generate-instruction: the Instruction Builder's prompt.
 * No generation row (nothing to version): a running_instructions row lives while it runs, so the
 * sweeper can refund it after a crash; the charge's ref is `instruction:<uuid>`. A model,
 * when configured, polishes the deterministic text.
 */
export async function buildInstructionCharged(
  deps: GenerationDeps,
  userId: string,
  input: TInstructionRequest,
  signal?: AbortSignal,
): Promise<TInstructionResponse> {
  return guardCharged(
    deps,
    userId,
    { operation: 'instruction', input, response: ZInstructionResponse },
    async () => {
      const { instruction: cost } = await actionCosts(deps.db);
      return chargedRun(
        deps,
        { kind: 'instruction', userId, cost, reason: 'instruction' },
        signal ? { signal } : {},
        (call) => deps.velo.instruction(input, { ...call, polish: deps.velo.engine === 'model' }),
        async (run, result) => {
          const { tokensRemaining } = await finishInstructionRun(deps.db, run);
          return {
            success: true as const,
            instruction: result.instruction,
            engine: result.engine,
            cost: run.cost,
            tokensRemaining,
          };
        },
      );
    },
  );
}
