/**
 * The payment dialog's state machine (spec section 4), free of React and tRPC so every transition
 * can be tested with fake timers and a fake popup. use-checkout-popup.ts binds it to the app.
 *
 *   idle --Proceed--> loading --valid checkout--> processing --verified--> success --2 s--> closed
 *                        |                           |  popup closed: verify once after 1 s,
 *                        |                           |  paid -> success, else -> idle
 *                        |                           '--popup reached /purchase-cancel--> cancelled
 *                        '--popup blocked / checkout failed--> error
 *
 * Verification never depends on the popup handle: it is polled every 2 s whatever the popup
 * reports (security-checklist P9: COOP on a provider page can sever `popup.closed`/`opener`).
 */

/** Spec section 9. */
export const VERIFY_POLL_MS = 2_000;
export const POPUP_CLOSED_CHECK_MS = 500;
export const FINAL_VERIFY_DELAY_MS = 1_000;
export const SUCCESS_AUTO_CLOSE_MS = 2_000;
/** Polling stops after 10 minutes (security-checklist P9, recommended). */
export const MAX_PROCESSING_MS = 10 * 60_000;

export type CheckoutStatus = 'idle' | 'loading' | 'processing' | 'success' | 'error' | 'cancelled';

export type CheckoutFailure = 'popup-blocked' | 'invalid-response' | 'connection-failed';

export type CheckoutState = {
  /** Whether the dialog is shown. Closing keeps `status` so the exit animation shows no flash. */
  opened: boolean;
  status: CheckoutStatus;
  /** The checkout being paid (processing, success). */
  sessionId: string | null;
  /** Tokens credited (success). */
  tokenAmount: number | null;
  /** Why checkout could not start (error). */
  failure: CheckoutFailure | null;
};

/** The part of a popup `Window` the flow uses. */
export type CheckoutPopup = {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
  focus(): void;
};

export type VerifyResult = { success: boolean; tokenAmount: number; message: string };

/** Things the flow tells the app about; the app turns them into toasts and cache refreshes. */
export type CheckoutEvent =
  | { type: 'failed'; failure: CheckoutFailure }
  | { type: 'paid'; sessionId: string; tokenAmount: number };

export type CheckoutFlowDeps = {
  /** Opens the (blank) checkout window; null when the browser blocked it. Must be synchronous. */
  openPopup: () => CheckoutPopup | null;
  createCheckout: () => Promise<unknown>;
  verifyPurchase: (sessionId: string) => Promise<VerifyResult>;
  notify: (event: CheckoutEvent) => void;
  /** The redirect fallback when popups are blocked: leaves the page for the checkout URL. */
  navigate: (url: string) => void;
  /** Where relative checkout URLs resolve (window.location.origin). */
  baseUrl: string;
  /** Called with the session id while it is being paid, and with null once it no longer is. */
  rememberSession?: (sessionId: string | null) => void;
  logError?: (message: string, error: unknown) => void;
};

export type CheckoutFlow = {
  getState: () => CheckoutState;
  subscribe: (listener: () => void) => () => void;
  /** Opens the dialog at idle (a processing flow is shown as it is). */
  open: () => void;
  /** Closes the dialog; refused while loading or processing (spec section 4). */
  close: () => void;
  /** Proceed to Checkout. Call it from the click handler itself, or the popup is blocked. */
  start: () => void;
  /** Popup blocked: the same checkout in this tab (security-checklist P9 fallback). */
  startInThisTab: () => void;
  /** Brings the checkout window to the front. */
  focusPopup: () => void;
  /** Closes the checkout window; the usual closed-popup path (final verify, then idle) follows. */
  abandon: () => void;
  /** The return page announced a payment (it may arrive after the popup handle was severed). */
  paymentReported: (sessionId: string) => void;
  /** The popup reached the cancel page. */
  cancelReported: (sessionId: string | null) => void;
  /** Stops every timer (unmount). The flow can be started again afterwards. */
  dispose: () => void;
};

const INITIAL_STATE: CheckoutState = {
  opened: false,
  status: 'idle',
  sessionId: null,
  tokenAmount: null,
  failure: null,
};

