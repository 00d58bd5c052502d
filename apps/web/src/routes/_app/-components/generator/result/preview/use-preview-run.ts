import type { TGenerationRequestInput } from '@veloforge/shared';
import type { RefObject } from 'react';
import { useEffectEvent, useLayoutEffect, useReducer, useRef, useState } from 'react';

import { acceptFrameMessage } from '../../../../../../lib/preview/frame-messages';
import type { PreviewLog } from '../../../../../../lib/preview/preview-log';
import { INITIAL_PREVIEW_LOG, previewLogReducer } from '../../../../../../lib/preview/preview-log';
import type { PreviewAudience, PreviewPieces } from '../../../../../../lib/preview/run-message';
import { buildRunMessage, createNonce } from '../../../../../../lib/preview/run-message';
import type { GeneratorForm } from '../../../../../../lib/generator-draft';
import { buildGenerationRequest } from '../../state/generation-request';

export type PreviewSource = {
  pieces: PreviewPieces;
  /** The request that produced the pieces; null falls back to the form as it is now. */
  request: TGenerationRequestInput | null;
  form: GeneratorForm;
  audience: PreviewAudience;
};

/** One frame's life: what it runs, and whether the user stopped it. */
type Run = {
  id: number;
  pieces: PreviewPieces;
  request: TGenerationRequestInput | null;
  audience: PreviewAudience;
  stopped: boolean;
};

export type PreviewRun = {
  /** The frame's React key: a new one mounts a new frame. */
  runId: number;
  frameRef: RefObject<HTMLIFrameElement | null>;
  log: PreviewLog;
  stopped: boolean;
  /** A new frame with a new nonce running the same code. */
  refresh: () => void;
  /** Removes the frame, ending whatever the code is doing (a busy loop, security-checklist X6). */
  stop: () => void;
};

/**
 * Runs the pieces in a sandboxed frame, a new frame and nonce per run (security-checklist X4, X6):
 * again whenever the shown code or the audience (visitor, member, admin) changes, and on refresh.
 * Only the frame this run created, speaking with this run's nonce, is listened to.
 */
export function usePreviewRun({ pieces, request, form, audience }: PreviewSource): PreviewRun {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [run, setRun] = useState<Run>({ id: 0, pieces, request, audience, stopped: false });
  const [log, dispatch] = useReducer(previewLogReducer, INITIAL_PREVIEW_LOG);

  // Other code (another generation, a fixed or restored version) or another audience: run anew.
  // The form is not compared: typing in it must not rerun code generated from an earlier request.
  if (run.pieces !== pieces || run.request !== request || run.audience !== audience) {
    setRun({ id: run.id + 1, pieces, request, audience, stopped: false });
    dispatch({ type: 'reset' });
  }

  // Read when the run starts: the form as it is then, if the result carries no request.
  const runMessage = useEffectEvent((nonce: string) =>
    buildRunMessage({
      request: request ?? buildGenerationRequest(form),
      pieces,
      audience,
      nonce,
    }),
  );

  // A layout effect, so the listener is in place before the new frame can load and say 'ready'.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (run.stopped || !frame) return;
    const nonce = createNonce();
    const message = runMessage(nonce);
    let sent = false;
    function onMessage(event: MessageEvent) {
      const frameWindow = frame?.contentWindow ?? null;
      const accepted = acceptFrameMessage(event, frameWindow, nonce);
      if (!accepted) return;
      if (accepted.kind === 'ready') {
        // A frame that reloads itself says 'ready' again; its code runs once per run.
        if (sent) return;
        sent = true;
        // The sandboxed frame's origin is opaque, so '*': the message holds only the user's code.
        frameWindow?.postMessage(message, '*');
      }
      dispatch({ type: 'message', message: accepted });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [run.id, run.stopped]);

  return {
    runId: run.id,
    frameRef,
    log,
    stopped: run.stopped,
    refresh() {
      setRun((current) => ({ ...current, id: current.id + 1, stopped: false }));
      dispatch({ type: 'reset' });
    },
    stop() {
      setRun((current) => ({ ...current, stopped: true }));
    },
  };
}
