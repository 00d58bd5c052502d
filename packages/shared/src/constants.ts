/** Product-wide constants (spec section 9). Safe for the browser and the server. */
export const PRODUCT_NAME = 'VeloForge';
export const PLATFORM_NAME = 'Wix Velo';
export const PAGE_TITLE = `${PRODUCT_NAME} — ${PLATFORM_NAME} Code Generator`;

export const DEFAULT_TOKEN_PACKAGE_PRICE_CENTS = 500;
export const DEFAULT_TOKEN_PACKAGE_AMOUNT = 150;

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const LEGAL_TYPES = [
  'terms-of-service',
  'privacy-policy',
  'token-usage',
  'faq',
  'cookie-policy',
  'refund-policy',
] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

/** Request body limit for every JSON route (DESIGN.md section 7). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Below this width the UI uses its narrow layout (spec section 9). */
export const NARROW_BREAKPOINT_PX = 768;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** Spec section 9: a toast swiped this far right is dismissed; F8 moves focus to the toasts. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = 'Notification';
