import { MESSAGES } from '@veloforge/shared';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { AppError, describeError } from './errors';

describe('describeError', () => {
  it('maps AppError codes to HTTP statuses and keeps their message', () => {
    expect(describeError(new AppError('PAYMENT_REQUIRED', 'Insufficient tokens'))).toEqual({
      status: 402,
      body: { message: 'Insufficient tokens' },
    });
    expect(describeError(new AppError('NOT_FOUND', 'Generation not found')).status).toBe(404);
    expect(describeError(new AppError('CONFLICT', 'Username taken')).status).toBe(409);
    expect(describeError(new AppError('PAYLOAD_TOO_LARGE', 'Prompt too long')).status).toBe(413);
  });

  it('carries Retry-After seconds for throttling', () => {
    expect(
      describeError(new AppError('TOO_MANY_REQUESTS', 'Slow down', { retryAfterSeconds: 12 })),
    ).toEqual({ status: 429, body: { message: 'Slow down' }, retryAfterSeconds: 12 });
  });

  it('merges AppError details into the body and keeps its message on a 502 or 504', () => {
    const failure = new AppError('BAD_GATEWAY', 'The model failed. Your tokens were refunded.', {
      details: { refunded: true, tokensRemaining: 4 },
    });
    expect(describeError(failure)).toEqual({
      status: 502,
      body: {
        message: 'The model failed. Your tokens were refunded.',
        refunded: true,
        tokensRemaining: 4,
      },
    });
    expect(describeError(new AppError('GATEWAY_TIMEOUT', 'Too slow')).status).toBe(504);
    expect(describeError(new AppError('UNPROCESSABLE_CONTENT', 'Nothing to fix')).status).toBe(422);
    const spoof = new AppError('CONFLICT', 'real', { details: { message: 'spoofed' } });
    expect(describeError(spoof).body.message).toBe('real');
  });

  it('turns zod errors, bare or wrapped by tRPC, into 400 with field errors', () => {
    const zodError = z
      .object({ email: z.email('Invalid email address'), age: z.number() })
      .safeParse({ email: 'x', age: 'y' }).error;
    const expected = {
      status: 400,
      body: {
        message: 'Invalid email address',
        fieldErrors: { email: ['Invalid email address'], age: [expect.any(String)] },
      },
    };
    expect(describeError(zodError)).toEqual(expected);
    expect(describeError(new TRPCError({ code: 'BAD_REQUEST', cause: zodError }))).toEqual(
      expected,
    );
  });

  it('never leaks internal messages', () => {
    const internal = describeError(
      new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'pg: secret' }),
    );
    expect(internal).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    });
    expect(describeError(new Error('boom')).status).toBe(500);
    expect(describeError('a string').body.message).not.toContain('string');
  });

  it('answers 503 with Retry-After when the database cannot be reached, however wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const expected = {
      status: 503,
      body: { message: MESSAGES.databaseUnavailable },
      retryAfterSeconds: 5,
    };
    expect(describeError(refused)).toEqual(expected);
    expect(describeError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: refused }))).toEqual(
      expected,
    );
  });
});
