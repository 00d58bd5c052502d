import { initTRPC, TRPCError } from '@trpc/server';
import { MESSAGES } from '@veloforge/shared';

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

/** Requires a signed-in user; narrows ctx.user and ctx.session to non-null. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.notAuthenticated });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Requires the admin role; every procedure in the admin router uses it. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
  }
  return next();
});
