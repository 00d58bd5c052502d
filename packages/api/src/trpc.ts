import { initTRPC, TRPCError } from '@trpc/server';
import { API_KEY_MESSAGES, MESSAGES } from '@veloforge/shared';

import type { Context } from './context';
import { describeError } from './errors';

/**
 * The one initTRPC of the project. Error shapes carry the same message and field errors the REST
 * adapter answers with (describeError), so clients see one convention on both transports.
 * @see https://trpc.io/docs/server/error-formatting
 */
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const described = describeError(error);
    // Extra body fields (e.g. `refunded`, `tokensRemaining`) travel in data, beside the status.
    const { message, fieldErrors, ...details } = described.body;
    return {
      ...shape,
      message,
      data: {
        ...details,
        code: shape.data.code,
        httpStatus: described.status,
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(described.retryAfterSeconds ? { retryAfterSeconds: described.retryAfterSeconds } : {}),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/**
 * Requires a signed-in user, by session cookie or API key; narrows ctx.user to non-null. Use
 * sessionProcedure for what an API key must not do.
 */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.notAuthenticated });
  }
  // Only the narrowed field: tRPC merges it into ctx itself (a full copy here doubled the cost).
  return next({ ctx: { user: ctx.user } });
});

/**
 * Requires a real session (the cookie): account changes and key management. A leaked key must
 * not be able to take over the account (change its email, mint more keys), so a valid key here
 * is a 403, not a 401: it authenticated, but it is not allowed.
 */
export const sessionProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.notAuthenticated });
  }
  if (!ctx.session) {
    throw new TRPCError({ code: 'FORBIDDEN', message: API_KEY_MESSAGES.sessionRequired });
  }
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

/**
 * Public, but refuses API keys: sign-in, registration, logout and the password routes start or
 * end sessions, which a request made with a key must never do.
 */
export const keylessProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.authKind === 'apiKey') {
    throw new TRPCError({ code: 'FORBIDDEN', message: API_KEY_MESSAGES.sessionRequired });
  }
  return next();
});

/** Requires the admin role (by session or by an admin's API key); the admin router uses it. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
  }
  return next();
});
