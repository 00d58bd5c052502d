import { ZTroubleshootRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { emptyForm } from '../../../../../lib/generator-draft';
import { EMPTY_PIECES } from './result-reducer';
import { buildTroubleshootBody } from './troubleshoot-request';

describe('buildTroubleshootBody', () => {
  const pieces = { ...EMPTY_PIECES, code: 'page', frontendCode: 'page', backendCode: 'module' };

  it('sends the request, the error, the shown pieces, the reference code and the session', async () => {
    // A form the user emptied since (no prompt): the request that produced the code is sent.
    const form = { ...emptyForm(), prompt: '', frontendReferenceCode: '// ref' };
    const body = await buildTroubleshootBody(
      form,
      { pieces, request: { prompt: 'original' }, sessionId: 's1' },
      'TypeError: $w(...).onClick is not a function',
    );
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      originalRequest: { prompt: 'original' },
      errorDetails: 'TypeError: $w(...).onClick is not a function',
      originalCode: 'page',
      frontendCode: 'page',
      backendCode: 'module',
      frontendReferenceCode: '// ref',
      sessionId: 's1',
    });
    expect(ZTroubleshootRequest.safeParse(body).success).toBe(true);
  });

  it('sends the form as it is now when it is complete, so corrected element ids count', async () => {
    const form = {
      ...emptyForm(),
      prompt: 'Now',
      elementIds: [{ key: 'e', id: 'loadMoreBtn', type: 'button' as const, customType: '' }],
    };
    const body = await buildTroubleshootBody(
      form,
      { pieces, request: { prompt: 'original', elementIds: ['loadMoreButton'] }, sessionId: null },
      'err',
    );
    expect(body.originalRequest).toMatchObject({ prompt: 'Now', elementIds: ['loadMoreBtn'] });
    expect(body.sessionId).toBeUndefined();
  });
});
