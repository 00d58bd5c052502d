import { useEffect, useState, useSyncExternalStore } from 'react';

import { showToast } from '../toast';
import { trpc } from '../trpc';
import type { CheckoutEvent, CheckoutFailure, CheckoutFlow, CheckoutState } from './checkout-flow';
import { createCheckoutFlow } from './checkout-flow';
import { subscribeCheckoutMessages } from './checkout-channel';
import { openCheckoutWindow } from './checkout-window';
import { rememberPaymentSession } from './payment-session-store';
import { PURCHASE_MESSAGES, tokensAddedMessage } from './purchase-messages';

const FAILURE_TOASTS: Record<CheckoutFailure, { title: string; description: string }> = {
  'popup-blocked': {
    title: PURCHASE_MESSAGES.popupBlockedTitle,
    description: PURCHASE_MESSAGES.popupBlocked,
  },
  'invalid-response': { title: 'Checkout Failed', description: PURCHASE_MESSAGES.invalidCheckout },
  'connection-failed': {
    title: 'Checkout Failed',
    description: PURCHASE_MESSAGES.checkoutException,
  },
};

export type CheckoutPopupControls = Pick<
  CheckoutFlow,
  'open' | 'close' | 'start' | 'startInThisTab' | 'focusPopup' | 'abandon'
> & { state: CheckoutState };

/**
 * The payment dialog's state (spec section 4) bound to the app: tokens.checkout and
 * tokens.verifyPurchase over tRPC, the popup window, toasts, and a balance refresh on success.
 * Call `start` directly from the click handler so the popup is not blocked.
 */
export function useCheckoutPopup(): CheckoutPopupControls {
  const utils = trpc.useUtils();

  const [flow] = useState(() => {
    function notify(event: CheckoutEvent) {
      if (event.type === 'paid') {
        void utils.tokens.balance.invalidate();
        showToast({
          title: PURCHASE_MESSAGES.paymentSuccessfulTitle,
          description: tokensAddedMessage(event.tokenAmount),
        });
        return;
      }
      showToast({ variant: 'destructive', ...FAILURE_TOASTS[event.failure] });
    }

    return createCheckoutFlow({
      openPopup: openCheckoutWindow,
      createCheckout: () => utils.client.tokens.checkout.mutate(),
      verifyPurchase: (sessionId) => utils.client.tokens.verifyPurchase.query({ sessionId }),
      notify,
      navigate: (url) => window.location.assign(url),
      // The build's prerender renders the generator outside a browser (no window); the flow only
      // runs on a click there.
      baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
      rememberSession: (sessionId) => rememberPaymentSession(sessionId),
      // Spec section 7: verification errors are only logged.
      logError: (message, error) => console.warn(`[checkout] ${message}`, error),
    });
  });

  // The server snapshot is the flow's idle start, the same as the browser's first render.
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);

  useEffect(() => {
    const unsubscribe = subscribeCheckoutMessages((message) => {
      if (message.type === 'paid') flow.paymentReported(message.sessionId);
      else flow.cancelReported(message.sessionId);
    });
    return () => {
      unsubscribe();
      flow.dispose();
    };
  }, [flow]);

  return {
    state,
    open: flow.open,
    close: flow.close,
    start: flow.start,
    startInThisTab: flow.startInThisTab,
    focusPopup: flow.focusPopup,
    abandon: flow.abandon,
  };
}
