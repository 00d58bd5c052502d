/** The site header's navigation (spec section 2), in display order. */
export const SITE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/token-usage', label: 'Token Usage' },
  { to: '/faq', label: 'FAQ' },
  { to: '/terms-of-service', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy' },
] as const;
