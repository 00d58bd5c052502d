import type { LegalType } from '@veloforge/shared';

/** Public pages per type; the cookie and refund policies are served by the API only. */
export const PAGE_OF: Partial<Record<LegalType, string>> = {
  'terms-of-service': '/terms-of-service',
  'privacy-policy': '/privacy-policy',
  'token-usage': '/token-usage',
  faq: '/faq',
};

/** Where the effective date shows, so the admin knows what setting it does. */
export const EFFECTIVE_DATE_HELP: Record<LegalType, string> = {
  'terms-of-service': 'Optional; shown as the effective date.',
  'privacy-policy': 'Optional; shown as the effective date.',
  'token-usage': 'Optional; shown as Last Updated.',
  faq: 'Optional; the FAQ page does not show it.',
  'cookie-policy': 'Optional; returned by the API.',
  'refund-policy': 'Optional; returned by the API.',
};
