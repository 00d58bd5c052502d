import type { TGeneratorSession } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { DEFAULT_PREFERENCES } from '../../../../../lib/generator-draft';
import { buildGenerationRequest } from './generation-request';
import { formFromRequest, versionToRestore } from './restore';

const STORED_REQUEST = {
  collections: [{ name: 'Products', fields: [{ id: 'title', type: 'text' }] }],
  elementIds: ['searchInput'],
  outputType: 'frontend_backend',
  includeInstructions: true,
  prompt: 'Search products',
  frontendReferenceCode: '// ref',
  referenceCodeUsage: 'improve',
  referenceCodeType: 'both',
  elementHierarchy: {
    elements: [
      { id: 'productsRepeater', type: 'repeater', children: ['titleText'] },
      { id: 'titleText', type: 'text', parentId: 'productsRepeater', description: 'Name' },
      { id: 'tabs1', type: 'custom', customType: 'Tabs' },
    ],
  },
  preferences: { webModuleStyle: 'jsw', moduleNames: 'legacy', comments: false },
};

function session(overrides: Partial<TGeneratorSession> = {}): TGeneratorSession {
  const version = (n: number, code: string) => ({
    n,
    kind: n === 1 ? ('generate' as const) : ('troubleshoot' as const),
    errorDetails: null,
    frontendCode: code,
    backendCode: `// backend ${n}`,
    htmlCode: '',
    instructions: '',
    diagnostics: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  return {
    id: '8d7f0f5e-8b89-4d7c-9e55-7b2f4c1d9a10',
    prompt: 'Search products',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    status: 'completed',
    engine: 'template',
    outputType: 'frontend_backend',
    collections: [],
    elementIds: [],
    versionCount: 2,
    generatedCode: 'v2',
    frontendCode: 'v2',
    backendCode: '// backend 2',
    htmlCode: '',
    instructions: '',
    diagnostics: [],
    request: STORED_REQUEST,
    versions: [version(2, 'v2'), version(1, 'v1')],
    ...overrides,
  };
}

describe('formFromRequest', () => {
  it('rebuilds the form so that it produces the same request, with the current preferences', () => {
    const form = formFromRequest(STORED_REQUEST, DEFAULT_PREFERENCES);
    expect(form.elements.map((e) => e.id)).toEqual(['productsRepeater', 'titleText', 'tabs1']);
    expect(buildGenerationRequest(form)).toEqual({
      ...STORED_REQUEST,
      elementHierarchy: {
        elements: [
          { id: 'productsRepeater', type: 'repeater', children: ['titleText'] },
          { id: 'titleText', type: 'text', parentId: 'productsRepeater', description: 'Name' },
          { id: 'tabs1', type: 'custom', customType: 'Tabs' },
        ],
      },
      preferences: DEFAULT_PREFERENCES,
    });
  });

  it('falls back to the defaults for anything missing or unexpected', () => {
    const form = formFromRequest(
      { prompt: 'x', outputType: 'pdf', collections: 'nope' },
      DEFAULT_PREFERENCES,
    );
    expect(form).toMatchObject({ prompt: 'x', outputType: 'velo', elements: [] });
    expect(form.collections).toHaveLength(1);
    expect(formFromRequest(null, DEFAULT_PREFERENCES).prompt).toBe('');
  });
});

describe('versionToRestore', () => {
  it('takes the version asked for, else the latest', () => {
    expect(versionToRestore(session(), 1)).toMatchObject({ n: 1, frontendCode: 'v1', code: 'v1' });
    expect(versionToRestore(session(), undefined)).toMatchObject({ n: 2, frontendCode: 'v2' });
    expect(versionToRestore(session(), 7)).toMatchObject({ n: 2 });
  });

  it("uses the session's own pieces when it lists no versions", () => {
    const restored = versionToRestore(session({ versions: [], outputType: 'backend' }), undefined);
    expect(restored).toMatchObject({ n: 2, frontendCode: 'v2', code: '// backend 2' });
  });
});
