import { AppError } from '@veloforge/api';
import { MESSAGES } from '@veloforge/shared';

import { ADMIN_REST_ROUTES } from './admin-routes';
import { LEGAL_REST_ROUTES } from './legal-routes';
import { bodyOf, pathParam, queryParam, type RestRoute } from './route-table';

/**
 * The REST surface: a table of the spec's paths, each calling a procedure through the
 * server-side caller (never through the tRPC HTTP handler, ~6x slower here). Later issues add
 * their rows; the adapter in ./adapter.ts needs no change.
 */
export const REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/user',
    handler: async (caller) => {
      const user = await caller.auth.me();
      if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.notAuthenticated);
      return user;
    },
  },
  {
    method: 'POST',
    url: '/api/register',
    handler: (caller, request) => caller.auth.register(bodyOf(request)),
  },
  {
    method: 'POST',
    url: '/api/login',
    handler: (caller, request) => caller.auth.login(bodyOf(request)),
  },
  { method: 'POST', url: '/api/logout', handler: (caller) => caller.auth.logout() },
  {
    method: 'POST',
    url: '/api/forgot-password',
    handler: (caller, request) => caller.auth.forgotPassword(bodyOf(request)),
  },
  {
    method: 'POST',
    url: '/api/reset-password',
    handler: (caller, request) => caller.auth.resetPassword(bodyOf(request)),
  },
  {
    method: 'PATCH',
    url: '/api/user/profile',
    handler: (caller, request) => caller.auth.updateProfile(bodyOf(request)),
  },
  {
    method: 'GET',
    url: '/api/settings',
    handler: (caller) => caller.tokens.settings(),
  },
  { method: 'GET', url: '/api/me/tokens', handler: (caller) => caller.tokens.balance() },
  { method: 'POST', url: '/api/checkout', handler: (caller) => caller.tokens.checkout() },
  {
    method: 'GET',
    url: '/api/verify-purchase',
    handler: (caller, request) =>
      caller.tokens.verifyPurchase({ sessionId: queryParam(request, 'session_id') }),
  },
  {
    method: 'POST',
    url: '/api/test-checkout/:sessionId/pay',
    handler: (caller, request) =>
      caller.tokens.payTestCheckout({ sessionId: pathParam(request, 'sessionId') }),
  },
  // Charged calls; an Idempotency-Key header reaches them through the context.
  {
    method: 'POST',
    url: '/api/generate-code',
    handler: (caller, request) => caller.generation.generate(bodyOf(request)),
  },
  {
    method: 'POST',
    url: '/api/troubleshoot-code',
    handler: (caller, request) => caller.generation.troubleshoot(bodyOf(request)),
  },
  {
    method: 'POST',
    url: '/api/generate-instruction',
    handler: (caller, request) => caller.generation.instruction(bodyOf(request)),
  },
  { method: 'GET', url: '/api/my-sessions', handler: (caller) => caller.sessions.list() },
  {
    method: 'GET',
    url: '/api/generator-sessions/:id',
    handler: (caller, request) => caller.sessions.get({ id: pathParam(request, 'id') }),
  },
  {
    method: 'GET',
    url: '/api/me/preferences',
    handler: (caller) => caller.generation.preferences(),
  },
  {
    method: 'PUT',
    url: '/api/me/preferences',
    handler: (caller, request) => caller.generation.savePreferences(bodyOf(request)),
  },
  ...LEGAL_REST_ROUTES,
  ...ADMIN_REST_ROUTES,
];
