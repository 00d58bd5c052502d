import { AppError } from '@veloforge/api';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';

import { describedStatus, retryAfterHeader } from './trpc';

const outage = new TRPCError({
  code: 'INTERNAL_SERVER_ERROR',
  cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
});

describe('tRPC response status and headers', () => {
  it('answers 503 with Retry-After for a database outage, as REST does', () => {
    expect(describedStatus([outage])).toEqual({ status: 503 });
    expect(retryAfterHeader([outage])).toEqual({ 'retry-after': '5' });
  });

  it('keeps one status only when every error of a batch agrees', () => {
    const paymentRequired = new AppError('PAYMENT_REQUIRED', 'Insufficient tokens');
    expect(describedStatus([paymentRequired, paymentRequired])).toEqual({ status: 402 });
    expect(describedStatus([paymentRequired, outage])).toEqual({});
    expect(describedStatus([])).toEqual({});
  });
});
