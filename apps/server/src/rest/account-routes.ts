import { AppError } from '@veloforge/api';
import {
  MESSAGES,
  ZForgotPasswordInput,
  ZLoginInput,
  ZMessage,
  ZProfileUpdated,
  ZPublicUser,
  ZRegisterInput,
  ZResetPasswordInput,
  ZUpdateProfileInput,
} from '@veloforge/shared';

import { bodyOf, type RestRoute } from './route-table';

/** Accounts: the current user, registration, sign-in and out, password reset, profile. */
export const ACCOUNT_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/user',
    handler: async (caller) => {
      const user = await caller.auth.me();
      if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.notAuthenticated);
      return user;
    },
    doc: {
      operationId: 'getCurrentUser',
      summary: 'The signed-in user',
      tag: 'Accounts',
      auth: 'user',
      response: ZPublicUser,
      example: {},
    },
  },
  {
    method: 'POST',
    url: '/api/register',
    handler: (caller, request) => caller.auth.register(bodyOf(request)),
    doc: {
      operationId: 'register',
      summary: 'Create an account and sign in',
      description:
        'Sets the session cookie. `admin` is honoured only for the first account of an empty database.',
      tag: 'Accounts',
      auth: 'keyless',
      body: ZRegisterInput,
      response: ZPublicUser,
      errors: { 409: 'The username or email is taken.', 429: 'Too many registrations.' },
      example: {
        body: { username: 'ada_lovelace', email: 'ada@example.com', password: 'engine-1843' },
      },
    },
  },
  {
    method: 'POST',
    url: '/api/login',
    handler: (caller, request) => caller.auth.login(bodyOf(request)),
    doc: {
      operationId: 'login',
      summary: 'Sign in',
      description: 'Sets a new session cookie (any previous session of this browser ends).',
      tag: 'Accounts',
      auth: 'keyless',
      body: ZLoginInput,
      response: ZPublicUser,
      errors: { 401: 'Invalid username or password.', 429: 'Too many failed sign-ins.' },
      example: { body: { username: 'grace_hopper', password: 'cobol-1959' } },
    },
  },
  {
    method: 'POST',
    url: '/api/logout',
    handler: (caller) => caller.auth.logout(),
    doc: {
      operationId: 'logout',
      summary: 'Sign out',
      description:
        'Ends this session and clears the cookie; signed-out callers get the same answer.',
      tag: 'Accounts',
      auth: 'keyless',
      response: ZMessage,
      example: {},
    },
  },
  {
    method: 'POST',
    url: '/api/forgot-password',
    handler: (caller, request) => caller.auth.forgotPassword(bodyOf(request)),
    doc: {
      operationId: 'requestPasswordReset',
      summary: 'Email a password reset link',
      description: 'Answers the same whether or not an account has the address.',
      tag: 'Accounts',
      auth: 'keyless',
      body: ZForgotPasswordInput,
      response: ZMessage,
      errors: { 429: 'Too many reset requests.' },
      example: { body: { email: 'ada@example.com' } },
    },
  },
  {
    method: 'POST',
    url: '/api/reset-password',
    handler: (caller, request) => caller.auth.resetPassword(bodyOf(request)),
    doc: {
      operationId: 'resetPassword',
      summary: "Set a new password with the emailed link's token",
      description: "Ends all of the account's sessions.",
      tag: 'Accounts',
      auth: 'keyless',
      body: ZResetPasswordInput,
      response: ZMessage,
      errors: { 400: 'The token is invalid, used or expired, or the body failed validation.' },
      example: {
        body: { token: 'q3Vb8XyZ', password: 'new-secret-7', confirmPassword: 'new-secret-7' },
      },
    },
  },
  {
    method: 'PATCH',
    url: '/api/user/profile',
    handler: (caller, request) => caller.auth.updateProfile(bodyOf(request)),
    doc: {
      operationId: 'updateProfile',
      summary: 'Change the username and/or email',
      tag: 'Accounts',
      auth: 'session',
      body: ZUpdateProfileInput,
      response: ZProfileUpdated,
      errors: { 409: 'The username or email is taken.' },
      example: { body: { email: 'ada.lovelace@example.com' } },
    },
  },
];
