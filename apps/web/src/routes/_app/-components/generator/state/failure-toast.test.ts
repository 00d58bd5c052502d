import { describe, expect, it } from 'vitest';

import { GenerationStreamError } from '../../../../../lib/generation-stream';
import { failureToast } from './failure-toast';

describe('failureToast (spec section 8)', () => {
  it("says the server's message for a generation, else the fallback", () => {
    expect(
      failureToast(
        'generate',
        new GenerationStreamError('http', { status: 400, serverMessage: 'Bad' }),
        1,
      ),
    ).toEqual({ title: 'Error', description: 'Bad', offerPurchase: false, authRequired: false });
    expect(
      failureToast('generate', new GenerationStreamError('http', { status: 502 }), 1),
    ).toMatchObject({ title: 'Error', description: 'Failed to generate code' });
    expect(failureToast('generate', new Error('shape'), 1)).toMatchObject({
      description: 'Failed to generate code',
    });
  });

  it('uses the network sentences when no answer came', () => {
    const network = new GenerationStreamError('network');
    expect(failureToast('generate', network, 1)?.description).toBe(
      'An error occurred while generating code',
    );
    expect(failureToast('troubleshoot', network, 1)).toMatchObject({
      title: 'Failed to update code',
      description: 'An error occurred while updating the code',
    });
  });

  it('says when the tokens were refunded', () => {
    const failed = new GenerationStreamError('stream', {
      status: 504,
      serverMessage: 'The model took too long',
      refunded: true,
    });
    expect(failureToast('generate', failed, 1)?.description).toBe(
      'The model took too long. The token for this request was refunded.',
    );
    expect(failureToast('troubleshoot', failed, 2)?.description).toBe(
      'The model took too long. The 2 tokens for this request were refunded.',
    );
  });

  it('keeps the first paragraph of a long message for the toast and the whole as details', () => {
    const advice = new GenerationStreamError('stream', {
      status: 422,
      serverMessage: 'Nothing to fix.\n\nWhat the error means:\n- this',
      refunded: true,
    });
    expect(failureToast('troubleshoot', advice, 1)).toMatchObject({
      title: 'Failed to update code',
      description: 'Nothing to fix. The token for this request was refunded.',
      details: 'Nothing to fix.\n\nWhat the error means:\n- this',
    });
  });

  it('offers the purchase dialog on 402 and sign-in on 401; stays quiet on an abort', () => {
    const short = new GenerationStreamError('http', {
      status: 402,
      serverMessage: 'Insufficient tokens',
    });
    expect(failureToast('generate', short, 1)).toMatchObject({
      description: 'Insufficient tokens',
      offerPurchase: true,
    });
    const signedOut = new GenerationStreamError('http', {
      status: 401,
      serverMessage: 'Unauthorized',
    });
    expect(failureToast('troubleshoot', signedOut, 1)?.authRequired).toBe(true);
    expect(failureToast('generate', new GenerationStreamError('aborted'), 1)).toBeNull();
  });
});
