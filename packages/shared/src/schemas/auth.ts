import { z } from 'zod';

import { ZPublicUser } from './user';

/**
 * Account rules (spec section 5, DESIGN.md section 7). Messages are the spec's, verbatim; the
 * upper bounds are ours: they cap hashing cost and match the database constraints.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const AUTH_MESSAGES = {
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 32 characters',
  usernameChars: 'Username may only contain letters, numbers, dots, dashes and underscores',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  invalidEmail: 'Invalid email address',
  forgotInvalidEmail: 'Please enter a valid email address',
  confirmRequired: 'Confirm password is required',
  passwordsMismatch: 'Passwords do not match',
  resetTokenRequired: 'Invalid or expired token',
  profileNothingToUpdate: 'Provide a new username or email',
} as const;

const password = z
  .string()
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

/** Usernames are trimmed; case is kept for display and ignored for uniqueness. */
const username = z
  .string()
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.usernameChars);

const email = (message: string) => z.string().trim().max(EMAIL_MAX, message).pipe(z.email(message));

function passwordsMatch(form: { password: string; confirmPassword: string }) {
  return form.password === form.confirmPassword;
}
const mismatch = { message: AUTH_MESSAGES.passwordsMismatch, path: ['confirmPassword'] };

export const ZLoginInput = z.object({
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
    .max(USERNAME_MAX, AUTH_MESSAGES.usernameMax),
  password,
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** The register call (confirmPassword is removed by the client before sending, spec section 3). */
export const ZRegisterInput = z.object({
  username,
  email: email(AUTH_MESSAGES.invalidEmail),
  password,
  admin: z.boolean().optional().default(false),
});
export type TRegisterInput = z.input<typeof ZRegisterInput>;

/** The register form, with the confirmation the spec checks in the browser. */
export const ZRegisterForm = z
  .object({
    username,
    email: email(AUTH_MESSAGES.invalidEmail),
    password,
    confirmPassword: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.confirmRequired),
  })
  .refine(passwordsMatch, mismatch);
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export const ZForgotPasswordInput = z.object({
  email: email(AUTH_MESSAGES.forgotInvalidEmail),
});
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

const newPasswordFields = {
  password,
  confirmPassword: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin),
};

export const ZResetPasswordInput = z
  .object({
    token: z
      .string()
      .trim()
      .min(1, AUTH_MESSAGES.resetTokenRequired)
      .max(512, AUTH_MESSAGES.resetTokenRequired),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, mismatch);
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** The reset form in the browser (the token comes from the URL, not the form). */
export const ZResetPasswordForm = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** PATCH /api/user/profile: only changed fields are sent, at least one. */
export const ZUpdateProfileInput = z
  .object({ username: username.optional(), email: email(AUTH_MESSAGES.invalidEmail).optional() })
  .refine((input) => input.username !== undefined || input.email !== undefined, {
    message: AUTH_MESSAGES.profileNothingToUpdate,
  });
export type TUpdateProfileInput = z.infer<typeof ZUpdateProfileInput>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

export const ZProfileUpdated = z.object({ message: z.string(), user: ZPublicUser });
export type TProfileUpdated = z.infer<typeof ZProfileUpdated>;

/** Server answers (ours; the spec only says the client shows the server's message). */
export const AUTH_RESPONSES = {
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  loggedOut: 'You have been successfully logged out.',
  resetEmailSent: 'If an account exists for that email, we have sent a password reset link.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  invalidResetToken: 'Invalid or expired token',
  profileUpdated: 'Your profile has been updated.',
  tooManyLogins: 'Too many failed login attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  csrfRefused: 'Request refused: it did not come from this site.',
} as const;
