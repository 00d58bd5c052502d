import {
  ELEMENT_TYPES,
  FIELD_TYPES,
  OUTPUT_TYPES,
  REFERENCE_CODE_USAGES,
  ZGenerationRequest,
} from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { dataProblems, generate, selectorProblems, syntaxErrors } from './test-support';

/** A small seeded generator, so every run tries the same random sites. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick };
}

const WORDS = [
  'post',
  'product',
  'title',
  'name',
  'price',
  'image',
  'date',
  'search',
  'filter',
  'category',
  'submit',
  'email',
  'message',
  'load',
  'more',
  'toggle',
  'details',
  'count',
  'status',
  'next',
  'prev',
  'sort',
  'tags',
  'remote',
  'min',
];
const SUFFIXES = [
  'Text',
  'Button',
  'Input',
  'Repeater',
  'Box',
  'Dropdown',
  'Image',
  'Checkbox',
  'Table',
  'Gallery',
  'Slider',
  'Radio',
  '',
];
const PROMPTS = [
  'search and filter with load more',
  'contact form that submits',
  'show or hide details, start hidden',
  'paginated table sorted by price',
  'lightbox named "Quick View"',
  'upcoming, 5 per page, count',
  'slider every 4 seconds',
];
const REFERENCES = [
  "$w('button1').onClick(async () => { await fetch('/x'); });",
  'export async function load() { return 1; }',
  '<div><img src="a.png"></div>',
  '$w.onReady(function () {\n  console.log(1);\n});\n',
];

function randomSite(seed: number) {
  const { next, pick } = random(seed);
  const collections = Array.from({ length: Math.floor(next() * 4) }, (_, c) => ({
    name: `${pick(['Posts', 'Products', 'Items', 'Events', 'Messages', 'Stores/Products'])}${c === 0 ? '' : c}`,
    fields: Array.from({ length: Math.floor(next() * 7) }, (_, f) => ({
      id: `${pick(WORDS)}${f}`,
      type: pick(FIELD_TYPES),
    })),
  }));
  const ids: string[] = [];
  const elements: {
    id: string;
    type: (typeof ELEMENT_TYPES)[number];
    parentId?: string;
    customType?: string;
  }[] = [];
  for (let i = 0; i < Math.floor(next() * 25); i++) {
    const id = `${pick(WORDS)}${pick(SUFFIXES)}${i}`;
    ids.push(id);
    if (next() < 0.6) {
      const type = pick(ELEMENT_TYPES);
      const parent = elements.filter((e) =>
        ['repeater', 'container', 'form', 'section'].includes(e.type),
      );
      elements.push({
        id,
        type,
        ...(parent.length > 0 && next() < 0.6 ? { parentId: pick(parent).id } : {}),
        ...(type === 'custom' ? { customType: pick(['GoogleMap', 'DatePicker', 'Widget']) } : {}),
      });
    }
  }
  const usage = pick(REFERENCE_CODE_USAGES);
  return ZGenerationRequest.parse({
    prompt: pick(PROMPTS),
    collections,
    elementIds: ids,
    elementHierarchy: { elements },
    outputType: pick(OUTPUT_TYPES),
    includeInstructions: next() < 0.5,
    ...(next() < 0.3
      ? {
          referenceCode: pick(REFERENCES),
          referenceCodeUsage: usage,
          referenceCodeType: pick(['frontend', 'backend', 'both'] as const),
        }
      : {}),
    preferences: {
      webModuleStyle: pick(['web', 'jsw'] as const),
      moduleNames: pick(['frontend', 'legacy'] as const),
      comments: next() < 0.5,
    },
  });
}

describe('template engine: random sites', () => {
  it('never throws and always writes valid code with declared names', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const request = randomSite(seed);
      const { pieces, structure } = generate(request);
      for (const code of [pieces.frontendCode, pieces.backendCode]) {
        expect(syntaxErrors(code), `seed ${seed}`).toEqual([]);
        if (request.referenceCodeUsage === 'template' || !request.referenceCode) {
          expect(dataProblems(code, structure), `seed ${seed}`).toEqual([]);
        }
        if (!request.referenceCode)
          expect(selectorProblems(code, structure), `seed ${seed}`).toEqual([]);
      }
    }
  });
});
