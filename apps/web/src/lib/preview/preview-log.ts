import type { TPreviewFrameMessage } from '@veloforge/shared';
import { PREVIEW_LIMITS } from '@veloforge/shared';

/** starting: the frame is loading; running: the code was sent; ready: the page's onReady finished. */
export type PreviewStatus = 'starting' | 'running' | 'ready';

export type PreviewLineLevel = 'log' | 'warn' | 'error' | 'info';

export type PreviewLine = { level: PreviewLineLevel; text: string };

export type PreviewLog = {
  status: PreviewStatus;
  lines: PreviewLine[];
  /** More output arrived than the console keeps; its last line says so. */
  dropped: boolean;
  /** The run's first uncaught error, shown on its own above the frame. */
  firstError: string | null;
};

export type PreviewLogAction =
  { type: 'reset' } | { type: 'message'; message: TPreviewFrameMessage };

export const INITIAL_PREVIEW_LOG: PreviewLog = {
  status: 'starting',
  lines: [],
  dropped: false,
  firstError: null,
};

export const DROPPED_OUTPUT_LINE: PreviewLine = {
  level: 'info',
  text: 'Further output was dropped',
};

type PreviewRecord = Extract<TPreviewFrameMessage, { kind: 'record' }>['record'];

/** What the page tried to do that the preview only notes. */
export function recordLine(record: PreviewRecord): PreviewLine {
  switch (record.kind) {
    case 'navigation':
      return {
        level: 'info',
        text: `wix-location.to(${JSON.stringify(record.url)}) — navigation is not followed in the preview`,
      };
    case 'lightbox':
      return {
        level: 'info',
        text: `openLightbox(${JSON.stringify(record.name)}) — lightboxes do not open in the preview`,
      };
  }
}

/** Keeps at most PREVIEW_LIMITS.consoleLines lines, then one line saying the rest was dropped. */
function withLine(log: PreviewLog, line: PreviewLine): PreviewLog {
  if (log.dropped) return log;
  if (log.lines.length >= PREVIEW_LIMITS.consoleLines) {
    return { ...log, dropped: true, lines: [...log.lines, DROPPED_OUTPUT_LINE] };
  }
  return { ...log, lines: [...log.lines, line] };
}

/** Once the code is running, a message can only keep it running or report it ready. */
function running(log: PreviewLog): PreviewLog {
  return log.status === 'starting' ? { ...log, status: 'running' } : log;
}

function withMessage(log: PreviewLog, message: TPreviewFrameMessage): PreviewLog {
  switch (message.kind) {
    case 'ready':
      return running(log);
    case 'console':
      return withLine(running(log), { level: message.level, text: message.message });
    case 'error': {
      const logged = withLine(running(log), { level: 'error', text: message.message });
      // Later errors often follow from the first; the first is the one worth reading.
      return log.firstError === null ? { ...logged, firstError: message.message } : logged;
    }
    case 'record':
      return withLine(running(log), recordLine(message.record));
    case 'done':
      return { ...log, status: 'ready' };
  }
}

/** What one preview run has shown so far; a new run starts again from INITIAL_PREVIEW_LOG. */
export function previewLogReducer(log: PreviewLog, action: PreviewLogAction): PreviewLog {
  switch (action.type) {
    case 'reset':
      return INITIAL_PREVIEW_LOG;
    case 'message':
      return withMessage(log, action.message);
  }
}
