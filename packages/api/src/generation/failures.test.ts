import { MESSAGES } from '@veloforge/shared';
import { ModelError } from '@veloforge/velo';
import { describe, expect, it } from 'vitest';

import { describeError } from '../errors';
import { engineFailure } from './failures';
import { ENGINE_FAILURES } from './limits';

const refunded = { deadlineHit: false, refunded: true, tokensRemaining: 9 };

describe('engineFailure', () => {
  it('says the tokens came back for a failing model', () => {
    const answer = describeError(engineFailure(new ModelError('upstream', 'boom'), refunded));
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      message: ENGINE_FAILURES.upstream,
      refunded: true,
      tokensRemaining: 9,
    });
  });

  it('answers 503 when the result could not be stored because the database is gone', () => {
    const cut = new Error('Connection terminated unexpectedly');
    const answer = describeError(
      engineFailure(cut, { deadlineHit: false, refunded: false, tokensRemaining: undefined }),
    );
    expect(answer).toEqual({
      status: 503,
      body: { message: MESSAGES.databaseUnavailable, refunded: false },
      retryAfterSeconds: 5,
    });
  });
});
