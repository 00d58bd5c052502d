import { ZGenerationRequest, type TGenerationRequestInput } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { OUTPUT_TYPES } from '@veloforge/shared';
import { dataProblems, generate, selectorProblems, syntaxErrors } from './test-support';

const request = (input: Partial<TGenerationRequestInput>) =>
  ZGenerationRequest.parse({
    prompt: 'Make the page work.',
    collections: [],
    elementIds: [],
    ...input,
  });

function expectValid(input: Partial<TGenerationRequestInput>) {
  for (const outputType of OUTPUT_TYPES) {
    const { pieces, structure } = generate(
      request({ ...input, outputType, includeInstructions: true }),
    );
    for (const code of [pieces.frontendCode, pieces.backendCode]) {
      expect(syntaxErrors(code)).toEqual([]);
      expect(selectorProblems(code, structure)).toEqual([]);
      expect(dataProblems(code, structure)).toEqual([]);
    }
    const primary =
      outputType === 'html'
        ? pieces.htmlCode
        : outputType === 'backend'
          ? pieces.backendCode
          : pieces.frontendCode;
    expect(primary.trim()).not.toBe('');
    expect(pieces.instructions).toMatch(/^## Setup instructions/);
  }
}

describe('template engine: edge cases', () => {
  it('handles no collections and no elements', () => {
    expectValid({});
    const { pieces } = generate(request({ outputType: 'full' }));
    expect(pieces.frontendCode).toContain('$w.onReady(');
    expect(pieces.backendCode).toContain('getStatus');
  });

  it('handles collections without elements: the page reads the first collection once', () => {
    const collections = [{ name: 'Posts', fields: [{ id: 'title', type: 'text' as const }] }];
    expectValid({ collections });
    const { pieces } = generate(request({ collections, outputType: 'frontend_backend' }));
    expect(pieces.frontendCode).toContain('await getPosts({ skip: 0, limit: 1 })');
    expect(pieces.backendCode).toContain('export const getPosts = webMethod(');
  });

  it('handles ids only, custom types and collections no element matches', () => {
    expectValid({
      collections: [{ name: 'Orders', fields: [{ id: 'total', type: 'number' }] }],
      elementIds: ['welcomeText', 'ctaButton', 'mapWidget', 'showMapButton'],
      elementHierarchy: {
        elements: [{ id: 'mapWidget', type: 'custom', customType: 'GoogleMap' }],
      },
      prompt: 'Show or hide the map.',
    });
    const { pieces } = generate(
      request({
        elementIds: ['mapWidget', 'toggleMapButton'],
        elementHierarchy: {
          elements: [{ id: 'mapWidget', type: 'custom', customType: 'GoogleMap' }],
        },
        prompt: 'Toggle the map.',
      }),
    );
    expect(pieces.frontendCode).toContain("$w('#mapWidget').hide();");
    expect(pieces.frontendCode).not.toMatch(/#mapWidget'\)\.(collapse|expand|collapsed)/);
  });

  it('fills a repeater with sample items when no collection is declared', () => {
    const input = {
      elementIds: ['cardsRepeater', 'cardTitle'],
      elementHierarchy: {
        elements: [
          { id: 'cardsRepeater', type: 'repeater' as const },
          { id: 'cardTitle', type: 'text' as const, parentId: 'cardsRepeater' },
        ],
      },
    };
    expectValid(input);
    const { pieces } = generate(request(input));
    expect(pieces.frontendCode).toContain("{ _id: 'sample-1', title: 'Title 1' },");
    expect(pieces.frontendCode).toContain("$item('#cardTitle').text = asText(item.title);");
  });

  it('generates a 50-element, 10-collection site (speed: bench/velo-engine.ts)', () => {
    const collections = Array.from({ length: 10 }, (_, c) => ({
      name: `Collection${c}`,
      fields: ['title', 'description', 'price', 'image', 'date'].map((f, i) => ({
        id: `${f}${c}`,
        type: (['text', 'text', 'number', 'image', 'date'] as const)[i] ?? 'text',
      })),
    }));
    const elements = Array.from({ length: 5 }, (_, r) => [
      { id: `collection${r}Repeater`, type: 'repeater' as const },
      ...['Title', 'Description', 'Price', 'Image', 'Date', 'Button'].map((s) => ({
        id: `item${r}${s}`,
        type:
          s === 'Image'
            ? ('image' as const)
            : s === 'Button'
              ? ('button' as const)
              : ('text' as const),
        parentId: `collection${r}Repeater`,
      })),
      { id: `search${r}Input`, type: 'input' as const },
      { id: `loadMore${r}Button`, type: 'button' as const },
      { id: `count${r}Text`, type: 'text' as const },
    ]).flat();
    expect(elements.length).toBe(50);
    const big = request({
      collections,
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements },
      outputType: 'full',
      includeInstructions: true,
      prompt: 'Search, load more and count for every list.',
    });
    const { pieces } = generate(big);
    for (let r = 0; r < 5; r++) {
      expect(pieces.frontendCode).toContain(`$w('#collection${r}Repeater').onItemReady(`);
      expect(pieces.htmlCode).toContain(`id="count${r}Text"`);
    }
    expect(generate(big).pieces).toEqual(pieces);
  });
});
