import type { PieceName, Pieces } from '../types';
import { improveBackendCode, improveHtml, improvePageCode } from './reference-improve';
import { mergeBackend, mergePageCode } from './reference-merge';
import { mergeHtml } from './reference-html';
import type { Plan } from './plan-types';

/**
 * Reference code, per referenceCodeUsage:
 * - 'template': the reference is the skeleton; the generated code is filled into it (see
 *   reference-merge.ts) so its imports, helpers and structure stay.
 * - 'improve': the reference comes back corrected (see reference-improve.ts) instead of new code.
 * - 'inspiration' / 'uncertain': the generated code is used as is, with a comment saying the
 *   reference informed the approach only (its ids and collections may not match this site).
 * A reference for a piece the output type doesn't produce is not used; the first produced piece
 * says so in a comment.
 */
export function applyReference(plan: Plan, generated: Pieces): Pieces {
  const refs = referencesOf(plan);
  const pieces: Pieces = { ...generated };
  const comments = plan.prefs.comments;
  const usage = plan.request.referenceCodeUsage;
  const unused: PieceName[] = [];
  for (const [piece, reference] of Object.entries(refs) as [PieceName, string][]) {
    const key =
      piece === 'frontend' ? 'frontendCode' : piece === 'backend' ? 'backendCode' : 'htmlCode';
    const code = pieces[key];
    if (!code) {
      unused.push(piece);
      continue;
    }
    if (usage === 'template') {
      pieces[key] =
        piece === 'frontend'
          ? mergePageCode(reference, stripHeader(code), comments)
          : piece === 'backend'
            ? mergeBackend(reference, stripHeader(code), comments)
            : mergeHtml(reference, code, comments);
    } else if (usage === 'improve') {
      const improved =
        piece === 'frontend'
          ? improvePageCode(reference, plan.structure, plan.prefs)
          : piece === 'backend'
            ? improveBackendCode(reference, plan.prefs)
            : improveHtml(reference);
      pieces[key] = withNote(improved.code, piece, comments, improvedNote(improved.changes));
    } else {
      const note =
        usage === 'inspiration'
          ? 'Your reference code was used for the approach only; this code follows the declared elements and collections.'
          : 'You were unsure how to use your reference code: it was read for the approach only, and this code follows the declared elements and collections.';
      pieces[key] = withNote(code, piece, comments, [note]);
    }
  }
  if (unused.length > 0 && comments) {
    const first = (['frontend', 'backend', 'html'] as const).find(
      (p) => pieces[pieceKey(p)] !== '',
    );
    if (first) {
      const note = `The ${unused.join(' and ')} reference code was not used: this output type has no ${unused.join(' or ')} piece.`;
      pieces[pieceKey(first)] = withNote(pieces[pieceKey(first)], first, comments, [note]);
    }
  }
  return pieces;
}

function pieceKey(piece: PieceName): 'frontendCode' | 'backendCode' | 'htmlCode' {
  return piece === 'frontend' ? 'frontendCode' : piece === 'backend' ? 'backendCode' : 'htmlCode';
}

/** Which piece each reference belongs to: the specific fields first, then the general one by type and content. */
export function referencesOf(plan: Plan): Partial<Record<PieceName, string>> {
  const r = plan.request;
  const refs: Partial<Record<PieceName, string>> = {};
  const set = (piece: PieceName, code: string | undefined) => {
    if (code?.trim() && refs[piece] === undefined) refs[piece] = code;
  };
  set('frontend', r.frontendReferenceCode);
  set('backend', r.backendReferenceCode);
  set('html', r.htmlReferenceCode);
  const general = r.referenceCode;
  if (general?.trim()) {
    const looksHtml = /^\s*</.test(general);
    const looksBackend =
      /wix-web-module|webMethod|wix-[a-z-]+-backend/.test(general) && !/\$w\b/.test(general);
    const piece: PieceName = looksHtml
      ? 'html'
      : r.referenceCodeType === 'backend' || (r.referenceCodeType === 'both' && looksBackend)
        ? 'backend'
        : 'frontend';
    set(piece, general);
  }
  return refs;
}

function improvedNote(changes: string[]): string[] {
  if (changes.length === 0)
    return ['Your reference code, reviewed: no mechanical fixes were needed.'];
  return ['Your reference code, improved:', ...[...new Set(changes)].map((c) => `- ${c}`)];
}

/** Header lines (JS comments, or an HTML comment) above a piece; nothing when comments are off. */
function withNote(code: string, piece: PieceName, comments: boolean, lines: string[]): string {
  if (!comments) return code;
  if (piece === 'html') {
    const note = `<!-- ${lines.join('\n     ').replace(/--/g, '- -')} -->\n`;
    return /^\s*<!doctype[^>]*>\n?/i.test(code)
      ? code.replace(/^(\s*<!doctype[^>]*>\n?)/i, `$1${note}`)
      : note + code;
  }
  return `${lines.map((l) => `// ${l}`).join('\n')}\n${code}`;
}

/** The generated header comment (where the code goes) doesn't belong inside the user's file. */
function stripHeader(code: string): string {
  const lines = code.split('\n');
  let i = 0;
  while (i < lines.length && lines[i]?.startsWith('//')) i++;
  return lines.slice(i).join('\n').replace(/^\n+/, '');
}
