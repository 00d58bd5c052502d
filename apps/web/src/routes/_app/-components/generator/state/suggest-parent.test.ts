import type { ElementType } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import type { HierarchyElementDraft } from '../../../../../lib/generator-draft';
import { emptyElement } from '../../../../../lib/generator-draft';
import { depthOf, linkableElements, suggestParent } from './suggest-parent';

function element(key: string, id: string, type: ElementType): HierarchyElementDraft {
  return { ...emptyElement(key), id, type };
}

const text = element('t', 'titleText', 'text');
const image = element('i', 'photo', 'image');
const button = element('b', 'sendButton', 'button');
const input = element('n', 'nameInput', 'input');
const checkbox = element('c', 'agreeBox', 'checkbox');
const dropdown = element('d', 'sortDropdown', 'dropdown');
const unnamedRepeater = element('u', '', 'repeater');
const column = element('col', 'col1', 'column');
const repeater = element('r', 'itemsRepeater', 'repeater');
const form = element('f', 'contactForm', 'form');

describe('suggestParent (spec section 5)', () => {
  const all = [
    text,
    image,
    button,
    input,
    checkbox,
    dropdown,
    unnamedRepeater,
    column,
    repeater,
    form,
  ];

  it('puts text and images into the first container-type element with an id', () => {
    // 'column' is a container group type but cannot hold children; the unnamed repeater has no id.
    expect(suggestParent(all, text)).toBe('r');
    expect(suggestParent(all, image)).toBe('r');
    expect(suggestParent([form, repeater, text], text)).toBe('f');
  });

  it('puts inputs, buttons and checkboxes into the first form', () => {
    expect(suggestParent(all, button)).toBe('f');
    expect(suggestParent(all, input)).toBe('f');
    expect(suggestParent(all, checkbox)).toBe('f');
    expect(suggestParent([repeater, button], button)).toBeNull();
  });

  it('suggests nothing for other types, nor an element as its own parent', () => {
    expect(suggestParent(all, dropdown)).toBeNull();
    expect(suggestParent(all, repeater)).toBeNull();
    const box = element('x', 'box', 'container');
    expect(suggestParent([box], { ...box, type: 'text' })).toBeNull();
  });
});

describe('linkableElements', () => {
  it('lists the other elements that have an id', () => {
    expect(linkableElements([text, unnamedRepeater, repeater], text).map((e) => e.key)).toEqual([
      'r',
    ]);
  });
});

describe('depthOf', () => {
  it('counts parents up to a limit and stops at a cycle', () => {
    const a = { ...element('a', 'box', 'container'), parentKey: 'c' };
    const b = { ...element('b', 'inner', 'container'), parentKey: 'a' };
    const c = { ...element('c', 'leaf', 'container'), parentKey: 'b' };
    const top = element('t', 'top', 'section');
    const d = { ...element('d', 'x', 'text'), parentKey: 't' };
    expect(depthOf([top, d], top)).toBe(0);
    expect(depthOf([top, d], d)).toBe(1);
    expect(depthOf([a, b, c], c)).toBe(2);
  });
});
