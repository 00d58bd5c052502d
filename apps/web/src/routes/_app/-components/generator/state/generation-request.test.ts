import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { emptyElement, emptyForm } from '../../../../../lib/generator-draft';
import {
  buildGenerationRequest,
  checkGenerationRequest,
  visibleReferenceBoxes,
} from './generation-request';
import { isInvalidCollectionName, isInvalidElementId, isInvalidFieldId } from './identifiers';

function filled(): GeneratorForm {
  return {
    ...emptyForm(),
    collections: [
      {
        key: 'c1',
        name: ' Products ',
        fields: [
          { key: 'f1', id: 'title', type: 'text' },
          { key: 'f2', id: 'price ', type: 'number' },
        ],
      },
      { key: 'c2', name: '  ', fields: [{ key: 'f3', id: '', type: 'text' }] },
    ],
    elementIds: [
      { key: 'e1', id: ' searchInput ', type: 'input', customType: '' },
      { key: 'e2', id: '   ', type: 'text', customType: '' },
    ],
    elements: [
      { ...emptyElement('rep'), id: 'productsRepeater', type: 'repeater', childKeys: ['t', 'x'] },
      { ...emptyElement('t'), id: 'titleText', parentKey: 'rep', description: ' The name ' },
      { ...emptyElement('x'), id: '', parentKey: 'rep' },
      { ...emptyElement('tabs'), id: 'tabs1', type: 'custom', customType: ' Tabs ' },
    ],
    prompt: 'List the products',
    outputType: 'full',
    includeInstructions: true,
    frontendReferenceCode: '$w.onReady(() => {});',
    backendReferenceCode: 'export const a = 1;',
    htmlReferenceCode: '   ',
  };
}

describe('buildGenerationRequest (spec section 3)', () => {
  it('drops unnamed collections, blank ids and id-less elements, and trims what it sends', () => {
    const request = buildGenerationRequest(filled());
    expect(request).toEqual({
      collections: [
        {
          name: 'Products',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'price', type: 'number' },
          ],
        },
      ],
      elementIds: ['searchInput'],
      outputType: 'full',
      includeInstructions: true,
      prompt: 'List the products',
      frontendReferenceCode: '$w.onReady(() => {});',
      referenceCodeUsage: 'template',
      referenceCodeType: 'frontend',
      elementHierarchy: {
        elements: [
          { id: 'productsRepeater', type: 'repeater', children: ['titleText'] },
          { id: 'titleText', type: 'text', description: 'The name', parentId: 'productsRepeater' },
          { id: 'tabs1', type: 'custom', customType: 'Tabs' },
        ],
      },
      preferences: { webModuleStyle: 'web', moduleNames: 'frontend', comments: true },
    });
    expect(ZGenerationRequest.safeParse(request).success).toBe(true);
  });

  it('sends only the reference boxes the reference type shows', () => {
    expect(visibleReferenceBoxes('frontend')).toEqual({
      frontend: true,
      html: true,
      backend: false,
    });
    expect(visibleReferenceBoxes('backend')).toEqual({
      frontend: false,
      html: false,
      backend: true,
    });
    expect(visibleReferenceBoxes('both')).toEqual({ frontend: true, html: true, backend: true });
    const backendOnly = buildGenerationRequest({ ...filled(), referenceCodeType: 'backend' });
    expect(backendOnly.frontendReferenceCode).toBeUndefined();
    expect(backendOnly.backendReferenceCode).toBe('export const a = 1;');
  });

  it('leaves the hierarchy out when no element has an id', () => {
    const request = buildGenerationRequest({ ...emptyForm(), elements: [emptyElement()] });
    expect(request.elementHierarchy).toBeUndefined();
  });
});

describe('checkGenerationRequest (spec section 5)', () => {
  it('passes a complete form', async () => {
    expect(await checkGenerationRequest(filled())).toMatchObject({ ok: true });
  });

  it('names the collection with an empty field id', async () => {
    const form = filled();
    form.collections[0]?.fields.push({ key: 'f9', id: ' ', type: 'text' });
    expect(await checkGenerationRequest(form)).toEqual({
      ok: false,
      title: 'Validation Error',
      message: 'Collection "Products" has fields with empty IDs',
    });
  });

  it('asks for a prompt, after the collection check', async () => {
    expect(await checkGenerationRequest({ ...filled(), prompt: '  \n ' })).toEqual({
      ok: false,
      title: 'Validation Error',
      message: 'Please enter a prompt describing what you need',
    });
    const both = { ...emptyForm(), prompt: '' };
    both.collections = [{ key: 'c', name: 'Posts', fields: [{ key: 'f', id: '', type: 'text' }] }];
    expect(await checkGenerationRequest(both)).toMatchObject({
      message: 'Collection "Posts" has fields with empty IDs',
    });
  });

  it('reports what the server schema would refuse, with its message', async () => {
    const form = {
      ...filled(),
      elementIds: [{ key: 'e', id: '1bad', type: 'text' as const, customType: '' }],
    };
    const check = await checkGenerationRequest(form);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.message).toMatch(/Element ids must start with a letter/);
  });
});

describe('identifier red borders', () => {
  it('flags only non-empty values the server would refuse', () => {
    expect(isInvalidElementId('')).toBe(false);
    expect(isInvalidElementId('submitButton')).toBe(false);
    expect(isInvalidElementId('#submitButton')).toBe(false);
    expect(isInvalidElementId('2button')).toBe(true);
    expect(isInvalidElementId('my-button')).toBe(true);
    expect(isInvalidFieldId('_createdDate')).toBe(false);
    expect(isInvalidFieldId('first name')).toBe(true);
    expect(isInvalidCollectionName('Stores/Products')).toBe(false);
    expect(isInvalidCollectionName('blog-posts')).toBe(false);
    expect(isInvalidCollectionName('9lives')).toBe(true);
  });
});
