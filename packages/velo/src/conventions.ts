import type { OutputType, TGenerationPreferences, TTroubleshootRequest } from '@veloforge/shared';

import { escapeRegExp } from './regexp';
import type { BackendModule, PieceName, Pieces } from './types';

/**
 * What each output type yields, and the naming conventions both engines and the checker share.
 *
 * | outputType        | pieces                           | `code` (the primary piece) |
 * |-------------------|----------------------------------|----------------------------|
 * | velo              | page code                        | page code                  |
 * | html              | HTML layout / embed code         | HTML                       |
 * | backend           | a backend web module             | backend                    |
 * | frontend_backend  | page code calling a web module   | page code                  |
 * | full              | page code, web module and HTML   | page code                  |
 *
 * includeInstructions adds setup instructions to any of them.
 */
export const OUTPUT_PIECES: Record<OutputType, { pieces: PieceName[]; primary: PieceName }> = {
  velo: { pieces: ['frontend'], primary: 'frontend' },
  html: { pieces: ['html'], primary: 'html' },
  backend: { pieces: ['backend'], primary: 'backend' },
  frontend_backend: { pieces: ['frontend', 'backend'], primary: 'frontend' },
  full: { pieces: ['frontend', 'backend', 'html'], primary: 'frontend' },
};

/** The field of each code piece (instructions are not code). */
export type PieceKey = 'frontendCode' | 'backendCode' | 'htmlCode';

/** The code pieces in the order users read them. */
export const CODE_PIECES: readonly PieceName[] = ['frontend', 'backend', 'html'];

const PIECE_KEY: Record<PieceName, PieceKey> = {
  frontend: 'frontendCode',
  backend: 'backendCode',
  html: 'htmlCode',
};

export function pieceKey(piece: PieceName): PieceKey {
  return PIECE_KEY[piece];
}

export function primaryCode(outputType: OutputType, pieces: Pieces): string {
  return pieces[PIECE_KEY[OUTPUT_PIECES[outputType].primary]];
}

/** The file a web module lives in and how page code imports it, per the user's preference. */
export function backendModule(baseName: string, prefs: TGenerationPreferences): BackendModule {
  return prefs.webModuleStyle === 'jsw'
    ? { path: `backend/${baseName}.jsw`, importPath: `backend/${baseName}` }
    : { path: `backend/${baseName}.web.js`, importPath: `backend/${baseName}.web` };
}

export interface PlatformModuleNames {
  location: string;
  window: string;
  storage: string;
  members: string;
}

/** Current '-frontend' module names, or the legacy ones when the user prefers them. */
export function platformModules(prefs: TGenerationPreferences): PlatformModuleNames {
  return prefs.moduleNames === 'legacy'
    ? {
        location: 'wix-location',
        window: 'wix-window',
        storage: 'wix-storage',
        members: 'wix-members',
      }
    : {
        location: 'wix-location-frontend',
        window: 'wix-window-frontend',
        storage: 'wix-storage-frontend',
        members: 'wix-members-frontend',
      };
}

/**
 * The web module's base name from the collection it serves: 'Stores/Products' → 'products',
 * 'Blog-Posts' → 'blogPosts', 'FAQ' → 'faq'; 'site' when there is no collection.
 */
export function moduleBaseName(collectionName: string | undefined): string {
  const last = collectionName?.split('/').pop() ?? '';
  const words = last.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length === 0) return 'site';
  return words
    .map((word, index) => {
      // An acronym is one word: 'FAQs' → faqs, 'CMSItems' → cmsItems, not fAQs or cMSItems.
      const lowered =
        word === word.toUpperCase() || /^[A-Z]{2,}s$/.test(word)
          ? word.toLowerCase()
          : word.replace(/^([A-Z]+)(?=[A-Z][a-z])/, (caps) => caps.toLowerCase());
      const head = index === 0 ? lowered.charAt(0).toLowerCase() : lowered.charAt(0).toUpperCase();
      return head + lowered.slice(1);
    })
    .join('');
}

/** The code as it stands; `originalCode` stands in for the output type's primary piece. */
export function troubleshootPieces(request: TTroubleshootRequest): Pieces {
  const pieces: Pieces = {
    frontendCode: request.frontendCode ?? '',
    backendCode: request.backendCode ?? '',
    htmlCode: request.htmlCode ?? '',
    instructions: '',
  };
  const primary = pieceKey(OUTPUT_PIECES[request.originalRequest.outputType].primary);
  if (!pieces[primary].trim() && request.originalCode?.trim())
    pieces[primary] = request.originalCode;
  return pieces;
}

/**
 * Whether page code names the element in a selector string: `$w('#id')`, `$item("#id")`,
 * `$w.at(context)('#id')`, a comma selector or a template literal; the user's own code (reference
 * modes) may use any of them.
 */
export function selectsElement(code: string, id: string): boolean {
  return new RegExp(`['"\`][^'"\`\\n]*#${escapeRegExp(id)}\\b`).test(code);
}
