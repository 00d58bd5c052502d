import type { RateLimitRule } from '../ports';

/**
 * Throttles on the account endpoints (security-checklist A6, A7, R3). Failed logins count per
 * IP + username and per username; a success clears the IP + username counter.
 */
export const AUTH_RATE_LIMITS = {
  loginFailuresPerIpAndUser: { name: 'login-fail-ip-user', limit: 10, windowSeconds: 10 * 60 },
  loginFailuresPerUser: { name: 'login-fail-user', limit: 100, windowSeconds: 60 * 60 },
  registrationsPerIp: { name: 'register-ip', limit: 20, windowSeconds: 60 * 60 },
  registrationsPerEmail: { name: 'register-email', limit: 5, windowSeconds: 60 * 60 },
  resetRequestsPerIp: { name: 'forgot-ip', limit: 20, windowSeconds: 60 * 60 },
  resetRequestsPerEmail: { name: 'forgot-email', limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
