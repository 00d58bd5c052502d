import { describe, expect, it } from 'vitest';

import { MAX_PROCESSING_MS } from './checkout-flow';
import {
  clearStalePaymentSessions,
  PAYMENT_SESSION_KEY_PREFIX,
  rememberPaymentSession,
} from './payment-session-store';

/** An in-memory Storage (the unit tests run without a DOM). */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

const NOW = 1_750_000_000_000;

describe('payment session keys in localStorage', () => {
  it('remembers one session at a time and forgets it with null', () => {
    const storage = memoryStorage({ 'mantine-color-scheme-value': 'dark' });
    rememberPaymentSession('cs_1', storage, NOW);
    rememberPaymentSession('cs_2', storage, NOW + 1);
    expect(storage.keys()).toEqual([
      'mantine-color-scheme-value',
      `${PAYMENT_SESSION_KEY_PREFIX}cs_2`,
    ]);
    expect(storage.getItem(`${PAYMENT_SESSION_KEY_PREFIX}cs_2`)).toBe(String(NOW + 1));
    rememberPaymentSession(null, storage, NOW);
    expect(storage.keys()).toEqual(['mantine-color-scheme-value']);
  });

  it('on load removes old and unreadable session keys and legacy ones, keeps a fresh one and unrelated keys', () => {
    const storage = memoryStorage({
      [`${PAYMENT_SESSION_KEY_PREFIX}cs_old`]: String(NOW - MAX_PROCESSING_MS),
      [`${PAYMENT_SESSION_KEY_PREFIX}cs_garbage`]: 'not a time',
      [`${PAYMENT_SESSION_KEY_PREFIX}cs_fresh`]: String(NOW - 1000),
      paymentSessionId: 'cs_legacy',
      payment_session_id: 'cs_legacy_2',
      'mantine-color-scheme-value': 'light',
    });
    clearStalePaymentSessions(storage, NOW);
    expect(storage.keys()).toEqual([
      'mantine-color-scheme-value',
      `${PAYMENT_SESSION_KEY_PREFIX}cs_fresh`,
    ]);
  });

  it('does nothing without storage', () => {
    expect(() => clearStalePaymentSessions(null, NOW)).not.toThrow();
    expect(() => rememberPaymentSession('cs_1', null, NOW)).not.toThrow();
  });
});
