import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';

import { errorMessage, errorStatus, fieldErrorsOf, serverMessage } from './api-error';

function serverError(message: string, data: Record<string, unknown> = {}) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { code: 'BAD_REQUEST', ...data } } },
  });
}

describe('errorMessage', () => {
  it("uses the server's message", () => {
    expect(errorMessage(serverError('Invalid username or password'), 'Login failed')).toBe(
      'Invalid username or password',
    );
  });

  it('falls back when the server sent no message', () => {
    expect(errorMessage(serverError('  '), 'Login failed')).toBe('Login failed');
  });

  it('falls back for a network failure (no server answer)', () => {
    const networkError = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(serverMessage(networkError)).toBeUndefined();
    expect(errorMessage(networkError, 'Login failed')).toBe('Login failed');
  });

  it('falls back for anything that is not a tRPC error', () => {
    expect(errorMessage(new Error('boom'), 'Registration failed')).toBe('Registration failed');
    expect(errorMessage('boom', 'Registration failed')).toBe('Registration failed');
  });
});

describe('errorStatus', () => {
  it('reads the HTTP status the server answered with', () => {
    expect(errorStatus(serverError('Invalid or expired token', { httpStatus: 400 }))).toBe(400);
  });

  it('is undefined without a server answer', () => {
    expect(errorStatus(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message per field and skips the whole-input key', () => {
    const error = serverError('bad', {
      fieldErrors: { username: ['first', 'second'], _: ['whole input'] },
    });
    expect(fieldErrorsOf(error)).toEqual({ username: 'first' });
  });

  it('is empty without field errors', () => {
    expect(fieldErrorsOf(serverError('bad'))).toEqual({});
    expect(fieldErrorsOf(new Error('bad'))).toEqual({});
  });
});
