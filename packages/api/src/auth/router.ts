import {
  AUTH_RESPONSES,
  ZForgotPasswordInput,
  ZLoginInput,
  ZMessage,
  ZProfileUpdated,
  ZPublicUser,
  ZRegisterInput,
  ZResetPasswordInput,
  ZUpdateProfileInput,
} from '@veloforge/shared';

import type { Context } from '../context';
import { keylessProcedure, publicProcedure, router, sessionProcedure } from '../trpc';
import { audit } from './audit';
import { authenticate } from './login';
import { requestPasswordReset, resetPassword } from './password-reset';
import { toPublicUser } from './public-user';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { registerUser } from './register';
import { createSession, invalidateSession } from './sessions';
import { throttle } from './throttle';
import { updateProfile } from './update-profile';

/** A fresh session for every sign-in (no fixation), sent as the cookie. */
async function startSession(ctx: Context, userId: string) {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  const { token, session } = await createSession(ctx.db, userId);
  ctx.sessionCookie.set(token, session.expiresAt);
}

export const authRouter = router({
  /** The current user, or null when signed out (REST: GET /api/user answers 401 then). */
  me: publicProcedure
    .output(ZPublicUser.nullable())
    .query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null)),

  register: keylessProcedure
    .input(ZRegisterInput)
    .output(ZPublicUser)
    .mutation(async ({ ctx, input }) => {
      await throttle(ctx.rateLimiter, [
        [AUTH_RATE_LIMITS.registrationsPerIp, ctx.ip],
        [AUTH_RATE_LIMITS.registrationsPerEmail, input.email.toLowerCase()],
      ]);
      const user = await registerUser(ctx.db, input, { ip: ctx.ip });
      await startSession(ctx, user.id);
      return toPublicUser(user);
    }),

  login: keylessProcedure
    .input(ZLoginInput)
    .output(ZPublicUser)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx, input, { ip: ctx.ip });
      await startSession(ctx, user.id);
      return toPublicUser(user);
    }),

  /** Ends this session server-side; answering signed-out callers too keeps logout idempotent. */
  logout: keylessProcedure.output(ZMessage).mutation(async ({ ctx }) => {
    if (ctx.session && ctx.user) {
      await invalidateSession(ctx.db, ctx.session.id);
      await audit(ctx.db, {
        actorId: ctx.user.id,
        action: 'auth.logout',
        target: ctx.user.username,
        details: { ip: ctx.ip },
      });
    }
    ctx.sessionCookie.clear();
    return { message: AUTH_RESPONSES.loggedOut };
  }),

  forgotPassword: keylessProcedure
    .input(ZForgotPasswordInput)
    .output(ZMessage)
    .mutation(async ({ ctx, input }) => {
      await throttle(ctx.rateLimiter, [
        [AUTH_RATE_LIMITS.resetRequestsPerIp, ctx.ip],
        [AUTH_RATE_LIMITS.resetRequestsPerEmail, input.email.toLowerCase()],
      ]);
      await requestPasswordReset(
        { db: ctx.db, mailer: ctx.mailer, appUrl: ctx.config.appUrl, log: ctx.log },
        input.email,
        { ip: ctx.ip },
      );
      return { message: AUTH_RESPONSES.resetEmailSent };
    }),

  resetPassword: keylessProcedure
    .input(ZResetPasswordInput)
    .output(ZMessage)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(
        { db: ctx.db, mailer: ctx.mailer, appUrl: ctx.config.appUrl, log: ctx.log },
        input,
        { ip: ctx.ip },
      );
      if (ctx.session) ctx.sessionCookie.clear();
      return { message: AUTH_RESPONSES.passwordReset };
    }),

  updateProfile: sessionProcedure
    .input(ZUpdateProfileInput)
    .output(ZProfileUpdated)
    .mutation(async ({ ctx, input }) => {
      const user = await updateProfile(ctx.db, ctx.user.id, input, { ip: ctx.ip });
      return { message: AUTH_RESPONSES.profileUpdated, user: toPublicUser(user) };
    }),
});
