import type { TGenerationResponse, TTroubleshootResponse } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { EMPTY_RESULT, hasCode, mergePieces, resultReducer } from './result-reducer';

const CHARGED = {
  success: true as const,
  message: 'ok',
  sessionId: 's1',
  diagnostics: [],
  engine: 'template' as const,
  notice: 'Generated offline by the template engine',
  cost: 1,
  tokensRemaining: 4,
};

const GENERATED: TGenerationResponse = {
  ...CHARGED,
  version: 1,
  code: 'front',
  frontendCode: 'front',
  backendCode: 'back',
  htmlCode: '',
  instructions: 'steps',
};

describe('resultReducer', () => {
  it('shows streamed text while a call runs, then the final pieces', () => {
    let state = resultReducer(EMPTY_RESULT, { type: 'start', kind: 'generate' });
    state = resultReducer(state, { type: 'delta', text: 'fr' });
    state = resultReducer(state, { type: 'delta', text: 'ont' });
    expect(state.activity).toEqual({ kind: 'generate', text: 'front' });
    state = resultReducer(state, {
      type: 'generated',
      response: GENERATED,
      request: { prompt: 'p' },
    });
    expect(state).toMatchObject({
      activity: null,
      pieces: { frontendCode: 'front', backendCode: 'back', instructions: 'steps' },
      sessionId: 's1',
      version: 1,
      notice: 'Generated offline by the template engine',
      request: { prompt: 'p' },
    });
  });

  it('replaces only the pieces a troubleshoot returns (spec section 4)', () => {
    const generated = resultReducer(EMPTY_RESULT, {
      type: 'generated',
      response: GENERATED,
      request: { prompt: 'p' },
    });
    const fixed: TTroubleshootResponse = {
      ...CHARGED,
      version: 2,
      frontendCode: 'fixed front',
      explanation: 'Replaced #wrong with #right',
    };
    const state = resultReducer(generated, { type: 'troubleshot', response: fixed });
    expect(state.pieces).toEqual({
      code: 'front',
      frontendCode: 'fixed front',
      backendCode: 'back',
      htmlCode: '',
      instructions: 'steps',
    });
    expect(state).toMatchObject({ version: 2, explanation: 'Replaced #wrong with #right' });
    expect(state.request).toEqual({ prompt: 'p' });
  });

  it('keeps the shown result when a call fails, and clears everything on reset', () => {
    const generated = resultReducer(EMPTY_RESULT, {
      type: 'generated',
      response: GENERATED,
      request: { prompt: 'p' },
    });
    const running = resultReducer(generated, { type: 'start', kind: 'generate' });
    expect(resultReducer(running, { type: 'failed' })).toEqual(generated);
    const fixing = resultReducer(generated, { type: 'start', kind: 'troubleshoot' });
    const advised = resultReducer(fixing, { type: 'failed', advice: 'Check the ids' });
    expect(advised).toEqual({ ...generated, troubleshootAdvice: 'Check the ids' });
    const again = resultReducer(advised, { type: 'start', kind: 'troubleshoot' });
    expect(again.troubleshootAdvice).toBeNull();
    expect(resultReducer(generated, { type: 'reset' })).toEqual(EMPTY_RESULT);
  });

  it('knows when there is code', () => {
    expect(hasCode(EMPTY_RESULT.pieces)).toBe(false);
    expect(hasCode(mergePieces(EMPTY_RESULT.pieces, { htmlCode: '<div></div>' }))).toBe(true);
    expect(hasCode(mergePieces(EMPTY_RESULT.pieces, { instructions: '  ' }))).toBe(false);
  });
});
