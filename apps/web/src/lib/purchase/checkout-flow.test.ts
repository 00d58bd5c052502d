import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CheckoutEvent, CheckoutFlowDeps, CheckoutPopup, VerifyResult } from './checkout-flow';
import {
  createCheckoutFlow,
  FINAL_VERIFY_DELAY_MS,
  MAX_PROCESSING_MS,
  parseCheckoutResponse,
  POPUP_CLOSED_CHECK_MS,
  SUCCESS_AUTO_CLOSE_MS,
  VERIFY_POLL_MS,
} from './checkout-flow';

const BASE_URL = 'http://app.test';
const SESSION_ID = 'cs_test_abc123';
const CHECKOUT_URL = `${BASE_URL}/test-checkout/${SESSION_ID}`;
const PAID: VerifyResult = { success: true, tokenAmount: 150, message: 'Tokens added' };
const UNPAID: VerifyResult = { success: false, tokenAmount: 0, message: 'Payment pending' };

type FakePopup = CheckoutPopup & { closed: boolean; close: ReturnType<typeof vi.fn> };

function fakePopup(): FakePopup {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
  };
  return popup;
}

/** A promise settled from the test, to hold a call in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<CheckoutFlowDeps> = {}) {
  const popup = fakePopup();
  const events: CheckoutEvent[] = [];
  const remembered: (string | null)[] = [];
  const deps = {
    openPopup: vi.fn<() => CheckoutPopup | null>(() => popup),
    createCheckout: vi.fn<() => Promise<unknown>>(async () => ({
      success: true,
      url: CHECKOUT_URL,
      sessionId: SESSION_ID,
    })),
    verifyPurchase: vi.fn<(sessionId: string) => Promise<VerifyResult>>(async () => UNPAID),
    notify: (event: CheckoutEvent) => void events.push(event),
    navigate: vi.fn<(url: string) => void>(),
    baseUrl: BASE_URL,
    rememberSession: (id: string | null) => void remembered.push(id),
    logError: vi.fn<(message: string, error: unknown) => void>(),
    ...overrides,
  };
  const flow = createCheckoutFlow(deps);
  return { flow, popup, events, remembered, deps };
}

/** Runs pending promise callbacks without moving the clock. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

/** Open the dialog, Proceed, and let checkout answer: the flow is processing. */
async function startProcessing(overrides: Partial<CheckoutFlowDeps> = {}) {
  const context = setup(overrides);
  context.flow.open();
  context.flow.start();
  await flush();
  expect(context.flow.getState().status).toBe('processing');
  return context;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkout flow: idle -> loading -> processing', () => {
  it('opens the popup synchronously in start(), before checkout answers, then points it at the checkout URL', async () => {
    const checkout = deferred<unknown>();
    const { flow, popup, deps, remembered } = setup({ createCheckout: () => checkout.promise });
    flow.open();
    expect(flow.getState()).toMatchObject({ opened: true, status: 'idle' });

    flow.start();
    // Still inside the click: the window exists already, the server has not answered.
    expect(deps.openPopup).toHaveBeenCalledTimes(1);
    expect(flow.getState().status).toBe('loading');
    expect(popup.location.href).toBe('about:blank');

    checkout.resolve({ success: true, url: CHECKOUT_URL, sessionId: SESSION_ID });
    await flush();
    expect(popup.location.href).toBe(CHECKOUT_URL);
    expect(flow.getState()).toMatchObject({ status: 'processing', sessionId: SESSION_ID });
    expect(remembered).toEqual([SESSION_ID]);
  });

  it('ignores a second Proceed while loading or processing', async () => {
    const { flow, deps } = await startProcessing();
    flow.start();
    expect(deps.openPopup).toHaveBeenCalledTimes(1);
    expect(deps.createCheckout).toHaveBeenCalledTimes(1);
  });
});

