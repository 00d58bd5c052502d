import { CHECKOUT_WINDOW_NAME } from './checkout-window';

/**
 * Messages from the return pages (/purchase-success, /purchase-cancel) to the page that opened
 * the checkout. A BroadcastChannel reaches every same-origin page, also when COOP on the
 * provider's page has severed `window.opener` (security-checklist P9), so the opener does not
 * depend on it: this only makes the dialog react sooner than its polling would.
 */
const CHANNEL_NAME = 'veloforge:checkout';

export type CheckoutMessage =
  { type: 'paid'; sessionId: string } | { type: 'cancelled'; sessionId: string | null };

function parseMessage(data: unknown): CheckoutMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, sessionId } = data as Record<string, unknown>;
  if (type === 'paid' && typeof sessionId === 'string' && sessionId !== '') {
    return { type, sessionId };
  }
  if (type === 'cancelled') {
    return {
      type,
      sessionId: typeof sessionId === 'string' && sessionId !== '' ? sessionId : null,
    };
  }
  return null;
}

export function postCheckoutMessage(message: CheckoutMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  // Left open: closing right after postMessage could drop the message in some browsers.
  new BroadcastChannel(CHANNEL_NAME).postMessage(message);
}

export function subscribeCheckoutMessages(
  listener: (message: CheckoutMessage) => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = parseMessage(event.data);
    if (message) listener(message);
  };
  return () => channel.close();
}

/** Whether this page runs inside the checkout popup (by its window name, or an opener). */
export function isCheckoutWindow(): boolean {
  try {
    return window.name === CHECKOUT_WINDOW_NAME || Boolean(window.opener);
  } catch {
    return false;
  }
}
