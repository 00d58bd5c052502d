import { describe, expect, it } from 'vitest';

import {
  GENERATION_LIMITS,
  ZGenerationRequest,
  ZInstructionRequest,
  ZTroubleshootRequest,
} from './generation';
import { errorsOf } from './errors-of';

const minimal = { prompt: 'List my posts', collections: [], elementIds: [] };

describe('generation request (spec sections 3 and 5, DESIGN section 7)', () => {
  it('applies the generator defaults', () => {
    const parsed = ZGenerationRequest.parse(minimal);
    expect(parsed).toMatchObject({
      outputType: 'velo',
      includeInstructions: false,
      referenceCodeUsage: 'template',
      referenceCodeType: 'frontend',
      preferences: { webModuleStyle: 'web', moduleNames: 'frontend', comments: true },
    });
  });

  it('drops unnamed collections, blank ids and id-less elements, and strips a leading #', () => {
    const parsed = ZGenerationRequest.parse({
      ...minimal,
      collections: [
        { name: ' ', fields: [{ id: '', type: 'text' }] },
        { name: 'Posts', fields: [{ id: 'title', type: 'text' }] },
      ],
      elementIds: ['#postsRepeater', '  ', 'title'],
      elementHierarchy: {
        elements: [
          { id: '', type: 'text' },
          { id: '#postsRepeater', type: 'repeater', parentId: '', children: ['#title'] },
        ],
      },
    });
    expect(parsed.collections.map((c) => c.name)).toEqual(['Posts']);
    expect(parsed.elementIds).toEqual(['postsRepeater', 'title']);
    expect(parsed.elementHierarchy?.elements).toEqual([
      { id: 'postsRepeater', type: 'repeater', parentId: null, children: ['title'] },
    ]);
  });

  it('uses the spec messages for an empty prompt and empty field ids', () => {
    expect(errorsOf(ZGenerationRequest, { ...minimal, prompt: '   ' })).toEqual({
      prompt: 'Please enter a prompt describing what you need',
    });
    expect(
      errorsOf(ZGenerationRequest, {
        ...minimal,
        collections: [{ name: 'Posts', fields: [{ id: 'title' }, { id: ' ' }] }],
      }),
    ).toEqual({ 'collections.0': 'Collection "Posts" has fields with empty IDs' });
  });

  it('rejects identifiers that could not be Wix ids, naming the rule', () => {
    const errors = errorsOf(ZGenerationRequest, {
      ...minimal,
      collections: [{ name: 'Posts', fields: [{ id: 'my field' }] }],
      elementIds: ['1button', 'ok'],
    });
    expect(errors['collections.0.fields.0.id']).toMatch(/^Field ids must start with a letter/);
    expect(errors['elementIds.0']).toMatch(/^Element ids must start with a letter/);
    expect(
      ZGenerationRequest.safeParse({ ...minimal, collections: [{ name: 'Stores/Products' }] })
        .success,
    ).toBe(true);
  });

  it('enforces the size limits before anything is charged', () => {
    const long = 'x'.repeat(GENERATION_LIMITS.promptChars + 1);
    expect(errorsOf(ZGenerationRequest, { ...minimal, prompt: long }).prompt).toBe(
      'The prompt must be at most 8,000 characters',
    );
    const code = 'x'.repeat(GENERATION_LIMITS.referenceCodeChars + 1);
    expect(errorsOf(ZGenerationRequest, { ...minimal, referenceCode: code }).referenceCode).toBe(
      'Reference code must be at most 100,000 characters',
    );
    const collections = Array.from({ length: 51 }, (_, i) => ({ name: `C${i}`, fields: [] }));
    expect(errorsOf(ZGenerationRequest, { ...minimal, collections }).collections).toBe(
      'At most 50 collections are allowed',
    );
    const fields = Array.from({ length: 101 }, (_, i) => ({ id: `f${i}` }));
    expect(
      errorsOf(ZGenerationRequest, { ...minimal, collections: [{ name: 'Big', fields }] })[
        'collections.0.fields'
      ],
    ).toBe('At most 100 fields per collection are allowed');
    const elementIds = Array.from({ length: 501 }, (_, i) => `e${i}`);
    expect(errorsOf(ZGenerationRequest, { ...minimal, elementIds }).elementIds).toBe(
      'At most 500 element ids are allowed',
    );
  });

  it('rejects unknown enum values', () => {
    expect(Object.keys(errorsOf(ZGenerationRequest, { ...minimal, outputType: 'python' }))).toEqual(
      ['outputType'],
    );
  });
});

describe('troubleshoot request', () => {
  const base = {
    originalRequest: minimal,
    errorDetails: 'TypeError',
    frontendCode: '$w.onReady(() => {});',
  };

  it('needs code to fix and an error to fix', () => {
    expect(ZTroubleshootRequest.safeParse(base).success).toBe(true);
    expect(errorsOf(ZTroubleshootRequest, { ...base, frontendCode: ' ' }).originalCode).toBe(
      'Please generate code first before troubleshooting',
    );
    expect(errorsOf(ZTroubleshootRequest, { ...base, errorDetails: '' }).errorDetails).toBe(
      'Please describe the error you are seeing',
    );
  });
});

describe('instruction request', () => {
  it("requires a prompt with the builder's message and keeps customTypes", () => {
    expect(errorsOf(ZInstructionRequest, { prompt: ' ' }).prompt).toBe('Prompt is required');
    const parsed = ZInstructionRequest.parse({
      prompt: 'Build it',
      elementIds: ['a'],
      customTypes: { 0: 'button' },
    });
    expect(parsed.customTypes).toEqual({ 0: 'button' });
  });
});