describe('checkout flow: -> error', () => {
  it('goes to error with a popup-blocked event, without calling checkout, when the popup is blocked', () => {
    const { flow, deps, events } = setup({ openPopup: () => null });
    flow.open();
    flow.start();
    expect(flow.getState()).toMatchObject({ status: 'error', failure: 'popup-blocked' });
    expect(events).toEqual([{ type: 'failed', failure: 'popup-blocked' }]);
    expect(deps.createCheckout).not.toHaveBeenCalled();
  });

  it('goes to error (connection-failed) and closes the blank popup when checkout throws', async () => {
    const { flow, popup, events, deps } = setup({
      createCheckout: () => Promise.reject(new Error('network down')),
    });
    flow.open();
    flow.start();
    await flush();
    expect(flow.getState()).toMatchObject({ status: 'error', failure: 'connection-failed' });
    expect(events).toEqual([{ type: 'failed', failure: 'connection-failed' }]);
    expect(popup.close).toHaveBeenCalled();
    expect(deps.logError).toHaveBeenCalled();
  });

  it.each([
    ['success false', { success: false, url: CHECKOUT_URL, sessionId: SESSION_ID }],
    ['no url', { success: true, sessionId: SESSION_ID }],
    ['empty session id', { success: true, url: CHECKOUT_URL, sessionId: '' }],
    ['a javascript: url', { success: true, url: 'javascript:alert(1)', sessionId: SESSION_ID }],
    ['not an object', 'ok'],
  ])('goes to error (invalid-response) on %s', async (_name, response) => {
    const { flow, popup, events } = setup({ createCheckout: async () => response });
    flow.open();
    flow.start();
    await flush();
    expect(flow.getState()).toMatchObject({ status: 'error', failure: 'invalid-response' });
    expect(events).toEqual([{ type: 'failed', failure: 'invalid-response' }]);
    expect(popup.close).toHaveBeenCalled();
  });

  it('can be dismissed from error, and Proceed works again', async () => {
    const openPopup = vi
      .fn<() => CheckoutPopup | null>()
      .mockReturnValueOnce(null)
      .mockReturnValue(fakePopup());
    const { flow } = setup({ openPopup });
    flow.open();
    flow.start();
    expect(flow.getState().status).toBe('error');
    flow.start();
    await flush();
    expect(flow.getState().status).toBe('processing');
    flow.abandon();
    flow.close();
  });
});

describe('checkout flow: processing', () => {
  it('polls verification every 2 s; errors are logged and polling continues', async () => {
    const verifyPurchase = vi
      .fn<(id: string) => Promise<VerifyResult>>()
      .mockResolvedValueOnce(UNPAID)
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValue(UNPAID);
    const { flow, deps } = await startProcessing({ verifyPurchase });

    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS - 1);
    expect(verifyPurchase).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(verifyPurchase).toHaveBeenCalledTimes(1);
    expect(verifyPurchase).toHaveBeenCalledWith(SESSION_ID);
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS);
    expect(verifyPurchase).toHaveBeenCalledTimes(2);
    expect(deps.logError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS);
    expect(verifyPurchase).toHaveBeenCalledTimes(3);
    expect(flow.getState().status).toBe('processing');
  });

  it('cannot be dismissed while loading or processing', async () => {
    const checkout = deferred<unknown>();
    const { flow } = setup({ createCheckout: () => checkout.promise });
    flow.open();
    flow.start();
    flow.close();
    expect(flow.getState()).toMatchObject({ opened: true, status: 'loading' });
    checkout.resolve({ success: true, url: CHECKOUT_URL, sessionId: SESSION_ID });
    await flush();
    flow.close();
    expect(flow.getState()).toMatchObject({ opened: true, status: 'processing' });
  });

  it('on a verified payment: success, a paid event, the popup closed, polling stopped, auto-close after 2 s', async () => {
    const verifyPurchase = vi
      .fn<(id: string) => Promise<VerifyResult>>()
      .mockResolvedValueOnce(UNPAID)
      .mockResolvedValue(PAID);
    const { flow, popup, events, remembered } = await startProcessing({ verifyPurchase });

    await vi.advanceTimersByTimeAsync(2 * VERIFY_POLL_MS);
    expect(flow.getState()).toMatchObject({
      opened: true,
      status: 'success',
      sessionId: SESSION_ID,
      tokenAmount: 150,
    });
    expect(events).toEqual([{ type: 'paid', sessionId: SESSION_ID, tokenAmount: 150 }]);
    expect(popup.close).toHaveBeenCalled();
    expect(remembered).toEqual([SESSION_ID, null]);

    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS - 1);
    expect(flow.getState().opened).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.getState().opened).toBe(false);

    await vi.advanceTimersByTimeAsync(10 * VERIFY_POLL_MS);
    expect(verifyPurchase).toHaveBeenCalledTimes(2);
  });

  it('success can be closed by the user before the auto-close', async () => {
    const { flow } = await startProcessing({ verifyPurchase: async () => PAID });
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS);
    expect(flow.getState().status).toBe('success');
    flow.close();
    expect(flow.getState().opened).toBe(false);
    // Reopening starts from idle.
    flow.open();
    expect(flow.getState()).toMatchObject({ opened: true, status: 'idle', tokenAmount: null });
  });

  it('an answer arriving after the flow has moved on is ignored', async () => {
    const late = deferred<VerifyResult>();
    const verifyPurchase = vi
      .fn<(id: string) => Promise<VerifyResult>>()
      .mockReturnValueOnce(late.promise)
      .mockResolvedValue(UNPAID);
    const { flow, popup, events } = await startProcessing({ verifyPurchase });
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS + FINAL_VERIFY_DELAY_MS);
    expect(flow.getState().status).toBe('idle');
    late.resolve(PAID);
    await flush();
    expect(flow.getState().status).toBe('idle');
    expect(events).toEqual([]);
  });

  it('stops polling after 10 minutes and returns to idle', async () => {
    const { flow, deps } = await startProcessing();
    await vi.advanceTimersByTimeAsync(MAX_PROCESSING_MS);
    expect(flow.getState().status).toBe('idle');
    const calls = vi.mocked(deps.verifyPurchase).mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * VERIFY_POLL_MS);
    expect(vi.mocked(deps.verifyPurchase).mock.calls.length).toBe(calls);
  });
});