type CheckoutStart = { url: string; sessionId: string };

/** The spec's checkout response: success true, an http(s) url and a session id. */
export function parseCheckoutResponse(response: unknown, baseUrl: string): CheckoutStart | null {
  if (typeof response !== 'object' || response === null) return null;
  const { success, url, sessionId } = response as Record<string, unknown>;
  if (success !== true || typeof url !== 'string' || typeof sessionId !== 'string') return null;
  if (url.trim() === '' || sessionId.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, baseUrl);
  } catch {
    return null;
  }
  // Never hand a javascript: or data: URL to a window we opened.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return { url: parsed.href, sessionId };
}

export function createCheckoutFlow(deps: CheckoutFlowDeps): CheckoutFlow {
  let state = INITIAL_STATE;
  const listeners = new Set<() => void>();

  let popup: CheckoutPopup | null = null;
  /** Incremented by every start and every exit from processing: late answers of a run are ignored. */
  let run = 0;
  /** The last session this flow processed: a late 'paid' report for it can still be shown. */
  let lastSessionId: string | null = null;
  let verifyTimer: ReturnType<typeof setInterval> | undefined;
  let closedTimer: ReturnType<typeof setInterval> | undefined;
  let finalTimer: ReturnType<typeof setTimeout> | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let autoCloseTimer: ReturnType<typeof setTimeout> | undefined;

  function setState(patch: Partial<CheckoutState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function log(message: string, error: unknown) {
    deps.logError?.(message, error);
  }

  function stopWatching() {
    clearInterval(verifyTimer);
    clearInterval(closedTimer);
    clearTimeout(finalTimer);
    clearTimeout(expiryTimer);
    verifyTimer = closedTimer = finalTimer = expiryTimer = undefined;
  }

  function closePopup() {
    const handle = popup;
    popup = null;
    try {
      if (handle && !handle.closed) handle.close();
    } catch (error) {
      log('Could not close the checkout window', error);
    }
  }

  function isBusy() {
    return state.status === 'loading' || state.status === 'processing';
  }

  /** Leaves processing (or loading) for good: timers off, late answers of this run ignored. */
  function endRun() {
    run += 1;
    stopWatching();
    deps.rememberSession?.(null);
  }

  function fail(failure: CheckoutFailure) {
    endRun();
    closePopup();
    setState({ status: 'error', failure, sessionId: null });
    deps.notify({ type: 'failed', failure });
  }

  function succeed(sessionId: string, tokenAmount: number) {
    endRun();
    closePopup();
    clearTimeout(autoCloseTimer);
    setState({ opened: true, status: 'success', sessionId, tokenAmount, failure: null });
    deps.notify({ type: 'paid', sessionId, tokenAmount });
    autoCloseTimer = setTimeout(() => {
      if (state.status === 'success') setState({ opened: false });
    }, SUCCESS_AUTO_CLOSE_MS);
  }

  function backToIdle() {
    endRun();
    popup = null;
    setState({ status: 'idle', sessionId: null, failure: null });
  }

  /** One verification of the current run; `onUnpaid` says what an unpaid or failed answer means. */
  async function verify(sessionId: string, thisRun: number, onUnpaid?: () => void): Promise<void> {
    let result: VerifyResult;
    try {
      result = await deps.verifyPurchase(sessionId);
    } catch (error) {
      // Spec section 7: polling errors are only logged, and polling continues.
      log('Purchase verification failed', error);
      if (thisRun === run) onUnpaid?.();
      return;
    }
    if (thisRun !== run || state.status !== 'processing') return;
    if (result.success) succeed(sessionId, result.tokenAmount);
    else onUnpaid?.();
  }

  function watch(sessionId: string) {
    const thisRun = run;
    verifyTimer = setInterval(() => void verify(sessionId, thisRun), VERIFY_POLL_MS);
    closedTimer = setInterval(() => {
      if (popup && !popup.closed) return;
      // Closed without a confirmed payment: one last look 1 s later (the return page may have
      // just confirmed it), then back to idle.
      clearInterval(verifyTimer);
      clearInterval(closedTimer);
      verifyTimer = closedTimer = undefined;
      finalTimer = setTimeout(() => {
        void verify(sessionId, thisRun, () => {
          if (thisRun === run && state.status === 'processing') backToIdle();
        });
      }, FINAL_VERIFY_DELAY_MS);
    }, POPUP_CLOSED_CHECK_MS);
    expiryTimer = setTimeout(() => {
      if (thisRun === run && state.status === 'processing') backToIdle();
    }, MAX_PROCESSING_MS);
  }

  async function requestCheckout(): Promise<CheckoutStart | null> {
    const thisRun = run;
    let response: unknown;
    try {
      response = await deps.createCheckout();
    } catch (error) {
      log('Checkout could not be created', error);
      if (thisRun === run) fail('connection-failed');
      return null;
    }
    if (thisRun !== run) return null;
    const checkout = parseCheckoutResponse(response, deps.baseUrl);
    if (!checkout) {
      fail('invalid-response');
      return null;
    }
    return checkout;
  }

  async function beginCheckout() {
    const checkout = await requestCheckout();
    if (!checkout) return;
    if (!popup || popup.closed) {
      // Closed while the session was being created: nothing was paid, nothing to watch.
      backToIdle();
      return;
    }
    try {
      popup.location.href = checkout.url;
    } catch (error) {
      log('Could not open the checkout page', error);
      fail('connection-failed');
      return;
    }
    lastSessionId = checkout.sessionId;
    deps.rememberSession?.(checkout.sessionId);
    setState({ status: 'processing', sessionId: checkout.sessionId });
    watch(checkout.sessionId);
  }

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    open() {
      if (isBusy()) {
        setState({ opened: true });
        return;
      }
      clearTimeout(autoCloseTimer);
      setState({ ...INITIAL_STATE, opened: true });
    },

    close() {
      if (isBusy()) return;
      clearTimeout(autoCloseTimer);
      setState({ opened: false });
    },

    start() {
      if (isBusy()) return;
      clearTimeout(autoCloseTimer);
      run += 1;
      // Synchronously, inside the click: a window opened after an await is blocked (P9).
      popup = deps.openPopup();
      if (!popup) {
        fail('popup-blocked');
        return;
      }
      setState({ opened: true, status: 'loading', sessionId: null, failure: null });
      void beginCheckout();
    },

    startInThisTab() {
      if (isBusy()) return;
      run += 1;
      popup = null;
      setState({ opened: true, status: 'loading', sessionId: null, failure: null });
      void requestCheckout().then((checkout) => {
        if (!checkout) return;
        deps.rememberSession?.(checkout.sessionId);
        deps.navigate(checkout.url);
      });
    },

    focusPopup() {
      try {
        popup?.focus();
      } catch (error) {
        log('Could not focus the checkout window', error);
      }
    },

    abandon() {
      if (state.status !== 'processing') return;
      try {
        popup?.close();
      } catch (error) {
        log('Could not close the checkout window', error);
      }
    },

    paymentReported(sessionId) {
      const current = state.status === 'processing' ? state.sessionId : null;
      if (current === sessionId) {
        void verify(sessionId, run);
        return;
      }
      // The popup handle can be severed (COOP), so the flow may already be back at idle when the
      // return page reports the payment: confirm with the server, then show it.
      if (state.status !== 'idle' || sessionId !== lastSessionId) return;
      const thisRun = run;
      void deps.verifyPurchase(sessionId).then(
        (result) => {
          if (thisRun === run && state.status === 'idle' && result.success) {
            succeed(sessionId, result.tokenAmount);
          }
        },
        (error: unknown) => log('Purchase verification failed', error),
      );
    },

    cancelReported(sessionId) {
      if (state.status !== 'processing') return;
      if (sessionId !== null && sessionId !== state.sessionId) return;
      endRun();
      closePopup();
      setState({ opened: true, status: 'cancelled', sessionId: null });
    },

    dispose() {
      run += 1;
      stopWatching();
      clearTimeout(autoCloseTimer);
    },
  };
}
