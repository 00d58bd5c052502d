import type { RateLimitRule } from '../ports';

/**
 * Throttles on the account endpoints (security-checklist A6, A7, R3). Login attempts count per
 * IP + username and per IP before the password is checked, and a success clears both, so they
 * hold the consecutive failures (per IP: a 10-minute block after 10, whatever usernames were
 * tried); failures also count per username, from anywhere.
 */
export const AUTH_RATE_LIMITS = {
  loginAttemptsPerIpAndUser: { name: 'login-fail-ip-user', limit: 10, windowSeconds: 10 * 60 },
  loginAttemptsPerIp: { name: 'login-fail-ip', limit: 10, windowSeconds: 10 * 60 },
  loginFailuresPerUser: { name: 'login-fail-user', limit: 100, windowSeconds: 60 * 60 },
  registrationsPerIp: { name: 'register-ip', limit: 20, windowSeconds: 60 * 60 },
  registrationsPerEmail: { name: 'register-email', limit: 5, windowSeconds: 60 * 60 },
  resetRequestsPerIp: { name: 'forgot-ip', limit: 20, windowSeconds: 60 * 60 },
  resetRequestsPerEmail: { name: 'forgot-email', limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