describe('checkout flow: the popup closes without a confirmed payment', () => {
  it('checks closed every 500 ms, stops polling, verifies once 1 s later, then goes back to idle', async () => {
    const { flow, popup, deps, remembered } = await startProcessing();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS);
    // Detected; the final check waits 1 s and the 2 s poll no longer fires.
    await vi.advanceTimersByTimeAsync(FINAL_VERIFY_DELAY_MS - 1);
    expect(deps.verifyPurchase).not.toHaveBeenCalled();
    expect(flow.getState().status).toBe('processing');
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.verifyPurchase).toHaveBeenCalledTimes(1);
    expect(flow.getState()).toMatchObject({ opened: true, status: 'idle', sessionId: null });
    expect(remembered).toEqual([SESSION_ID, null]);

    await vi.advanceTimersByTimeAsync(10 * VERIFY_POLL_MS);
    expect(deps.verifyPurchase).toHaveBeenCalledTimes(1);
  });

  it('goes to success when the final verification finds the payment', async () => {
    const { flow, popup, events } = await startProcessing({
      verifyPurchase: vi
        .fn<(id: string) => Promise<VerifyResult>>()
        .mockResolvedValueOnce(PAID)
        .mockResolvedValue(UNPAID),
    });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS + FINAL_VERIFY_DELAY_MS);
    expect(flow.getState().status).toBe('success');
    expect(events).toEqual([{ type: 'paid', sessionId: SESSION_ID, tokenAmount: 150 }]);
  });

  it('goes back to idle when the final verification call fails', async () => {
    const { flow, popup, deps } = await startProcessing({
      verifyPurchase: () => Promise.reject(new Error('offline')),
    });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS + FINAL_VERIFY_DELAY_MS);
    expect(flow.getState().status).toBe('idle');
    expect(deps.logError).toHaveBeenCalled();
  });

  it('abandon() closes the popup and takes the same path', async () => {
    const { flow, popup } = await startProcessing();
    flow.abandon();
    expect(popup.close).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS + FINAL_VERIFY_DELAY_MS);
    expect(flow.getState().status).toBe('idle');
  });

  it('returns to idle without watching when the popup is closed while checkout loads', async () => {
    const checkout = deferred<unknown>();
    const { flow, popup, deps } = setup({ createCheckout: () => checkout.promise });
    flow.open();
    flow.start();
    popup.closed = true;
    checkout.resolve({ success: true, url: CHECKOUT_URL, sessionId: SESSION_ID });
    await flush();
    expect(flow.getState().status).toBe('idle');
    await vi.advanceTimersByTimeAsync(5 * VERIFY_POLL_MS);
    expect(deps.verifyPurchase).not.toHaveBeenCalled();
  });
});

