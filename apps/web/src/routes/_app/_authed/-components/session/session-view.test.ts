import type { TGeneratorSession, TSessionVersion } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import {
  codeTabsOf,
  comparablePieces,
  defaultCodeTab,
  defaultComparison,
  firstChangedPiece,
  restoreHref,
  sessionTitle,
} from './session-view';

function version(n: number, pieces: Partial<TSessionVersion> = {}): TSessionVersion {
  return {
    n,
    kind: n === 1 ? 'generate' : 'troubleshoot',
    errorDetails: n === 1 ? null : 'TypeError',
    frontendCode: '',
    backendCode: '',
    htmlCode: '',
    instructions: '',
    diagnostics: [],
    createdAt: '2025-03-04T14:05:00.000Z',
    ...pieces,
  };
}

function session(pieces: Partial<TGeneratorSession> = {}): TGeneratorSession {
  return {
    id: '6f1c1d3e-7d2b-4a43-9d43-2a4d1e0c9b11',
    prompt: 'List products',
    createdAt: '2025-03-04T14:05:00.000Z',
    updatedAt: '2025-03-04T14:05:00.000Z',
    status: 'completed',
    engine: 'template',
    outputType: 'velo',
    collections: [],
    elementIds: [],
    versionCount: 1,
    generatedCode: '',
    frontendCode: '',
    backendCode: '',
    htmlCode: '',
    instructions: '',
    diagnostics: [],
    request: {},
    versions: [version(1)],
    ...pieces,
  };
}

describe('sessionTitle', () => {
  it('uses the prompt, or Untitled Session when it is blank', () => {
    expect(sessionTitle('Show products')).toBe('Show products');
    expect(sessionTitle('  ')).toBe('Untitled Session');
  });
});

describe('codeTabsOf', () => {
  it('shows tabs only for code present, with the spec file names', () => {
    const tabs = codeTabsOf(
      session({ frontendCode: '$w.onReady()', htmlCode: '<div></div>', instructions: '# Do' }),
    );
    expect(tabs.map((tab) => [tab.label, tab.downloadName])).toEqual([
      ['Frontend Code', 'frontend-code.js'],
      ['HTML', 'code.html'],
      ['Instructions', undefined],
    ]);
    expect(defaultCodeTab(tabs)).toBe('frontend');
  });

  it('leaves out generated code that repeats another tab', () => {
    const tabs = codeTabsOf(session({ frontendCode: 'a()', generatedCode: 'a()' }));
    expect(tabs.map((tab) => tab.value)).toEqual(['frontend']);
  });

  it('opens on generated code when there is no frontend code', () => {
    const tabs = codeTabsOf(
      session({ backendCode: 'export const f = 1', generatedCode: 'legacy()', outputType: 'velo' }),
    );
    expect(tabs.map((tab) => tab.value)).toEqual(['backend', 'generated']);
    expect(tabs[1]).toMatchObject({ downloadName: 'code.js', language: 'javascript' });
    expect(defaultCodeTab(tabs)).toBe('generated');
  });

  it('gives each piece its own diagnostics', () => {
    const diagnostic = {
      line: 3,
      column: 1,
      severity: 'error' as const,
      code: 'unknown-element',
      message: 'Unknown #id',
    };
    const tabs = codeTabsOf(
      session({
        frontendCode: 'x',
        backendCode: 'y',
        diagnostics: [{ ...diagnostic, piece: 'backend' }],
      }),
    );
    expect(tabs.map((tab) => tab.diagnostics.length)).toEqual([0, 1]);
  });

  it('has no tabs and no default when nothing was generated', () => {
    expect(defaultCodeTab(codeTabsOf(session()))).toBeNull();
  });
});

describe('version comparison', () => {
  it('compares the version before the latest with the latest', () => {
    expect(defaultComparison([version(3), version(1), version(2)])).toEqual([2, 3]);
    expect(defaultComparison([version(1)])).toBeNull();
  });

  it('offers pieces present in either version and opens on the first that changed', () => {
    const from = version(1, { frontendCode: 'a', instructions: 'same' });
    const to = version(2, { frontendCode: 'a', htmlCode: '<p>', instructions: 'same' });
    expect(comparablePieces(from, to).map((piece) => piece.label)).toEqual([
      'Frontend',
      'HTML',
      'Instructions',
    ]);
    expect(firstChangedPiece(from, to)).toBe('htmlCode');
    expect(firstChangedPiece(from, from)).toBe('frontendCode');
  });
});

describe('restoreHref', () => {
  it('points the generator at the session and version', () => {
    expect(restoreHref('abc', 2)).toBe('/?restore=abc&version=2');
  });
});
