import type { CheckoutPopup } from './checkout-flow';

/** The checkout window's name; the return pages use it to know they run inside it. */
export const CHECKOUT_WINDOW_NAME = 'veloforge-checkout';

/** Spec section 9: the checkout popup is 550 by 700 pixels. */
export const CHECKOUT_POPUP_WIDTH = 550;
export const CHECKOUT_POPUP_HEIGHT = 700;

/** window.open features: the spec's size, centred over the current window. */
export function checkoutPopupFeatures(
  host: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>,
): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - CHECKOUT_POPUP_WIDTH) / 2));
  const top = Math.max(
    0,
    Math.round(host.screenY + (host.outerHeight - CHECKOUT_POPUP_HEIGHT) / 2),
  );
  return `width=${CHECKOUT_POPUP_WIDTH},height=${CHECKOUT_POPUP_HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Opens the blank checkout window. It must run synchronously inside the click handler: browsers
 * block a window opened after an await (security-checklist P9). Not `noopener`: the flow needs
 * the handle to navigate and close it. Null when blocked.
 */
export function openCheckoutWindow(): CheckoutPopup | null {
  const popup = window.open('about:blank', CHECKOUT_WINDOW_NAME, checkoutPopupFeatures(window));
  if (!popup) return null;
  showOpeningMessage(popup);
  return popup;
}

/** Something better than a white page while the checkout session is created. */
function showOpeningMessage(popup: Window) {
  try {
    const { document } = popup;
    document.title = 'Opening secure checkout…';
    const body =
      document.body ?? document.documentElement.appendChild(document.createElement('body'));
    body.textContent = 'Opening secure checkout…';
    Object.assign(body.style, {
      margin: '0',
      minHeight: '100vh',
      display: 'grid',
      placeItems: 'center',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      color: '#495057',
    });
  } catch {
    // A reused window that already shows another origin cannot be written to; it navigates soon.
  }
}