describe('checkout flow: reports from the return pages', () => {
  it('the cancel page: cancelled, popup closed, polling stopped, dismissable', async () => {
    const { flow, popup, deps, events } = await startProcessing();
    flow.cancelReported(SESSION_ID);
    expect(flow.getState()).toMatchObject({ opened: true, status: 'cancelled' });
    expect(popup.close).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * VERIFY_POLL_MS);
    expect(deps.verifyPurchase).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    flow.close();
    expect(flow.getState().opened).toBe(false);
  });

  it('a cancel report for another session is ignored; one without a session id applies', async () => {
    const { flow } = await startProcessing();
    flow.cancelReported('cs_test_other');
    expect(flow.getState().status).toBe('processing');
    flow.cancelReported(null);
    expect(flow.getState().status).toBe('cancelled');
  });

  it('a payment report verifies at once instead of waiting for the next poll', async () => {
    const { flow, deps } = await startProcessing({ verifyPurchase: vi.fn(async () => PAID) });
    flow.paymentReported(SESSION_ID);
    await flush();
    expect(deps.verifyPurchase).toHaveBeenCalledTimes(1);
    expect(flow.getState().status).toBe('success');
  });

  it('a payment report after a severed popup handle sent the flow to idle still shows success', async () => {
    const verifyPurchase = vi.fn<(id: string) => Promise<VerifyResult>>(async () => UNPAID);
    const { flow, popup, events } = await startProcessing({ verifyPurchase });
    // COOP severed the handle: it reads closed although the user is still paying.
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS + FINAL_VERIFY_DELAY_MS);
    expect(flow.getState().status).toBe('idle');
    flow.close();

    verifyPurchase.mockResolvedValue(PAID);
    flow.paymentReported('cs_test_someone_else');
    await flush();
    expect(flow.getState().status).toBe('idle');
    flow.paymentReported(SESSION_ID);
    await flush();
    expect(flow.getState()).toMatchObject({ opened: true, status: 'success', tokenAmount: 150 });
    expect(events).toEqual([{ type: 'paid', sessionId: SESSION_ID, tokenAmount: 150 }]);
  });
});

describe('checkout flow: redirect fallback and disposal', () => {
  it('startInThisTab() creates the checkout and navigates this tab, without a popup', async () => {
    const { flow, deps, remembered } = setup();
    flow.open();
    flow.startInThisTab();
    expect(flow.getState().status).toBe('loading');
    await flush();
    expect(deps.openPopup).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith(CHECKOUT_URL);
    expect(remembered).toEqual([SESSION_ID]);
  });

  it('dispose() stops the timers', async () => {
    const { flow, deps } = await startProcessing();
    flow.dispose();
    await vi.advanceTimersByTimeAsync(10 * VERIFY_POLL_MS);
    expect(deps.verifyPurchase).not.toHaveBeenCalled();
  });
});

describe('parseCheckoutResponse', () => {
  it('resolves a relative URL against the app origin', () => {
    expect(
      parseCheckoutResponse(
        { success: true, url: '/test-checkout/cs_1', sessionId: 'cs_1' },
        BASE_URL,
      ),
    ).toEqual({ url: `${BASE_URL}/test-checkout/cs_1`, sessionId: 'cs_1' });
  });

  it('keeps an absolute provider URL', () => {
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1#abc';
    expect(parseCheckoutResponse({ success: true, url, sessionId: 'cs_test_1' }, BASE_URL)).toEqual(
      { url, sessionId: 'cs_test_1' },
    );
  });
});
