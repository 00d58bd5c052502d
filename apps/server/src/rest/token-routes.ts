import {
  ZCheckoutResponse,
  ZCheckoutSessionId,
  ZCheckoutSessionInput,
  ZPublicSettings,
  ZTestCheckoutPaid,
  ZTokenBalance,
  ZVerifyPurchaseResponse,
} from '@veloforge/shared';
import { z } from 'zod';

import { pathParam, queryParam, type RestRoute } from './route-table';

/** Tokens: the package on sale, the balance, checkout and purchase verification. */
export const TOKEN_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/settings',
    handler: (caller) => caller.tokens.settings(),
    doc: {
      operationId: 'getTokenPackage',
      summary: 'The token package on sale (price in cents)',
      tag: 'Tokens',
      auth: 'public',
      response: ZPublicSettings,
      example: {},
    },
  },
  {
    method: 'GET',
    url: '/api/me/tokens',
    handler: (caller) => caller.tokens.balance(),
    doc: {
      operationId: 'getTokenBalance',
      summary: 'The token balance',
      tag: 'Tokens',
      auth: 'user',
      response: ZTokenBalance,
      example: {},
    },
  },
  {
    method: 'POST',
    url: '/api/checkout',
    handler: (caller) => caller.tokens.checkout(),
    doc: {
      operationId: 'startCheckout',
      summary: 'Open a checkout for the token package',
      description: 'Open `url` in a popup, then poll verifyPurchase with `sessionId`.',
      tag: 'Tokens',
      auth: 'user',
      response: ZCheckoutResponse,
      errors: {
        412: 'Token purchases are unavailable right now.',
        502: 'The payment service is unavailable.',
      },
      example: {},
    },
  },
  {
    method: 'GET',
    url: '/api/verify-purchase',
    handler: (caller, request) =>
      caller.tokens.verifyPurchase({ sessionId: queryParam(request, 'session_id') }),
    doc: {
      operationId: 'verifyPurchase',
      summary: 'Check a purchase, crediting its tokens once paid',
      tag: 'Tokens',
      auth: 'user',
      query: z.object({ session_id: ZCheckoutSessionId }),
      response: ZVerifyPurchaseResponse,
      errors: {
        404: 'No purchase of yours has this session id.',
        502: 'The payment service is unavailable.',
      },
      example: { query: { session_id: 'cs_test_a1B2c3D4e5' } },
    },
  },
  {
    method: 'POST',
    url: '/api/test-checkout/:sessionId/pay',
    handler: (caller, request) =>
      caller.tokens.payTestCheckout({ sessionId: pathParam(request, 'sessionId') }),
    doc: {
      operationId: 'payTestCheckout',
      summary: 'Pay a test checkout (test mode only, no real charge)',
      description: 'Exists only while no Stripe key is configured.',
      tag: 'Tokens',
      auth: 'user',
      params: ZCheckoutSessionInput,
      response: ZTestCheckoutPaid,
      errors: {
        404: 'Not in test mode, or no checkout of yours has this id.',
        409: 'The checkout session has expired.',
      },
      example: { params: { sessionId: 'tcs_3f2a9c1b' } },
    },
  },
  // Charged calls; an Idempotency-Key header reaches them through the context.
];
