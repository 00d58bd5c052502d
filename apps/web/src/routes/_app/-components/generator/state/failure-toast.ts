import { GenerationStreamError } from '../../../../../lib/generation-stream';
import type { ActivityKind } from './result-reducer';

/** Spec section 8's copy for the two paid actions. */
const COPY = {
  generate: {
    title: 'Error',
    fallback: 'Failed to generate code',
    network: 'An error occurred while generating code',
  },
  troubleshoot: {
    title: 'Failed to update code',
    fallback: 'An error occurred while updating the code',
    network: 'An error occurred while updating the code',
  },
} as const;

export type FailureToast = {
  title: string;
  description: string;
  /** 402: offer the purchase dialog. */
  offerPurchase: boolean;
  /** 401: the session ended; ask the user to sign in again. */
  authRequired: boolean;
  /** The whole message when it is longer than its first paragraph (the toast shows that). */
  details?: string;
};

function refundNote(cost: number): string {
  return cost === 1
    ? 'The token for this request was refunded.'
    : `The ${cost} tokens for this request were refunded.`;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * What the user is told when a generation or troubleshooting call fails: the server's message
 * when it sent one, else the spec's fallback; a network failure gets the spec's network sentence;
 * a refund is said out loud, because money moved twice. Returns null for the user's own abort.
 */
export function failureToast(
  kind: ActivityKind,
  error: unknown,
  cost: number,
): FailureToast | null {
  const copy = COPY[kind];
  const base = { title: copy.title, offerPurchase: false, authRequired: false };
  if (!(error instanceof GenerationStreamError)) return { ...base, description: copy.fallback };
  if (error.kind === 'aborted') return null;
  if (error.kind === 'network') {
    // A stream cut after the charge is settled by the server (refund or saved result).
    return { ...base, description: copy.network };
  }
  const message = error.serverMessage ?? copy.fallback;
  // The offline troubleshooter explains itself at length: the toast keeps the first paragraph.
  const [summary = message, ...rest] = message.split(/\n\s*\n/);
  return {
    ...base,
    description: error.refunded
      ? `${sentence(summary.trim())} ${refundNote(cost)}`
      : summary.trim(),
    offerPurchase: error.status === 402,
    authRequired: error.status === 401,
    ...(rest.length > 0 ? { details: message } : {}),
  };
}
