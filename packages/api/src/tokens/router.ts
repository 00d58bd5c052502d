import {
  ZCheckoutResponse,
  ZCheckoutSessionInput,
  ZPublicSettings,
  ZTestCheckoutPaid,
  ZTestCheckoutView,
  ZTokenBalance,
  ZVerifyPurchaseResponse,
} from '@veloforge/shared';
import { z } from 'zod';

import { protectedProcedure, publicProcedure, router } from '../trpc';
import type { Context } from '../context';
import { AppError } from '../errors';
import { startCheckout, verifyPurchase } from './checkout/purchases';
import { payTestCheckout, viewTestCheckout } from './checkout/test-checkout';
import { getPublicSettings } from './settings-service';

function purchaseDeps(ctx: Context) {
  return { db: ctx.db, provider: ctx.checkout, appUrl: ctx.config.appUrl, log: ctx.log };
}

/** The test checkout's procedures exist only while it is the provider (no Stripe key). */
const testCheckoutProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.checkout.name !== 'test') throw new AppError('NOT_FOUND', 'Not found');
  return next();
});

export const tokensRouter = router({
  /** The token package on sale (public; GET /api/settings). */
  settings: publicProcedure
    .input(z.void())
    .output(ZPublicSettings)
    .query(({ ctx }) => getPublicSettings(ctx.db)),

  /**
   * The signed-in user's balance (GET /api/me/tokens). Authentication (session or API key)
   * already read users.tokens in this request, in the same query that checked the credential;
   * a second query for the same column cost the route half its throughput (issue 10).
   */
  balance: protectedProcedure
    .input(z.void())
    .output(ZTokenBalance)
    .query(({ ctx }) => ({ success: true as const, tokens: ctx.user.tokens })),

  /** Opens a checkout for the package on sale (POST /api/checkout). */
  checkout: protectedProcedure
    .output(ZCheckoutResponse)
    .mutation(({ ctx }) => startCheckout(purchaseDeps(ctx), ctx.user.id)),

  /** Is this purchase paid? Fulfils it if so (GET /api/verify-purchase). */
  verifyPurchase: protectedProcedure
    .input(ZCheckoutSessionInput)
    .output(ZVerifyPurchaseResponse)
    .query(({ ctx, input }) => verifyPurchase(purchaseDeps(ctx), ctx.user.id, input.sessionId)),

  testCheckout: testCheckoutProcedure
    .input(ZCheckoutSessionInput)
    .output(ZTestCheckoutView)
    .query(({ ctx, input }) => viewTestCheckout(ctx.db, ctx.user.id, input.sessionId)),

  payTestCheckout: testCheckoutProcedure
    .input(ZCheckoutSessionInput)
    .output(ZTestCheckoutPaid)
    .mutation(({ ctx, input }) => payTestCheckout(ctx.db, ctx.user.id, input.sessionId)),
});
