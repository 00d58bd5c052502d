import { ZTroubleshootResponse, type TTroubleshootResponse } from '@veloforge/shared';
import {
  OUTPUT_PIECES,
  pieceKey,
  troubleshootPieces,
  type Pieces,
  type TroubleshootResult,
} from '@veloforge/velo';

import { chargedRun, type GenerationDeps, type RunHooks } from './charged-run';
import { actionCosts } from './costs';
import { guardCharged } from './call-guard';
import type { TTroubleshootInput } from './inputs';
import { OFFLINE_TROUBLESHOOT_NOTICE, SUCCESS_MESSAGES } from './limits';
import { withPreferences } from './preferences';
import { finishRun } from './runs';

const PIECE_KEYS = ['frontendCode', 'backendCode', 'htmlCode', 'instructions'] as const;

/** Only the pieces the engine changed, plus `code` when the primary piece is one of them. */
function changedPieces(result: TroubleshootResult, primary: keyof Pieces) {
  const changed: Partial<Pieces> & { code?: string } = {};
  for (const key of PIECE_KEYS) {
    const value = result[key];
    if (value !== undefined) changed[key] = value;
  }
  if (changed[primary] !== undefined) changed.code = changed[primary];
  return changed;
}

/**
 * generation.troubleshoot and POST /api/troubleshoot-code(/stream). With `sessionId` the fixed
 * code becomes the next version of that generation; without it, a new generation whose
 * version 1 is the troubleshoot pass. Either way the version holds the whole code as fixed.
 */
export async function troubleshootCode(
  deps: GenerationDeps,
  userId: string,
  input: TTroubleshootInput,
  hooks: RunHooks = {},
): Promise<TTroubleshootResponse> {
  return guardCharged(
    deps,
    userId,
    { operation: 'troubleshoot', input, response: ZTroubleshootResponse },
    async () => {
      const { sessionId, ...rest } = input;
      const [originalRequest, { troubleshoot: cost }] = await Promise.all([
        withPreferences(deps.db, userId, rest.originalRequest),
        actionCosts(deps.db),
      ]);
      const request = { ...rest, originalRequest };
      const base = { userId, cost, reason: 'troubleshoot' as const };
      const spec =
        sessionId === undefined
          ? { ...base, kind: 'new' as const, request: originalRequest, engine: deps.velo.engine }
          : { ...base, kind: 'existing' as const, generationId: sessionId };
      const primary = pieceKey(OUTPUT_PIECES[originalRequest.outputType].primary);
      return chargedRun(
        deps,
        spec,
        hooks,
        (call) => deps.velo.troubleshoot(request, call),
        async (run, result) => {
          const changed = changedPieces(result, primary);
          const stored = await finishRun(deps.db, run, {
            kind: 'troubleshoot',
            errorDetails: request.errorDetails,
            pieces: { ...troubleshootPieces(request), ...changed },
            diagnostics: result.diagnostics,
            engine: result.engine,
          });
          return {
            success: true as const,
            message: SUCCESS_MESSAGES.updated,
            sessionId: run.generationId ?? run.ref,
            version: stored.version,
            ...changed,
            explanation: result.explanation,
            diagnostics: result.diagnostics,
            engine: result.engine,
            notice: result.engine === 'template' ? OFFLINE_TROUBLESHOOT_NOTICE : null,
            cost: run.cost,
            tokensRemaining: stored.tokensRemaining,
          };
        },
      );
    },
  );
}
