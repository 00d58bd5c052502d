import { describe, expect, it } from 'vitest';

import { EMPTY_PIECES } from '../state/result-reducer';
import { firstFilledPiece, PIECES, pieceText } from './code-pieces';

const frontend = PIECES[0];
if (!frontend) throw new Error('no pieces');

describe('code pieces', () => {
  it('names the downloads as spec section 9 does', () => {
    expect(PIECES.map((piece) => [piece.label, piece.fileName])).toEqual([
      ['Frontend', 'wix-frontend-code.js'],
      ['Backend', 'wix-backend-code.js'],
      ['HTML', 'wix-html-code.html'],
      ['Instructions', 'wix-implementation-code.md'],
    ]);
  });

  it('shows the primary piece on the Frontend tab only when no other tab shows it', () => {
    expect(pieceText({ ...EMPTY_PIECES, code: 'page', frontendCode: '' }, frontend)).toBe('page');
    expect(pieceText({ ...EMPTY_PIECES, code: 'mod', backendCode: 'mod' }, frontend)).toBe('');
    expect(pieceText({ ...EMPTY_PIECES, code: 'x', frontendCode: 'page' }, frontend)).toBe('page');
  });

  it('opens a result on its first filled tab', () => {
    expect(firstFilledPiece(EMPTY_PIECES)).toBe('frontend');
    expect(firstFilledPiece({ ...EMPTY_PIECES, code: '<p>', htmlCode: '<p>' })).toBe('html');
  });
});
