import { MAX_PROCESSING_MS } from './checkout-flow';

/**
 * The checkout session being paid is kept in localStorage under this prefix while the dialog
 * watches it (one key per session, the value is when it started). Spec section 9: old payment
 * session keys are removed from local storage on load.
 */
export const PAYMENT_SESSION_KEY_PREFIX = 'veloforge:payment-session:';

/** Keys of earlier versions and of other naming schemes for the same thing. */
const LEGACY_KEY = /payment[-_ ]?session/i;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings): the flow works without it.
    return null;
  }
}

/** Remembers `sessionId` as the one being paid, or forgets every remembered one (null). */
export function rememberPaymentSession(
  sessionId: string | null,
  storage: KeyValueStorage | null = browserStorage(),
  now: number = Date.now(),
): void {
  if (!storage) return;
  try {
    for (const key of paymentSessionKeys(storage)) {
      if (key.startsWith(PAYMENT_SESSION_KEY_PREFIX)) storage.removeItem(key);
    }
    if (sessionId) storage.setItem(`${PAYMENT_SESSION_KEY_PREFIX}${sessionId}`, String(now));
  } catch {
    // Quota or access errors only cost us the bookkeeping.
  }
}

/**
 * Removes payment session keys older than the longest a dialog watches a payment, and any legacy
 * ones. A fresh key is kept: the checkout popup loads this app too, and must not wipe the key of
 * the page that opened it.
 */
export function clearStalePaymentSessions(
  storage: KeyValueStorage | null = browserStorage(),
  now: number = Date.now(),
): void {
  if (!storage) return;
  try {
    for (const key of paymentSessionKeys(storage)) {
      if (key.startsWith(PAYMENT_SESSION_KEY_PREFIX)) {
        const startedAt = Number(storage.getItem(key));
        const isFresh = Number.isFinite(startedAt) && now - startedAt < MAX_PROCESSING_MS;
        if (!isFresh) storage.removeItem(key);
      } else {
        storage.removeItem(key);
      }
    }
  } catch {
    // As above.
  }
}

function paymentSessionKeys(storage: KeyValueStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && (key.startsWith(PAYMENT_SESSION_KEY_PREFIX) || LEGACY_KEY.test(key))) {
      keys.push(key);
    }
  }
  return keys;
}
