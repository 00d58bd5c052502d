import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';

import {
  accountFormErrors,
  validateForgotPassword,
  validateLogin,
  validateProfile,
  validateRegister,
  validateResetPassword,
} from './auth-validation';

/** Spec section 5's messages, verbatim (written out, not imported, so a changed constant fails). */
const USERNAME_MIN = 'Username must be at least 3 characters';
const PASSWORD_MIN = 'Password must be at least 6 characters';
const INVALID_EMAIL = 'Invalid email address';
const FORGOT_INVALID_EMAIL = 'Please enter a valid email address';
const CONFIRM_REQUIRED = 'Confirm password is required';
const MISMATCH = 'Passwords do not match';

describe('login form', () => {
  const valid = { username: 'ada', password: 'secret1' };

  it('accepts a 3-character username and a 6-character password', () => {
    expect(validateLogin(valid)).toEqual({});
  });

  it('needs a username of at least 3 characters', () => {
    expect(validateLogin({ ...valid, username: 'ab' })).toEqual({ username: USERNAME_MIN });
    expect(validateLogin({ ...valid, username: '' })).toEqual({ username: USERNAME_MIN });
  });

  it('counts the username after trimming', () => {
    expect(validateLogin({ ...valid, username: '  ab  ' })).toEqual({ username: USERNAME_MIN });
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateLogin({ ...valid, password: '12345' })).toEqual({ password: PASSWORD_MIN });
  });

  it('reports both fields at once', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: USERNAME_MIN,
      password: PASSWORD_MIN,
    });
  });
});

describe('register form', () => {
  const valid = {
    username: 'ada',
    email: 'ada@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts valid values', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('needs a username of at least 3 characters', () => {
    expect(validateRegister({ ...valid, username: 'ab' })).toEqual({ username: USERNAME_MIN });
  });

  it('limits the username to 32 characters', () => {
    expect(validateRegister({ ...valid, username: 'a'.repeat(33) })).toEqual({
      username: 'Username must be at most 32 characters',
    });
  });

  it('limits the username to letters, numbers, dots, dashes and underscores', () => {
    expect(validateRegister({ ...valid, username: 'ada lovelace' })).toEqual({
      username: 'Username may only contain letters, numbers, dots, dashes and underscores',
    });
    expect(validateRegister({ ...valid, username: 'ada.love-lace_1' })).toEqual({});
  });

  it('needs a valid email address', () => {
    expect(validateRegister({ ...valid, email: 'ada@' })).toEqual({ email: INVALID_EMAIL });
    expect(validateRegister({ ...valid, email: '' })).toEqual({ email: INVALID_EMAIL });
  });

  it('accepts an email with surrounding spaces (it is trimmed)', () => {
    expect(validateRegister({ ...valid, email: '  ada@example.com ' })).toEqual({});
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateRegister({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: PASSWORD_MIN,
      confirmPassword: CONFIRM_REQUIRED,
    });
  });

  it('needs the confirmation (at least 6 characters)', () => {
    expect(validateRegister({ ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: CONFIRM_REQUIRED,
    });
  });

  it('shows a mismatch on the confirmation field', () => {
    expect(validateRegister({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: MISMATCH,
    });
  });
});

describe('forgot-password form', () => {
  it('accepts a valid email', () => {
    expect(validateForgotPassword({ email: 'ada@example.com' })).toEqual({});
  });

  it('needs a valid email address', () => {
    expect(validateForgotPassword({ email: 'not an email' })).toEqual({
      email: FORGOT_INVALID_EMAIL,
    });
    expect(validateForgotPassword({ email: '' })).toEqual({ email: FORGOT_INVALID_EMAIL });
  });
});

describe('reset-password form', () => {
  it('accepts two equal passwords of 6 characters', () => {
    expect(validateResetPassword({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('needs both passwords to have at least 6 characters', () => {
    expect(validateResetPassword({ password: '123', confirmPassword: '123' })).toEqual({
      password: PASSWORD_MIN,
      confirmPassword: PASSWORD_MIN,
    });
  });

  it('needs the passwords to match', () => {
    expect(validateResetPassword({ password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: MISMATCH,
    });
  });
});

describe('profile form', () => {
  const valid = { username: 'ada', email: 'ada@example.com' };

  it('accepts valid values', () => {
    expect(validateProfile(valid)).toEqual({});
  });

  it('applies the username rules', () => {
    expect(validateProfile({ ...valid, username: 'ab' })).toEqual({ username: USERNAME_MIN });
    expect(validateProfile({ ...valid, username: 'a b c' })).toEqual({
      username: 'Username may only contain letters, numbers, dots, dashes and underscores',
    });
  });

  it('needs a valid email address', () => {
    expect(validateProfile({ ...valid, email: 'ada' })).toEqual({ email: INVALID_EMAIL });
  });
});

function serverError(message: string, data: Record<string, unknown>) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { code: 'BAD_REQUEST', ...data } } },
  });
}

describe('accountFormErrors', () => {
  it('puts a taken username under the username field', () => {
    const error = serverError('That username is already taken', { httpStatus: 409 });
    expect(accountFormErrors(error)).toEqual({ username: 'That username is already taken' });
  });

  it('puts a taken email under the email field', () => {
    const error = serverError('An account with that email already exists', { httpStatus: 409 });
    expect(accountFormErrors(error)).toEqual({
      email: 'An account with that email already exists',
    });
  });

  it("uses a 400's field errors, first message per field", () => {
    const error = serverError(INVALID_EMAIL, {
      httpStatus: 400,
      fieldErrors: { email: [INVALID_EMAIL, 'second'], password: [PASSWORD_MIN] },
    });
    expect(accountFormErrors(error)).toEqual({ email: INVALID_EMAIL, password: PASSWORD_MIN });
  });

  it('gives nothing for an error that concerns no field', () => {
    expect(
      accountFormErrors(serverError('Invalid username or password', { httpStatus: 401 })),
    ).toEqual({});
    expect(accountFormErrors(new Error('Failed to fetch'))).toEqual({});
  });
});
