/**
 * The live preview's postMessage protocol between the app and its sandboxed frame
 * (DESIGN §5 Preview, security-checklist X4). The frame is untrusted: the app checks every
 * message (schemas/preview.ts), and only from the frame it created, carrying that run's nonce.
 * No zod here: the frame's runtime imports these constants and must stay small.
 */
export const PREVIEW_PROTOCOL = 'veloforge-preview/1';

/** The app's own page the frame loads (served with its own CSP; see apps/server). */
export const PREVIEW_FRAME_PATH = '/preview-frame';

/** The frame's sandbox tokens: never allow-same-origin, never top navigation. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-popups allow-forms';

/** A run's nonce: 16 to 128 base64url characters. */
export const PREVIEW_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const PREVIEW_LIMITS = {
  /** Longest console line or error message passed to the app (longer ones are cut). */
  messageChars: 4000,
  /** Console lines one run may send; the frame reports once that it stopped sending. */
  consoleLines: 500,
} as const;
