import { CODE_PIECES, pieceKey, troubleshootPieces } from '../conventions';
import type { SiteStructure } from '../structure';
import {
  NothingToFixError,
  type Diagnostic,
  type PieceName,
  type TroubleshootResult,
  type TTroubleshootRequest,
} from '../types';
import { offsetOf, syntaxErrorCount } from './ast';
import { fixCollections } from './collections';
import { recogniseError } from './diagnose';
import { explanation, nothingToFixMessage } from './explain';
import { fixFields } from './fields';
import type { Fixer, FixNote, Target } from './fixes';
import { fixImports } from './imports';
import { fixItemScope } from './item-scope';
import { fixMembers } from './members';
import { fixOutsideOnReady } from './onready';
import { fixRepeaterIds } from './repeater';
import { fixSelectors } from './selectors';

/**
 * The offline troubleshooter: recognises the common Velo failures in the user's error text and
 * in the code (plus the checker's findings on the code as sent) and fixes them mechanically.
 * Deterministic, no model. Returns only the pieces it changed, and the whole fixed code for the
 * caller to check (the checker may run on another thread, so checking is the caller's); when it
 * changes nothing it throws NothingToFixError so the caller refunds.
 */

export { FIXABLE_RULES } from './fixes';

export interface CodePieces {
  frontendCode: string;
  backendCode: string;
  htmlCode: string;
}

export type CheckFn = (pieces: CodePieces, structure: SiteStructure) => Diagnostic[];

export type OfflineFix = {
  /** The changed pieces and the explanation; the caller adds the checker's diagnostics. */
  changes: Omit<TroubleshootResult, 'diagnostics'>;
  /** Every piece after the fixes, changed or not: what the caller checks. */
  fixed: CodePieces;
};

/**
 * Passes in order. Earlier passes settle names (imports, ids, collections) that later ones read;
 * the onReady move goes last because it relocates whole statements.
 */
const FIXERS: Record<PieceName, Fixer[]> = {
  frontend: [
    fixImports,
    fixSelectors,
    fixMembers,
    fixItemScope,
    fixCollections,
    fixFields,
    fixRepeaterIds,
    fixOutsideOnReady,
  ],
  backend: [fixImports, fixCollections, fixFields],
  // HTML embeds have no `$w` and no wix-data: nothing here applies to them.
  html: [],
};

interface PieceOutcome {
  code: string;
  notes: FixNote[];
  advice: string[];
}

function fixPiece(
  piece: PieceName,
  code: string,
  structure: SiteStructure,
  errorDetails: string,
  findings: Diagnostic[],
): PieceOutcome {
  let targets: Target[] = findings
    .filter((d) => d.piece === piece)
    .map((d) => ({ code: d.code, message: d.message, pos: offsetOf(code, d.line, d.column) }));
  const notes: FixNote[] = [];
  const advice: string[] = [];
  let current = code;
  let currentErrors: number | null = null;
  for (const fixer of FIXERS[piece]) {
    const outcome = fixer(current, {
      piece,
      structure,
      errorDetails,
      targets,
      fixedSoFar: notes.length,
    });
    advice.push(...outcome.advice);
    // A mechanical edit must never break the syntax: such a pass is dropped, not returned.
    if (outcome.code !== current) {
      currentErrors ??= syntaxErrorCount(current);
      const errors = syntaxErrorCount(outcome.code);
      if (errors > currentErrors) continue;
      currentErrors = errors;
    }
    notes.push(...outcome.fixes);
    targets = targets.map((t) => ({ ...t, pos: outcome.map(t.pos) }));
    current = outcome.code;
  }
  // Passes report in their own order; the user reads them top to bottom.
  notes.sort((a, b) => a.line - b.line);
  return { code: current, notes, advice };
}

export function troubleshootOffline(
  request: TTroubleshootRequest,
  structure: SiteStructure,
  findings: Diagnostic[] = [],
): OfflineFix {
  const before = troubleshootPieces(request);
  const after: CodePieces = { ...before };
  const notes: FixNote[] = [];
  const advice: string[] = [];
  for (const piece of CODE_PIECES) {
    const key = pieceKey(piece);
    if (!before[key].trim()) continue;
    const outcome = fixPiece(piece, before[key], structure, request.errorDetails, findings);
    after[key] = outcome.code;
    notes.push(...outcome.notes);
    for (const a of outcome.advice) if (!advice.includes(a)) advice.push(a);
  }

  const meanings = recogniseError(request.errorDetails);
  const changed = (Object.keys(after) as (keyof CodePieces)[]).filter(
    (key) => after[key] !== before[key],
  );
  if (changed.length === 0) throw new NothingToFixError(nothingToFixMessage(meanings, advice));
  return {
    changes: {
      ...Object.fromEntries(changed.map((key) => [key, after[key]])),
      explanation: explanation(meanings, notes, advice),
      engine: 'template',
    },
    fixed: after,
  };
}
