import type { TDiagnostic, TGeneratorSession, TSessionVersion } from '@veloforge/shared';

import type { CodeLanguage } from '../../../../../components/code/highlight';

/** The card and page title of a generation (spec section 2). */
export function sessionTitle(prompt: string): string {
  return prompt.trim() || 'Untitled Session';
}

export type CodeTabValue = 'frontend' | 'backend' | 'html' | 'generated' | 'instructions';

export type CodeTab = {
  value: CodeTabValue;
  label: string;
  code: string;
  language: CodeLanguage;
  /** Spec section 9's session-page file names; Instructions has Copy only. */
  downloadName?: string;
  /** The checker's findings for this piece. */
  diagnostics: TDiagnostic[];
};

/** 'html' output makes the HTML piece the generated code; everything else is JavaScript. */
function generatedLanguage(outputType: string): CodeLanguage {
  return outputType === 'html' ? 'html' : 'javascript';
}

/**
 * The session page's tabs, in the spec's order, only for code that is present (spec section 2).
 * 'Generated Code' is the output type's primary piece; when it repeats a tab already shown it is
 * left out, so the same code does not appear twice.
 */
export function codeTabsOf(session: TGeneratorSession): CodeTab[] {
  const of = (piece: TDiagnostic['piece']) => session.diagnostics.filter((d) => d.piece === piece);
  const pieces: CodeTab[] = [
    {
      value: 'frontend',
      label: 'Frontend Code',
      code: session.frontendCode,
      language: 'javascript',
      downloadName: 'frontend-code.js',
      diagnostics: of('frontend'),
    },
    {
      value: 'backend',
      label: 'Backend Code',
      code: session.backendCode,
      language: 'javascript',
      downloadName: 'backend-code.js',
      diagnostics: of('backend'),
    },
    {
      value: 'html',
      label: 'HTML',
      code: session.htmlCode,
      language: 'html',
      downloadName: 'code.html',
      diagnostics: of('html'),
    },
  ];
  const tabs = pieces.filter((tab) => hasCode(tab.code));

  if (hasCode(session.generatedCode) && !tabs.some((tab) => tab.code === session.generatedCode)) {
    tabs.push({
      value: 'generated',
      label: 'Generated Code',
      code: session.generatedCode,
      language: generatedLanguage(session.outputType),
      downloadName: 'code.js',
      diagnostics: [],
    });
  }
  if (hasCode(session.instructions)) {
    tabs.push({
      value: 'instructions',
      label: 'Instructions',
      code: session.instructions,
      language: 'markdown',
      diagnostics: [],
    });
  }
  return tabs;
}

/** Frontend if present, else generated code, else whatever there is (spec section 2). */
export function defaultCodeTab(tabs: CodeTab[]): CodeTabValue | null {
  const preferred = tabs.find((tab) => tab.value === 'frontend' || tab.value === 'generated');
  return (preferred ?? tabs[0])?.value ?? null;
}

function hasCode(code: string): boolean {
  return code.trim() !== '';
}

export type VersionPiece = {
  key: 'frontendCode' | 'backendCode' | 'htmlCode' | 'instructions';
  label: string;
  language: CodeLanguage;
};

export const VERSION_PIECES: readonly VersionPiece[] = [
  { key: 'frontendCode', label: 'Frontend', language: 'javascript' },
  { key: 'backendCode', label: 'Backend', language: 'javascript' },
  { key: 'htmlCode', label: 'HTML', language: 'html' },
  { key: 'instructions', label: 'Instructions', language: 'markdown' },
];

/** Pieces worth comparing: present in either version. */
export function comparablePieces(from: TSessionVersion, to: TSessionVersion): VersionPiece[] {
  return VERSION_PIECES.filter((piece) => hasCode(from[piece.key]) || hasCode(to[piece.key]));
}

/** The piece a comparison opens on: the first that changed, else the first present. */
export function firstChangedPiece(
  from: TSessionVersion,
  to: TSessionVersion,
): VersionPiece['key'] | null {
  const pieces = comparablePieces(from, to);
  const changed = pieces.find((piece) => from[piece.key] !== to[piece.key]);
  return (changed ?? pieces[0])?.key ?? null;
}

/** The versions a comparison starts with: the one before the latest against the latest. */
export function defaultComparison(versions: TSessionVersion[]): [number, number] | null {
  const sorted = [...versions].sort((a, b) => a.n - b.n);
  const latest = sorted.at(-1);
  const previous = sorted.at(-2);
  return latest && previous ? [previous.n, latest.n] : null;
}

/** Where the generator picks a version up to restore it (the generator page reads these). */
export function restoreHref(sessionId: string, version: number): string {
  const search = new URLSearchParams({ restore: sessionId, version: String(version) });
  return `/?${search.toString()}`;
}
