import { describe, expect, it } from 'vitest';

import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegisterForm,
  ZRegisterInput,
  ZResetPasswordForm,
  ZResetPasswordInput,
  ZUpdateProfileInput,
} from './auth';
import { errorsOf } from './errors-of';

const validRegistration = {
  username: 'velodev',
  email: 'velo@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('login (spec section 5)', () => {
  it('needs a username of at least 3 and a password of at least 6 characters', () => {
    expect(errorsOf(ZLoginInput, { username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(ZLoginInput, { username: 'abc', password: '123456' })).toEqual({});
  });

  it('bounds the password at 128 characters (hashing cost)', () => {
    expect(errorsOf(ZLoginInput, { username: 'abc', password: 'p'.repeat(129) })).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });
});

describe('register (spec section 5)', () => {
  it('accepts a valid form', () => {
    expect(errorsOf(ZRegisterForm, validRegistration)).toEqual({});
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'u'.repeat(33) }, 'username', 'Username must be at most 32 characters'],
    [
      { username: 'has space' },
      'username',
      'Username may only contain letters, numbers, dots, dashes and underscores',
    ],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [
      { password: '12345', confirmPassword: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    [{ confirmPassword: '' }, 'confirmPassword', 'Confirm password is required'],
    [{ confirmPassword: 'secret2' }, 'confirmPassword', 'Passwords do not match'],
  ])('refuses %o on %s with the spec message', (change, field, message) => {
    expect(errorsOf(ZRegisterForm, { ...validRegistration, ...change })[field]).toBe(message);
  });

  it('trims the username and email, and defaults the admin flag to false on the call', () => {
    const parsed = ZRegisterInput.parse({
      username: ' velodev ',
      email: ' velo@example.com ',
      password: 'secret1',
    });
    expect(parsed).toEqual({
      username: 'velodev',
      email: 'velo@example.com',
      password: 'secret1',
      admin: false,
    });
  });
});

describe('forgot and reset password (spec section 5)', () => {
  it('asks for a valid email with its own wording', () => {
    expect(errorsOf(ZForgotPasswordInput, { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('needs both passwords of at least 6 characters, matching', () => {
    expect(errorsOf(ZResetPasswordForm, { password: '123', confirmPassword: '123' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
    });
    expect(
      errorsOf(ZResetPasswordForm, { password: 'secret1', confirmPassword: 'secret2' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      errorsOf(ZResetPasswordInput, {
        token: ' ',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({
      token: 'Invalid or expired token',
    });
  });
});

describe('profile update', () => {
  it('needs at least one field and validates the ones given', () => {
    expect(errorsOf(ZUpdateProfileInput, {})).toEqual({ _: 'Provide a new username or email' });
    expect(errorsOf(ZUpdateProfileInput, { email: 'bad' })).toEqual({
      email: 'Invalid email address',
    });
    expect(errorsOf(ZUpdateProfileInput, { username: 'newname' })).toEqual({});
  });
});
