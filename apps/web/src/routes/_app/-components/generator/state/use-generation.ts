import type { TGenerationRequestInput } from '@veloforge/shared';
import { createElement, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { z } from 'zod';

import { streamGeneration } from '../../../../../lib/generation-stream';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';
import { BuyTokensAction } from '../dialogs/BuyTokensAction';
import { checkSummary } from './check-summary';
import { failureToast } from './failure-toast';
import type { ActivityKind, GeneratorResult, ResultAction } from './result-reducer';
import type { TroubleshootBody } from './troubleshoot-request';
import { EMPTY_RESULT, resultReducer } from './result-reducer';
import { useActionCosts } from './use-action-costs';

const STREAM_PATHS: Record<ActivityKind, string> = {
  generate: '/api/generate-code/stream',
  troubleshoot: '/api/troubleshoot-code/stream',
};

type UseGenerationOptions = {
  /** The server says the session is gone (401). */
  onAuthRequired: () => void;
  /** 402: the toast offers this. */
  onBuyTokens: () => void;
};

/**
 * Generate and Fix Code over the streaming routes: the engine's text shows while it writes, the
 * balance drops as soon as the charge is taken and is re-read when the call ends, and the final
 * checked pieces replace the shown ones. One call at a time; leaving the page cancels it.
 */
export function useGeneration({ onAuthRequired, onBuyTokens }: UseGenerationOptions) {
  const [result, dispatch] = useReducer(resultReducer, EMPTY_RESULT);
  const utils = trpc.useUtils();
  const costs = useActionCosts();
  const [lastCosts, setLastCosts] = useState<Partial<Record<ActivityKind, number>>>({});
  const controller = useRef<AbortController | null>(null);
  const pendingText = useRef('');
  const frame = useRef<number | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  /** Deltas arrive faster than frames: one render per frame with whatever came in between. */
  const queueDelta = useCallback((text: string) => {
    pendingText.current += text;
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const chunk = pendingText.current;
      pendingText.current = '';
      if (chunk) dispatch({ type: 'delta', text: chunk });
    });
  }, []);

  const run = useCallback(
    async <Schema extends z.ZodType>(
      kind: ActivityKind,
      body: unknown,
      /** The response's schema, loaded on first use (see generation-schemas.ts). */
      loadSchema: () => Promise<Schema>,
    ): Promise<z.output<Schema> | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      pendingText.current = '';
      dispatch({ type: 'start', kind });
      let cost = lastCosts[kind] ?? costs[kind];
      try {
        const raw = await streamGeneration(STREAM_PATHS[kind], body, {
          signal: abort.signal,
          onStarted(event) {
            cost = event.cost;
            utils.tokens.balance.setData(undefined, {
              success: true,
              tokens: event.tokensRemaining,
            });
          },
          onDelta: queueDelta,
        });
        const schema = await loadSchema();
        const parsed = schema.safeParse(raw);
        if (!parsed.success) throw new Error('The result does not have the expected shape');
        setLastCosts((previous) => ({ ...previous, [kind]: cost }));
        return parsed.data;
      } catch (error) {
        const toast = failureToast(kind, error, cost);
        if (controller.current === abort) dispatch({ type: 'failed', advice: toast?.details });
        if (toast?.authRequired) {
          // The session ended elsewhere: the header learns it too.
          void utils.auth.me.invalidate();
          onAuthRequired();
        }
        if (toast) {
          showToast({
            variant: 'destructive',
            title: toast.title,
            description: toast.description,
            action: toast.offerPurchase
              ? createElement(BuyTokensAction, { onClick: onBuyTokens })
              : undefined,
          });
        }
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
        void utils.tokens.balance.invalidate();
      }
    },
    [costs, lastCosts, onAuthRequired, onBuyTokens, queueDelta, utils],
  );

  const generate = useCallback(
    async (request: TGenerationRequestInput) => {
      const response = await run('generate', request, async () => {
        const { ZGenerationResponse } = await import('./generation-schemas');
        return ZGenerationResponse;
      });
      if (!response) return;
      dispatch({ type: 'generated', response, request });
      void utils.sessions.invalidate();
      showToast({
        title: 'Code Generated Successfully',
        description: checkSummary(response.diagnostics),
      });
    },
    [run, utils],
  );

  const troubleshoot = useCallback(
    async (body: TroubleshootBody) => {
      const response = await run('troubleshoot', body, async () => {
        const { ZTroubleshootResponse } = await import('./generation-schemas');
        return ZTroubleshootResponse;
      });
      if (!response) return;
      dispatch({ type: 'troubleshot', response });
      void utils.sessions.invalidate();
      showToast({
        title: 'Code Updated Successfully',
        description: `Version ${response.version} is ready. ${checkSummary(response.diagnostics)}`,
      });
    },
    [run, utils],
  );

  const apply = useCallback((action: ResultAction) => {
    if (action.type === 'reset' || action.type === 'restored') controller.current?.abort();
    dispatch(action);
  }, []);

  return {
    result: result satisfies GeneratorResult,
    costs: {
      generate: lastCosts.generate ?? costs.generate,
      troubleshoot: lastCosts.troubleshoot ?? costs.troubleshoot,
    },
    generate,
    troubleshoot,
    /** Reset or restore the shown result (cancels a call in progress). */
    apply,
  };
}

export type GenerationControls = ReturnType<typeof useGeneration>;
