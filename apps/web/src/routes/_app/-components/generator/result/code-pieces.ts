import type { TDiagnostic } from '@veloforge/shared';

import type { CodeLanguage } from '../../../../../components/code/highlight';
import type { CodePieces } from '../state/result-reducer';

export type PieceName = 'frontend' | 'backend' | 'html' | 'instructions';

export type PieceInfo = {
  name: PieceName;
  label: string;
  field: keyof CodePieces;
  language: CodeLanguage;
  /** Spec section 9's download names. */
  fileName: string;
};

/** The result's code tabs in spec order; Frontend is always available (spec section 2). */
export const PIECES: readonly PieceInfo[] = [
  {
    name: 'frontend',
    label: 'Frontend',
    field: 'frontendCode',
    language: 'javascript',
    fileName: 'wix-frontend-code.js',
  },
  {
    name: 'backend',
    label: 'Backend',
    field: 'backendCode',
    language: 'javascript',
    fileName: 'wix-backend-code.js',
  },
  {
    name: 'html',
    label: 'HTML',
    field: 'htmlCode',
    language: 'html',
    fileName: 'wix-html-code.html',
  },
  {
    name: 'instructions',
    label: 'Instructions',
    field: 'instructions',
    language: 'markdown',
    fileName: 'wix-implementation-code.md',
  },
];

/**
 * The text a tab shows. The Frontend tab falls back to the primary piece (`code`) when the
 * engine put nothing in `frontendCode` and no other tab shows it, so no code is ever hidden.
 */
export function pieceText(pieces: CodePieces, piece: PieceInfo): string {
  const text = pieces[piece.field];
  if (piece.name !== 'frontend' || text.trim() !== '') return text;
  const shownElsewhere = [pieces.backendCode, pieces.htmlCode].includes(pieces.code);
  return shownElsewhere ? '' : pieces.code;
}

/** The first tab with something in it, for showing a fresh result. */
export function firstFilledPiece(pieces: CodePieces): PieceName {
  return PIECES.find((piece) => pieceText(pieces, piece).trim() !== '')?.name ?? 'frontend';
}

/** Diagnostics belong to code pieces; instructions have none. */
export function diagnosticsFor(diagnostics: readonly TDiagnostic[], piece: PieceName) {
  return diagnostics.filter((d) => d.piece === piece);
}
