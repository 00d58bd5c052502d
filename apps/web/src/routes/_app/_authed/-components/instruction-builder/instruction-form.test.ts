import { ZInstructionRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import type { BuilderElement, InstructionFormValues } from './instruction-form';
import {
  buildInstructionRequest,
  emptyInstructionForm,
  newCollection,
  newHierarchyElement,
  parentOptions,
  rowKey,
  stepOfIssuePath,
} from './instruction-form';

function form(values: Partial<InstructionFormValues> = {}): InstructionFormValues {
  return { ...emptyInstructionForm(), prompt: 'Filter the products', ...values };
}

function element(id: string, parentId: string | null = null): BuilderElement {
  return { key: rowKey(), id, type: 'container', parentId };
}

describe('builder defaults', () => {
  it('names a new collection Collection{n} with one text field field1', () => {
    const first = newCollection([]);
    expect(first).toMatchObject({ name: 'Collection1', fields: [{ id: 'field1', type: 'text' }] });
    expect(newCollection([first]).name).toBe('Collection2');
  });

  it('skips a Collection{n} name that is already taken', () => {
    const renamed = { ...newCollection([]), name: 'Collection2' };
    expect(newCollection([renamed]).name).toBe('Collection3');
  });

  it('starts hierarchy elements as containers without a parent', () => {
    expect(newHierarchyElement()).toMatchObject({ id: '', type: 'container', parentId: null });
  });

  it('starts empty, with template usage and no instructions', () => {
    expect(emptyInstructionForm()).toEqual({
      collections: [],
      elementIds: [],
      elements: [],
      referenceCode: '',
      referenceCodeUsage: 'template',
      includeInstructions: false,
      prompt: '',
    });
  });
});

describe('parentOptions', () => {
  it('lists the other elements that have an id', () => {
    const list = [element('repeater1'), element(''), element('box1'), element('repeater1')];
    expect(parentOptions(list, list[0] as BuilderElement)).toEqual(['box1']);
  });
});

describe('buildInstructionRequest', () => {
  it('omits blank reference code and an empty hierarchy', () => {
    const request = buildInstructionRequest(form({ referenceCode: '  \n ' }));
    expect(request).not.toHaveProperty('referenceCode');
    expect(request).not.toHaveProperty('elementHierarchy');
    expect(request).toEqual({
      collections: [],
      elementIds: [],
      customTypes: {},
      referenceCodeUsage: 'template',
      includeInstructions: false,
      prompt: 'Filter the products',
    });
  });

  it('keys custom types by the index of the element ids that remain', () => {
    const request = buildInstructionRequest(
      form({
        elementIds: [
          { key: rowKey(), id: ' title ', type: 'text' },
          { key: rowKey(), id: '', type: 'button' },
          { key: rowKey(), id: 'submitBtn', type: 'button' },
        ],
      }),
    );
    expect(request.elementIds).toEqual(['title', 'submitBtn']);
    expect(request.customTypes).toEqual({ '0': 'text', '1': 'button' });
  });

  it('sends hierarchy elements with an id, and a parent only when it is still there', () => {
    const request = buildInstructionRequest(
      form({
        elements: [
          element('list', null),
          element('item', 'list'),
          element('', 'list'),
          element('orphan', 'gone'),
        ],
      }),
    );
    expect(request.elementHierarchy).toEqual({
      elements: [
        { id: 'list', type: 'container' },
        { id: 'item', type: 'container', parentId: 'list' },
        { id: 'orphan', type: 'container' },
      ],
    });
  });

  it('keeps reference code as typed, usage and the instructions flag', () => {
    const request = buildInstructionRequest(
      form({
        referenceCode: '  $w.onReady(() => {});\n',
        referenceCodeUsage: 'improve',
        includeInstructions: true,
        collections: [newCollection([])],
      }),
    );
    expect(request).toMatchObject({
      referenceCode: '  $w.onReady(() => {});\n',
      referenceCodeUsage: 'improve',
      includeInstructions: true,
      collections: [{ name: 'Collection1', fields: [{ id: 'field1', type: 'text' }] }],
    });
  });

  it('builds what the server schema accepts', () => {
    const request = buildInstructionRequest(
      form({
        collections: [newCollection([])],
        elementIds: [{ key: rowKey(), id: 'title', type: 'text' }],
        elements: [element('box'), element('title', 'box')],
      }),
    );
    expect(ZInstructionRequest.safeParse(request).success).toBe(true);
  });

  it('gives a blank prompt to the schema to refuse with the spec message', () => {
    const result = ZInstructionRequest.safeParse(buildInstructionRequest(form({ prompt: ' ' })));
    expect(result.error?.issues[0]?.message).toBe('Prompt is required');
  });
});

describe('stepOfIssuePath', () => {
  it('sends each problem to the tab holding its input', () => {
    expect(stepOfIssuePath(['collections', 0, 'name'])).toBe('collections');
    expect(stepOfIssuePath(['elementHierarchy', 'elements', 1, 'id'])).toBe('elements');
    expect(stepOfIssuePath(['elementIds', 0])).toBe('elements');
    expect(stepOfIssuePath(['prompt'])).toBe('request');
  });
});
